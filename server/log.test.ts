/**
 * The structured logs: a request id on every API request and every line written inside it, on every
 * delivery attempt, and nothing a visitor wrote (message text, e-mail, phone) in any line.
 */
import { Writable } from 'node:stream';
import { contactFormBody } from '../tests/support/contact-form-body';
import { startFakeWebhook, type FakeWebhook } from '../tests/support/fake-webhook';
import { startTestLeads } from '../tests/support/test-leads';
import { createApi } from './api';
import type { LeadService } from './leads/lead-service';
import { createLogger, errorField, requestIdFrom, scrub, withRequestId } from './log';

/** A logger whose JSON lines the test reads back. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ destination }), lines, raw };
}

describe('scrub', () => {
  it('removes e-mail addresses and phone numbers, and keeps other figures', () => {
    expect(scrub('550 5.1.1 <ada.lovelace+leads@example.co.uk>: Recipient address rejected')).toBe('550 5.1.1 <[e-mail]>: Recipient address rejected');
    expect(scrub('call (832) 555-0142 or +1 832 555 0142')).toBe('call [number] or [number]');
    expect(scrub('HTTP 503 after 10 s, attempt 3 of 8')).toBe('HTTP 503 after 10 s, attempt 3 of 8');
    expect(errorField(new TypeError('bad ada@example.com'))).toEqual({ type: 'TypeError', message: 'bad [e-mail]' });
  });

  it('keeps a plain request id from a proxy and replaces anything else', () => {
    expect(requestIdFrom('lb-7f3a9c2e01')).toBe('lb-7f3a9c2e01');
    expect(requestIdFrom('<script>alert(1)</script>')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on every line written inside a request, however deep', async () => {
    const { logger, lines } = capturedLogger();
    await withRequestId('req-12345678', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.warn('inside');
    });
    logger.info('outside');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['inside', 'req-12345678'],
      ['outside', undefined],
    ]);
  });
});

describe('API request logs', () => {
  let leads: LeadService;
  let hook: FakeWebhook;
  beforeEach(async () => {
    hook = await startFakeWebhook();
  });
  afterEach(async () => {
    await leads?.stop();
    await hook.close();
  });

  it('write one line per request with its id, which the response carries too, and no visitor data', async () => {
    const { logger, lines, raw } = capturedLogger();
    leads = startTestLeads({ env: { dataDir: '', webhook: { url: hook.url } }, onAttempt: (attempt) => logger.info(attempt, 'delivery attempt') });
    await leads.ready();
    const api = createApi({ env: { CHAT_RATE_LIMIT: '1000' }, leads, logger });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      api.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const created = await post('/api/retell-chat', { action: 'create' }, { 'x-request-id': 'edge-0123456789' });
    expect(created.headers.get('x-request-id')).toBe('edge-0123456789');
    const { chat_id: chatId } = (await created.json()) as { chat_id: string };
    const secret = 'my number is 713-555-0199 and mail grace.hopper@example.org, about the Zebra Fleet';
    const sent = await post('/api/retell-chat', { action: 'send', chat_id: chatId, content: secret });
    expect(sent.status).toBe(200);
    const form = await post(
      '/api/contact',
      contactFormBody({ name: 'Grace Hopper', email: 'grace.hopper@example.org', phone: '713-555-0199', business: 'Zebra Fleet', message: 'Please call me about the Zebra Fleet.' }),
    );
    expect(form.status).toBe(200);
    expect((await post('/api/retell-chat', { action: 'nope' })).status).toBe(400);
    await vi.waitFor(() => expect(hook.received).toHaveLength(1));
    await vi.waitFor(() => expect(lines.some((line) => line.msg === 'delivery attempt')).toBe(true));

    const requests = lines.filter((line) => line.msg === 'api request');
    expect(requests.map((line) => [line.method, line.path, line.status])).toEqual([
      ['POST', '/api/retell-chat', 200],
      ['POST', '/api/retell-chat', 200],
      ['POST', '/api/contact', 200],
      ['POST', '/api/retell-chat', 400],
    ]);
    expect(requests[0].reqId).toBe('edge-0123456789');
    const ids = requests.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(4);
    expect(requests.every((line) => typeof line.ms === 'number')).toBe(true);

    const attempt = lines.find((line) => line.msg === 'delivery attempt')!;
    expect(attempt).toMatchObject({ target: 'webhook', attempt: 1, outcome: 'delivered' });
    expect(attempt.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook.received[0].headers['x-request-id']).toBe(attempt.reqId);

    const everything = raw.join('\n');
    for (const private_ of ['grace', 'Hopper', '713-555-0199', '7135550199', 'Zebra', 'call me', 'number is']) expect(everything).not.toContain(private_);
  });
});
