import { CHAT_ENDPOINT, agentReplies, createChat, deliverMessage, sendMessage, type FetchLike } from './chat-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** A fetch that answers from a list and records what was asked. */
function scripted(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, body: JSON.parse(String(init?.body)) });
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchImpl, calls };
}

describe('createChat', () => {
  it('posts {action:"create"} and returns the chat id, sending agent_id only when configured', async () => {
    const { fetchImpl, calls } = scripted(json(200, { chat_id: 'c1' }), json(200, { chat_id: 'c2' }));
    expect(await createChat(fetchImpl, '')).toBe('c1');
    expect(calls[0]).toEqual({ url: CHAT_ENDPOINT, body: { action: 'create' } });
    expect(await createChat(fetchImpl, 'agent_x')).toBe('c2');
    expect(calls[1].body).toEqual({ action: 'create', agent_id: 'agent_x' });
  });

  it('returns null on an error status, a missing id or a network failure', async () => {
    const { fetchImpl } = scripted(json(429, { error: 'Too many requests' }), json(200, {}), new TypeError('Failed to fetch'), new Response('nope', { status: 200 }));
    expect(await createChat(fetchImpl, '')).toBeNull();
    expect(await createChat(fetchImpl, '')).toBeNull();
    expect(await createChat(fetchImpl, '')).toBeNull();
    expect(await createChat(fetchImpl, '')).toBeNull();
  });
});

describe('agentReplies', () => {
  it('keeps only messages with role agent and text', () => {
    expect(
      agentReplies([
        { role: 'user', message_id: 'u1', content: 'hi' },
        { role: 'agent', message_id: 'a1', content: 'Hello! See /pricing' },
        { role: 'agent', message_id: 'a2', content: '   ' },
        { role: 'agent', message_id: 'a3' },
        null,
        { role: 'tool', message_id: 't1', content: 'x' },
      ]),
    ).toEqual([{ id: 'agent-a1', text: 'Hello! See /pricing', isBot: true }]);
    expect(agentReplies(undefined)).toEqual([]);
    expect(agentReplies('nope')).toEqual([]);
  });
});

describe('sendMessage', () => {
  it('posts {action:"send", chat_id, content} and returns the agent replies', async () => {
    const { fetchImpl, calls } = scripted(json(200, { messages: [{ role: 'agent', message_id: 'm1', content: 'Hi' }] }));
    expect(await sendMessage(fetchImpl, 'c1', 'Hello')).toEqual({ kind: 'replies', replies: [{ id: 'agent-m1', text: 'Hi', isBot: true }] });
    expect(calls[0].body).toEqual({ action: 'send', chat_id: 'c1', content: 'Hello' });
  });

  it('says when the visitor spoke the message', async () => {
    const { fetchImpl, calls } = scripted(json(200, { messages: [] }));
    await sendMessage(fetchImpl, 'c1', 'Call me back', 'voice');
    expect(calls[0].body).toEqual({ action: 'send', chat_id: 'c1', content: 'Call me back', channel: 'voice' });
  });

  it('a reply carrying an error field is a reply error, whatever its status', async () => {
    const { fetchImpl } = scripted(json(200, { error: 'provider down' }), json(503, { error: 'busy' }), json(429, { error: 'slow down' }));
    for (let index = 0; index < 3; index += 1) {
      expect(await sendMessage(fetchImpl, 'c1', 'Hello')).toEqual({ kind: 'failed', reason: 'reply-error' });
    }
  });

  it('a network failure or an unreadable body is a network failure', async () => {
    const { fetchImpl } = scripted(new TypeError('Failed to fetch'), new Response('<html>', { status: 502 }));
    expect(await sendMessage(fetchImpl, 'c1', 'Hello')).toEqual({ kind: 'failed', reason: 'network' });
    expect(await sendMessage(fetchImpl, 'c1', 'Hello')).toEqual({ kind: 'failed', reason: 'network' });
  });

  it('recognises an unknown, expired or malformed chat id as a lost session', async () => {
    const { fetchImpl } = scripted(
      json(404, { error: 'Chat session not found. Start a new chat.' }),
      json(410, { error: 'Chat session expired. Start a new chat.' }),
      json(400, { error: 'chat_id is not valid' }),
      json(400, { error: 'content must not be empty' }),
    );
    expect(await sendMessage(fetchImpl, 'x', 'Hello')).toEqual({ kind: 'session-lost' });
    expect(await sendMessage(fetchImpl, 'x', 'Hello')).toEqual({ kind: 'session-lost' });
    expect(await sendMessage(fetchImpl, 'x', 'Hello')).toEqual({ kind: 'session-lost' });
    expect(await sendMessage(fetchImpl, 'x', 'Hello')).toEqual({ kind: 'failed', reason: 'reply-error' });
  });
});

describe('deliverMessage', () => {
  it('passes a normal reply through without touching the session', async () => {
    const { fetchImpl, calls } = scripted(json(200, { messages: [{ role: 'agent', message_id: 'm1', content: 'Hi' }] }));
    const result = await deliverMessage(fetchImpl, { chatId: 'c1', content: 'Hello', agentId: '' });
    expect(result).toEqual({ outcome: { kind: 'replies', replies: [{ id: 'agent-m1', text: 'Hi', isBot: true }] } });
    expect(calls).toHaveLength(1);
  });

  it('starts a new chat quietly and resends once when the chat id is refused', async () => {
    const { fetchImpl, calls } = scripted(
      json(410, { error: 'Chat session expired. Start a new chat.' }),
      json(200, { chat_id: 'fresh' }),
      json(200, { messages: [{ role: 'agent', message_id: 'm2', content: 'Back again' }] }),
    );
    const result = await deliverMessage(fetchImpl, { chatId: 'old', content: 'Hello', agentId: '' });
    expect(result).toEqual({ outcome: { kind: 'replies', replies: [{ id: 'agent-m2', text: 'Back again', isBot: true }] }, replacedChatId: 'fresh' });
    expect(calls.map((call) => call.body)).toEqual([
      { action: 'send', chat_id: 'old', content: 'Hello' },
      { action: 'create' },
      { action: 'send', chat_id: 'fresh', content: 'Hello' },
    ]);
  });

  it('reports a reply error and no session when the new chat cannot be created or is refused too', async () => {
    const first = scripted(json(404, { error: 'Chat session not found. Start a new chat.' }), json(429, { error: 'Too many requests' }));
    expect(await deliverMessage(first.fetchImpl, { chatId: 'old', content: 'Hello', agentId: '' })).toEqual({
      outcome: { kind: 'failed', reason: 'reply-error' },
      replacedChatId: null,
    });

    const second = scripted(json(404, { error: 'not found' }), json(200, { chat_id: 'fresh' }), json(404, { error: 'not found' }));
    expect(await deliverMessage(second.fetchImpl, { chatId: 'old', content: 'Hello', agentId: '' })).toEqual({
      outcome: { kind: 'failed', reason: 'reply-error' },
      replacedChatId: null,
    });
    expect(second.calls).toHaveLength(3);
  });

  it('keeps the new chat when the resend fails for another reason', async () => {
    const { fetchImpl } = scripted(json(404, { error: 'not found' }), json(200, { chat_id: 'fresh' }), new TypeError('Failed to fetch'));
    expect(await deliverMessage(fetchImpl, { chatId: 'old', content: 'Hello', agentId: '' })).toEqual({
      outcome: { kind: 'failed', reason: 'network' },
      replacedChatId: 'fresh',
    });
  });
});
