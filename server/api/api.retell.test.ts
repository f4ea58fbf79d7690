import type { Hono } from 'hono';
import { startFakeRetell, type FakeRetell } from '../../tests/e2e/fixtures/fake-retell';
import { createApi } from './index';
import { startingPrice } from '~/content/prices';

const CHAT_AGENT = 'agent_chat_site';
const VOICE_AGENT = 'agent_voice_site';

let fake: FakeRetell;
let app: Hono;
const failures: string[] = [];

function post(path: string, body: unknown) {
  return app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  fake = await startFakeRetell();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
  failures.length = 0;
  app = createApi({
    env: {
      RETELL_API_KEY: fake.apiKey,
      RETELL_BASE_URL: fake.url,
      RETELL_CHAT_AGENT_ID: CHAT_AGENT,
      RETELL_VOICE_AGENT_ID: VOICE_AGENT,
      CHAT_RATE_LIMIT: '1000',
    },
    providerTimeoutMs: 300,
    logError: (message) => failures.push(message),
  });
});

describe('the API in front of the provider (against a local fake on 127.0.0.1)', () => {
  it('creates a chat on the configured agent and relays the agent replies', async () => {
    const created = await post('/api/retell-chat', { action: 'create' });
    expect(created.status).toBe(200);
    const { chat_id } = (await created.json()) as { chat_id: string };
    expect(chat_id).toMatch(/^chat_/);
    expect(fake.requests[0]).toMatchObject({ path: '/create-chat', authorization: `Bearer ${fake.apiKey}`, body: { agent_id: CHAT_AGENT } });

    const sent = await post('/api/retell-chat', { action: 'send', chat_id, content: '  What are your hours?  ' });
    expect(sent.status).toBe(200);
    const { messages } = (await sent.json()) as { messages: unknown[] };
    // Tool calls and other internal messages are not passed on.
    expect(messages).toEqual([{ role: 'agent', message_id: expect.stringMatching(/^msg_/), content: 'You asked: What are your hours?' }]);
    expect(fake.requests[1]).toMatchObject({ path: '/create-chat-completion', body: { chat_id, content: 'What are your hours?' } });
  });

  it('accepts the configured agent by name and refuses any other with 400', async () => {
    expect((await post('/api/retell-chat', { action: 'create', agent_id: CHAT_AGENT })).status).toBe(200);
    const other = await post('/api/retell-chat', { action: 'create', agent_id: 'agent_someone_elses' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'Unknown agent_id' });
    const voice = await post('/api/create-web-call', { agent_id: CHAT_AGENT });
    expect(voice.status).toBe(400);
    expect(fake.requests.filter((request) => request.body && (request.body as { agent_id?: string }).agent_id !== CHAT_AGENT)).toEqual([]);
  });

  it('tells the page that voice goes through the provider', async () => {
    const response = await app.request('/api/voice-mode');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mode: 'provider' });
  });

  it('creates a web call and returns only the access token and call id', async () => {
    const response = await post('/api/create-web-call', { agent_id: VOICE_AGENT });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'call_id']);
    expect(body.access_token).toMatch(/^token_/);
    expect(fake.requests[0]).toMatchObject({ path: '/v3/create-web-call', body: { agent_id: VOICE_AGENT } });
  });

  it('turns an unknown or ended provider chat into a 404 so the panel starts over', async () => {
    const response = await post('/api/retell-chat', { action: 'send', chat_id: 'chat_unknown', content: 'hello' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Chat session not found. Start a new chat.' });
  });

  it('maps a provider 500 to a 502 {error} without passing on its details', async () => {
    fake.setMode('error');
    for (const [path, body] of [
      ['/api/retell-chat', { action: 'create' }],
      ['/api/retell-chat', { action: 'send', chat_id: 'chat_x', content: 'hi' }],
      ['/api/create-web-call', {}],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'The assistant is unavailable right now. Please try again.' });
      expect(text).not.toContain('127.0.0.1');
    }
    // One attempt per request: no retries that would stretch the wait.
    expect(fake.requests).toHaveLength(3);
    expect(failures).toHaveLength(3);
  });

  it('gives up on a provider that hangs and answers 504', async () => {
    fake.setMode('hang', 'create-chat-completion');
    const started = Date.now();
    const response = await post('/api/retell-chat', { action: 'send', chat_id: 'chat_x', content: 'hi' });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: 'The assistant took too long to answer. Please try again.' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a wrong key as a provider failure, not as the visitor’s fault', async () => {
    app = createApi({
      env: { RETELL_API_KEY: 'key_wrong', RETELL_BASE_URL: fake.url, RETELL_CHAT_AGENT_ID: CHAT_AGENT },
      logError: () => {},
    });
    expect((await post('/api/retell-chat', { action: 'create' })).status).toBe(502);
  });

  it('reports an unreachable provider as 502', async () => {
    app = createApi({
      env: { RETELL_API_KEY: 'k', RETELL_BASE_URL: 'http://127.0.0.1:9', RETELL_CHAT_AGENT_ID: CHAT_AGENT },
      logError: () => {},
    });
    expect((await post('/api/retell-chat', { action: 'create' })).status).toBe(502);
  });

  it('falls back to the embedded agent for chat when no chat agent is configured', async () => {
    app = createApi({ env: { RETELL_API_KEY: fake.apiKey, RETELL_BASE_URL: fake.url, RETELL_VOICE_AGENT_ID: VOICE_AGENT } });
    const created = await post('/api/retell-chat', { action: 'create', agent_id: 'anything' });
    const { chat_id } = (await created.json()) as { chat_id: string };
    const sent = await post('/api/retell-chat', { action: 'send', chat_id, content: 'how much is vale' });
    expect(((await sent.json()) as { messages: Array<{ content: string }> }).messages[0].content).toContain(startingPrice('ai'));
    expect((await post('/api/create-web-call', {})).status).toBe(200);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v3/create-web-call']);
  });
});

describe('the provider timeout', () => {
  it('is 15 seconds', async () => {
    const { RETELL_TIMEOUT_MS } = await import('../chat/retell-provider');
    expect(RETELL_TIMEOUT_MS).toBe(15_000);
  });
});
