/**
 * The structured logs: a request id on every API request and every line written inside it, on every
 * delivery attempt, and nothing a visitor wrote (message text, e-mail, phone) in any line, whatever fails:
 * a store write the database refuses, a provider answering with an error body, a receiver refusing a delivery.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { contactFormBody } from '../tests/support/contact-form-body';
import { startFakeSmtp, type FakeSmtp } from '../tests/support/fake-smtp';
import { startFakeWebhook, type FakeWebhook } from '../tests/support/fake-webhook';
import { startTestLeads } from '../tests/support/test-leads';
import { createApi } from './api';
import { openDatabase } from './leads/database';
import type { LeadService } from './leads/lead-service';
import { createLeadStore, openLeadStore, type LeadStore, type NewLead } from './leads/store';
import { createLogger, errorField, logFormatFor, plainLine, requestIdFrom, scrub, withRequestId } from './log';

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

  it('writes an error under `err` as errorField describes it, even one passed as it came', () => {
    const { logger, lines } = capturedLogger();
    const failure = new Error('Failed query: insert into "leads" ("name") values ($1)\nparams: Zelda Quokkafire');
    logger.error({ err: errorField(failure) }, 'described');
    logger.error({ err: failure }, 'as it came');
    expect(lines.map((line) => line.err)).toEqual([
      { type: 'Error', message: 'Failed query: insert into … (…) values ($1)' },
      { type: 'Error', message: 'Failed query: insert into … (…) values ($1)' },
    ]);
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

describe('the output on a terminal and in a log collector', () => {
  /** What a logger of that format writes, as the reader gets it. */
  function written(format: 'json' | 'plain') {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    return { logger: createLogger({ destination, format }), text: () => chunks.join('') };
  }

  it('writes plain lines to a terminal and JSON anywhere else (a pipe, a file, a journal)', () => {
    expect(logFormatFor({ isTTY: true })).toBe('plain');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
  });

  it('on a terminal, writes one line of text per event: the level when above info, the message, its fields', () => {
    const { logger, text } = written('plain');
    logger.info('Starbound Systems site running at http://127.0.0.1:3000');
    logger.warn({ dataDir: '/srv/site data', tightened: false }, 'the data folder is readable by others');
    logger.error({ err: new TypeError('bad ada@example.com') }, 'delivery failed');
    logger.debug('not at the default level');
    expect(text()).toBe(
      [
        'Starbound Systems site running at http://127.0.0.1:3000',
        'warning: the data folder is readable by others (dataDir="/srv/site data", tightened=false)',
        'error: delivery failed (err={"type":"TypeError","message":"bad [e-mail]"})',
        '',
      ].join('\n'),
    );
  });

  it('keeps JSON lines, with level, time and pid, for a log collector', () => {
    const { logger, text } = written('json');
    logger.info({ url: 'http://0.0.0.0:3000' }, 'serving');
    expect(JSON.parse(text())).toMatchObject({ level: 30, pid: process.pid, url: 'http://0.0.0.0:3000', msg: 'serving', time: expect.any(String) });
  });

  it('reads a record with nothing but a message as that message', () => {
    expect(plainLine({ level: 30, time: '2026-11-26T19:20:47.840Z', pid: 7, msg: 'closing server' })).toBe('closing server');
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
  }, 60_000);
});

/** A word that only the visitor wrote: it must appear in no log line. */
const MARKER = 'Quokkafire';
const VISITOR = {
  name: `Zelda ${MARKER}`,
  email: 'zelda.quokka@example.org',
  phone: '713-555-0199',
  business: `${MARKER} Freight`,
  message: `Please call me about the ${MARKER} fleet.`,
};

function expectNoVisitorText(raw: string[]) {
  const everything = raw.join('\n');
  for (const word of [MARKER, 'Zelda', 'zelda.quokka', '713-555-0199', '7135550199', 'fleet', 'Failing row', 'params']) expect(everything).not.toContain(word);
}

/** A real store whose database refuses every new row (a CHECK that no row passes), as a broken constraint would. */
async function openRefusingStore(): Promise<LeadStore> {
  const { db, kind, close } = await openDatabase();
  for (const table of ['leads', 'privacy_requests', 'chat_states', 'unanswered_questions']) {
    await db.execute(sql.raw(`alter table ${table} add constraint ${table}_refused check (false) not valid`));
  }
  return createLeadStore(db, kind, close);
}

describe('a failed store write in the log', () => {
  it('says what failed (kind, code, constraint, statement) and nothing the visitor wrote', async () => {
    const store = await openLeadStore();
    const { logger, lines, raw } = capturedLogger();
    const unreachable: NewLead = { id: randomUUID(), source: 'form', page: '/contact', ...VISITOR, email: null, phone: null, consentText: 'I agree.', consentVersion: '2026-11-23', consentAt: new Date() };
    const withNul: NewLead = { ...unreachable, id: randomUUID(), email: VISITOR.email, name: `Zelda\u0000${MARKER}` };
    for (const lead of [unreachable, withNul]) {
      try {
        await store.createLead(lead, [{ target: 'webhook', payload: { type: 'lead', ...lead } }]);
        expect.unreachable('the database refuses this lead');
      } catch (error) {
        logger.error({ err: errorField(error) }, 'storing a lead failed');
      }
    }
    await store.close();

    expect(lines.map((line) => line.err)).toEqual([
      { type: 'DrizzleQueryError', code: '23514', constraint: 'leads_reachable', table: 'leads', message: 'insert into "leads": check_violation' },
      { type: 'DrizzleQueryError', code: '22021', message: 'insert into "leads": character_not_in_repertoire' },
    ]);
    expectNoVisitorText(raw);
  }, 60_000);
});

describe('API logs when something behind a request fails', () => {
  let leads: LeadService | undefined;
  let servers: Server[] = [];
  let smtp: FakeSmtp | undefined;
  afterEach(async () => {
    await leads?.stop();
    leads = undefined;
    await smtp?.close();
    smtp = undefined;
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    servers = [];
  });

  /** A local HTTP server on 127.0.0.1 answering as `answer` says. */
  async function listen(answer: (path: string, body: string, response: ServerResponse) => void): Promise<string> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => answer(new URL(request.url ?? '/', 'http://local').pathname, Buffer.concat(chunks).toString('utf8'), response));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('a refused lead, chat state and question: 503 for the form, lines with the code, no visitor text', async () => {
    const { logger, lines, raw } = capturedLogger();
    leads = startTestLeads({ openStore: openRefusingStore });
    await leads.ready();
    const api = createApi({ env: { CHAT_RATE_LIMIT: '1000' }, leads, logger });
    const post = (path: string, body: unknown) => api.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect((await post('/api/contact', contactFormBody(VISITOR))).status).toBe(503);
    const { chat_id: chatId } = (await (await post('/api/retell-chat', { action: 'create' })).json()) as { chat_id: string };
    for (const content of [`Do you sell ${MARKER} insurance?`, 'Can someone call me back?', 'yes', VISITOR.name, VISITOR.email, VISITOR.business, 'mornings', 'yes']) {
      expect((await post('/api/retell-chat', { action: 'send', chat_id: chatId, content })).status).toBe(200);
    }
    await vi.waitFor(() => expect(lines.some((line) => line.msg === 'an unanswered question could not be recorded:')).toBe(true));

    const failures = lines.filter((line) => line.level === 50);
    expect(new Set(failures.map((line) => line.msg))).toEqual(
      new Set([
        'storing a form from /api/contact failed:',
        'a chat state could not be saved:',
        'a lead from the chat could not be stored:',
        'an unanswered question could not be recorded:',
      ]),
    );
    for (const line of failures) expect(line.err).toMatchObject({ type: 'DrizzleQueryError', code: '23514', message: expect.stringMatching(/^insert into "\w+": check_violation$/) });
    expectNoVisitorText(raw);
  }, 60_000);

  it("a provider's error body (a key, the visitor's message echoed) is never logged, its status is", async () => {
    const fakeKey = 'sk_live_51HxFAKEKEY0123456789';
    const url = await listen((path, body, response) => {
      if (path === '/create-chat') {
        response.writeHead(201, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ chat_id: 'chat_local', agent_id: 'agent_chat', chat_status: 'ongoing' }));
      }
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error_message: `upstream refused key ${fakeKey} for ${body}` }));
    });
    const { logger, lines, raw } = capturedLogger();
    const api = createApi({ env: { RETELL_API_KEY: fakeKey, RETELL_BASE_URL: url, RETELL_CHAT_AGENT_ID: 'agent_chat', CHAT_RATE_LIMIT: '1000' }, logger });
    const post = (body: unknown) => api.request('/api/retell-chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const { chat_id } = (await (await post({ action: 'create' })).json()) as { chat_id: string };
    expect((await post({ action: 'send', chat_id, content: VISITOR.message })).status).toBe(502);

    const failure = lines.find((line) => line.msg === 'provider chat.createChatCompletion failed:');
    expect(failure?.err).toEqual({ type: 'InternalServerError', status: 500, message: 'HTTP 500' });
    expect(raw.join('\n')).not.toContain('sk_live');
    expectNoVisitorText(raw);
  });

  it('a refused delivery logs the receiver status, not its reason; the owner keeps the reason', async () => {
    const url = await listen((_path, _body, response) => {
      response.writeHead(503, `Busy with ${MARKER}`, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ echoed: VISITOR.name }));
    });
    smtp = await startFakeSmtp([{ code: 550, message: `5.7.1 Message about "${VISITOR.name}" rejected` }]);
    const { logger, lines, raw } = capturedLogger();
    leads = startTestLeads({
      env: { dataDir: '', webhook: { url: `${url}/hooks/leads` }, email: { smtpUrl: smtp.url, to: 'owner@example.com' } },
      // As the server logs them (server/index.ts).
      onAttempt: (attempt) => logger[attempt.outcome === 'delivered' ? 'info' : 'warn'](attempt, 'delivery attempt'),
    });
    const store = await leads.ready();
    await leads.submitLead({ source: 'form', page: '/contact', ...VISITOR, consentText: 'I agree.', consentVersion: '2026-11-23' });
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'delivery attempt')).toHaveLength(2), { timeout: 20_000 });

    const attempts = lines.filter((line) => line.msg === 'delivery attempt');
    expect(attempts.map((line) => [line.target, line.outcome, line.error]).sort()).toEqual([
      ['email', 'gave-up', 'SMTP 550'],
      ['webhook', 'retry', 'HTTP 503'],
    ]);
    expectNoVisitorText(raw);
    const kept = (await store.listDeliveries()).map((delivery) => delivery.lastError).sort();
    expect(kept[0]).toMatch(new RegExp(`^HTTP 503 Busy with ${MARKER}`));
    expect(kept[1]).toMatch(new RegExp(`^SMTP 550: .*${MARKER}`));
  }, 60_000);
});
