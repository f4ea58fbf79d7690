import { createServer } from 'node:net';
import { startFakeWebhook, type FakeWebhook } from '../../tests/support/fake-webhook';
import { sendWebhook, signWebhook, verifyWebhookSignature } from './webhook';

const SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
let hook: FakeWebhook;

beforeEach(async () => {
  hook = await startFakeWebhook();
});
afterEach(async () => {
  await hook.close();
});

const deliver = (overrides: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
  sendWebhook({ url: hook.url, secret: SECRET, idempotencyKey: 'lead-1-webhook', payload: { type: 'lead', name: 'Ada' }, now: () => NOW, ...overrides });

describe('the lead webhook', () => {
  it('posts the JSON with an idempotency key and a signature the receiver can verify', async () => {
    expect(await deliver()).toEqual({ kind: 'delivered' });
    const [request] = hook.received;
    expect(JSON.parse(request.rawBody)).toEqual({ type: 'lead', name: 'Ada' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('lead-1-webhook');
    expect(request.headers['x-lead-timestamp']).toBe(String(NOW / 1000));
    const check = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[1]> = {}, secret = SECRET) =>
      verifyWebhookSignature(secret, {
        signature: request.headers['x-lead-signature'] as string,
        timestamp: request.headers['x-lead-timestamp'] as string,
        rawBody: request.rawBody,
        nowSeconds: NOW / 1000 + 10,
        ...overrides,
      });
    expect(check()).toBe(true);
    expect(request.headers['x-lead-signature']).toBe(signWebhook(SECRET, NOW / 1000, request.rawBody));
    // Another secret, a changed body, or an old timestamp do not pass.
    expect(check({}, 'whsec_other')).toBe(false);
    expect(check({ rawBody: request.rawBody.replace('Ada', 'Eve') })).toBe(false);
    expect(check({ nowSeconds: NOW / 1000 + 301 })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
  });

  it('retries on 408, 429 and 5xx, and is refused for good on another 4xx', async () => {
    hook.answerWith(503, 429, 408, 400);
    expect(await deliver()).toEqual({ kind: 'retry', error: 'HTTP 503 Service Unavailable' });
    expect((await deliver()).kind).toBe('retry');
    expect((await deliver()).kind).toBe('retry');
    expect(await deliver()).toEqual({ kind: 'refused', error: 'HTTP 400 Bad Request' });
    expect(await deliver()).toEqual({ kind: 'delivered' });
    // Every attempt carried the same key.
    expect(new Set(hook.received.map((request) => request.headers['idempotency-key']))).toEqual(new Set(['lead-1-webhook']));
  });

  it('retries after a timeout or when nothing listens', async () => {
    hook.answerWith('hang');
    expect(await deliver({ timeoutMs: 200 })).toEqual({ kind: 'retry', error: 'no answer within 0.2 s' });
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const outcome = await deliver({ url: `http://127.0.0.1:${closed}/hook` });
    expect(outcome.kind).toBe('retry');
    expect(outcome.kind === 'retry' && outcome.error).toMatch(/^network error: .*ECONNREFUSED/);
  });

  it('sends no signature header without a secret', async () => {
    await deliver({ secret: undefined });
    expect(hook.received[0].headers['x-lead-signature']).toBeUndefined();
  });
});
