import { Hono } from 'hono';
import { createApi, type ApiOptions } from './index';
import { memoryBackend } from '../rate-limit';
import { CHAT_SESSION_TTL_MS } from '../chat/chat-id';
import { startingPrice } from '~/content/prices';

const quiet = { logError: () => {} } satisfies ApiOptions;

function post(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function createChat(app: Hono, headers?: Record<string, string>): Promise<string> {
  const response = await post(app, '/api/retell-chat', { action: 'create' }, headers);
  expect(response.status).toBe(200);
  const { chat_id } = (await response.json()) as { chat_id: string };
  return chat_id;
}

describe('POST /api/retell-chat with the embedded agent', () => {
  it('creates a chat and answers from the site content', async () => {
    const app = createApi({ env: {}, ...quiet });
    const chatId = await createChat(app);
    const response = await post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'How much is the CRM?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await response.json()) as { messages: Array<{ role: string; message_id: string; content: string }> };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: 'agent', message_id: expect.any(String) });
    expect(messages[0].content).toContain(startingPrice('crm'));
  });

  it('ignores any agent_id the page sends', async () => {
    const app = createApi({ env: {}, ...quiet });
    const response = await post(app, '/api/retell-chat', { action: 'create', agent_id: 'agent_anything' });
    expect(response.status).toBe(200);
  });

  it('serves a chat created by another instance that shares the session secret', async () => {
    const env = { CHAT_SESSION_SECRET: 'shared-between-instances' };
    const chatId = await createChat(createApi({ env, ...quiet }));
    const response = await post(createApi({ env, ...quiet }), '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hi' });
    expect(response.status).toBe(200);
  });

  it('answers a forged chat id with 404 and an expired one with 410', async () => {
    let now = 1_700_000_000_000;
    const app = createApi({ env: {}, now: () => now, ...quiet });
    const forged = await post(app, '/api/retell-chat', { action: 'send', chat_id: `${'a'.repeat(16)}.zzzzzz.${'b'.repeat(43)}`, content: 'hi' });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: 'Chat session not found. Start a new chat.' });

    const chatId = await createChat(app);
    now += CHAT_SESSION_TTL_MS + 1000;
    const expired = await post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hi' });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: 'Chat session expired. Start a new chat.' });
  });
});

describe('request validation', () => {
  const app = createApi({ env: { CHAT_RATE_LIMIT: '1000' }, ...quiet });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(app, '/api/retell-chat', { action: 'send', chat_id: 'c', content: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body must be at most 16 KB' });
  });

  it('refuses a body over 16 KB sent without a length (chunked) with 413', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ action: 'create', pad: 'x'.repeat(20_000) }));
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 4096) controller.enqueue(big.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const response = await app.request('/api/retell-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await app.request('/api/retell-chat', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"action":"create"}' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
    const form = await app.request('/api/retell-chat', { method: 'POST', body: new URLSearchParams({ action: 'create' }) });
    expect(form.status).toBe(415);
  });

  it('refuses broken JSON, unknown actions and bad fields with 400 and a short message', async () => {
    const cases: Array<[unknown, string]> = [
      ['{"action":', 'Request body must be valid JSON'],
      ['', 'Request body must be valid JSON'],
      [{ action: 'explode' }, "Unknown action: use 'create' or 'send'"],
      [{ action: 'send', chat_id: 'abc' }, 'content is required'],
      [{ action: 'send', chat_id: 'abc', content: '   ' }, 'content must not be empty'],
      [{ action: 'send', chat_id: 'abc', content: 'x'.repeat(2001) }, 'content must be at most 2000 characters'],
      [{ action: 'send', chat_id: 12, content: 'hi' }, 'chat_id must be a string'],
    ];
    for (const [body, error] of cases) {
      const response = await post(app, '/api/retell-chat', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('answers other methods with 405 JSON and an Allow header', async () => {
    for (const path of ['/api/retell-chat', '/api/create-web-call']) {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toEqual({ error: 'Method not allowed: use POST' });
      }
    }
  });

  it('never leaks a stack trace or a file path when something breaks inside', async () => {
    const broken = createApi({
      env: {},
      agent: {
        reply: () => {
          throw new Error('boom at /work/main/server/chat/vale/agent.ts:42');
        },
      },
      ...quiet,
    });
    const chatId = await createChat(broken);
    const response = await post(broken, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hi' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(text).not.toMatch(/\/work|\.ts|at /);
  });
});

describe('GET /api/voice-mode', () => {
  it('tells the page to run voice in the browser when no provider is configured, without an error status', async () => {
    const app = createApi({ env: {}, ...quiet });
    const response = await app.request('/api/voice-mode');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ mode: 'browser' });
  });

  it('stays in the browser when a key is set but no voice agent is', async () => {
    const app = createApi({ env: { RETELL_API_KEY: 'key_x', RETELL_CHAT_AGENT_ID: 'agent_chat' }, ...quiet });
    expect(await (await app.request('/api/voice-mode')).json()).toEqual({ mode: 'browser' });
  });

  it('answers other methods with 405 and an Allow header', async () => {
    const app = createApi({ env: {}, ...quiet });
    const response = await post(app, '/api/voice-mode', {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('POST /api/create-web-call without a provider key', () => {
  it('says clearly that voice is not configured, with 503', async () => {
    const app = createApi({ env: {}, ...quiet });
    const response = await post(app, '/api/create-web-call', {});
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Voice calls are not configured on this site' });
    const empty = await app.request('/api/create-web-call', { method: 'POST' });
    expect(empty.status).toBe(503);
  });

  it('still validates the body first', async () => {
    const app = createApi({ env: {}, ...quiet });
    expect((await post(app, '/api/create-web-call', { agent_id: 5 })).status).toBe(400);
    expect((await app.request('/api/create-web-call', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
  });
});

describe('rate limits', () => {
  afterEach(() => vi.useRealTimers());

  it('allows 20 messages a minute per client by default, then 429 with Retry-After', async () => {
    // The limiter reads the system clock; only Date is faked, so timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const app = createApi({ env: {}, ...quiet });
    const chatId = await createChat(app);
    for (let i = 0; i < 20; i += 1) {
      expect((await post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hours?' })).status).toBe(200);
    }
    vi.setSystemTime(1_015_000);
    const refused = await post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hours?' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    vi.setSystemTime(1_060_000);
    expect((await post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hours?' })).status).toBe(200);
  });

  it('allows 10 new chats a minute per client by default', async () => {
    const app = createApi({ env: {}, now: () => 0, ...quiet });
    for (let i = 0; i < 10; i += 1) await createChat(app);
    const refused = await post(app, '/api/retell-chat', { action: 'create' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes the message limit from CHAT_RATE_LIMIT', async () => {
    const app = createApi({ env: { CHAT_RATE_LIMIT: '2' }, now: () => 0, ...quiet });
    const chatId = await createChat(app);
    const send = () => post(app, '/api/retell-chat', { action: 'send', chat_id: chatId, content: 'hi' });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('counts per client from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const trusting = createApi({ env: { CHAT_RATE_LIMIT: '2', TRUST_PROXY: '1' }, now: () => 0, ...quiet });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await post(trusting, '/api/retell-chat', { action: 'create' }, from('198.51.100.1'))).status).toBe(200);
    expect((await post(trusting, '/api/retell-chat', { action: 'create' }, from('198.51.100.1'))).status).toBe(429);
    expect((await post(trusting, '/api/retell-chat', { action: 'create' }, from('198.51.100.2'))).status).toBe(200);

    const ignoring = createApi({ env: { CHAT_RATE_LIMIT: '2' }, now: () => 0, ...quiet });
    expect((await post(ignoring, '/api/retell-chat', { action: 'create' }, from('198.51.100.1'))).status).toBe(200);
    // A made-up header does not buy a fresh allowance.
    expect((await post(ignoring, '/api/retell-chat', { action: 'create' }, from('198.51.100.2'))).status).toBe(429);
  });

  it('keeps its counters in the backend it is given, so instances can share one', async () => {
    const rateLimits = memoryBackend();
    const env = { CHAT_RATE_LIMIT: '2' };
    const first = createApi({ env, rateLimits, now: () => 0, ...quiet });
    const second = createApi({ env, rateLimits, now: () => 0, ...quiet });
    expect((await post(first, '/api/retell-chat', { action: 'create' })).status).toBe(200);
    expect((await post(second, '/api/retell-chat', { action: 'create' })).status).toBe(429);
  });
});

describe('mounting', () => {
  it('works under the site app with app.route("/", createApi())', async () => {
    const site = new Hono();
    site.get('/', (c) => c.text('home'));
    site.route('/', createApi({ env: {}, ...quiet }));
    expect((await site.request('/')).status).toBe(200);
    const response = await post(site, '/api/retell-chat', { action: 'create' });
    expect(response.status).toBe(200);
    expect((await site.request('/api/retell-chat')).status).toBe(405);
    expect((await site.request('/api/other')).status).toBe(404);
  });
});
