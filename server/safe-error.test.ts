/**
 * An error described for a log line or the store thread's answer: the real errors the server meets (a
 * refused query on PGlite, in the store's thread and on a real PostgreSQL; a refused connection; a body that
 * is not JSON), each told by what failed and never by the data it failed on.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/throwaway-postgres';
import { loggedError } from './leads/outbox';
import { openLeadStore, type LeadStore, type NewLead } from './leads/store';
import { openLeadStoreInThread } from './leads/store-thread';
import { DescribedError, describeError, plainMessage } from './safe-error';

const MARKER = 'Quokkafire';

/** A lead full of a visitor's words; `overrides` make the database refuse it. */
function visitorLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    source: 'form',
    page: '/contact',
    name: `Zelda ${MARKER}`,
    email: 'zelda.quokka@example.org',
    phone: '713-555-0199',
    business: `${MARKER} Freight`,
    message: `Please call me about the ${MARKER} fleet.`,
    consentText: 'I agree to be contacted about my request.',
    consentVersion: '2026-11-23',
    consentAt: new Date('2026-11-25T09:00:00Z'),
    ...overrides,
  };
}

/** Every way the visitor's words could show in a description. */
function expectNoVisitorText(description: unknown) {
  const text = JSON.stringify(description);
  for (const word of [MARKER, 'Zelda', 'zelda.quokka', '713-555-0199', 'fleet', 'Failing row', 'params']) expect(text).not.toContain(word);
}

const refusals = [
  {
    why: 'a lead with no way to reach it breaks a CHECK constraint',
    lead: () => visitorLead({ email: null, phone: null }),
    expected: { type: 'DrizzleQueryError', code: '23514', constraint: 'leads_reachable', table: 'leads', message: 'insert into "leads": check_violation' },
  },
  {
    why: 'a NUL in a name is refused by PostgreSQL',
    lead: () => visitorLead({ name: `Zelda\u0000${MARKER}` }),
    expected: { type: 'DrizzleQueryError', code: '22021', message: 'insert into "leads": character_not_in_repertoire' },
  },
  {
    why: 'a value of the wrong syntax is quoted in the database message',
    lead: () => visitorLead({ id: `${MARKER}-not-a-uuid` }),
    expected: { type: 'DrizzleQueryError', code: '22P02', message: 'insert into "leads": invalid_text_representation' },
  },
];

async function refused(store: LeadStore, lead: NewLead): Promise<unknown> {
  const failure = await store.createLead(lead, [{ target: 'webhook', payload: { type: 'lead', ...lead } }]).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  return failure;
}

describe('a refused store write, described', () => {
  let store: LeadStore;
  beforeAll(async () => {
    store = await openLeadStore();
  }, 60_000);
  // The last case closes it.
  afterAll(() => store.close().catch(() => undefined));

  it.each(refusals)('on PGlite: $why', async ({ lead, expected }) => {
    const failure = await refused(store, lead());
    // The error as it came holds the visitor's words: that is what must not reach a log.
    expect(String((failure as Error).message)).toContain(MARKER);
    const description = describeError(failure);
    expect(description).toEqual(expected);
    expectNoVisitorText(description);
  });

  it('once the database is closed, by the plain message that says so', async () => {
    await store.close();
    const description = describeError(await refused(store, visitorLead()));
    expect(description).toEqual({ type: 'Error', message: 'PGlite is closed' });
  });
});

describe('a refused store write in the store thread', () => {
  let dataDir: string;
  let store: LeadStore;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'safe-error-thread-'));
    store = await openLeadStoreInThread({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(refusals)('crosses as its description only: $why', async ({ lead, expected }) => {
    const failure = await refused(store, lead());
    expect(failure).toBeInstanceOf(DescribedError);
    expect(failure).toMatchObject({ name: expected.type, code: expected.code, message: expected.message });
    expect(describeError(failure)).toEqual(expected);
    expectNoVisitorText({ message: (failure as Error).message, cause: ((failure as Error).cause as Error).message });
  });
});

const postgresInstalled = findPostgresBinaries() !== undefined;

describe.skipIf(!postgresInstalled)('a refused store write on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let store: LeadStore;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
    store = await openLeadStore({ databaseUrl: server.url });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  it.each(refusals)('$why', async ({ lead, expected }) => {
    const failure = await refused(store, lead());
    const description = describeError(failure);
    expect(description).toEqual(expected);
    expectNoVisitorText(description);
  });
});

describe('other errors', () => {
  it('tells a refused connection by its call, code and host, through the cause a fetch wraps it in', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const failure = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: MARKER }).catch((error: unknown) => error);
    expect(describeError(failure)).toEqual({ type: 'TypeError', code: 'ECONNREFUSED', message: `fetch failed: connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it('takes quoted input, bodies and query parameters out of a message it does not know', () => {
    const notJson = (() => {
      try {
        return JSON.parse(`Zelda ${MARKER}`);
      } catch (error) {
        return error;
      }
    })();
    const described = describeError(notJson);
    expect(described.type).toBe('SyntaxError');
    expect(described.message).not.toContain(MARKER);
    expect(described.message).toMatch(/not valid JSON/);

    expect(plainMessage(`Failed query: select 1\nparams: Zelda ${MARKER}`)).toBe('Failed query: select 1');
    expect(plainMessage(`upstream refused params: ${MARKER}`)).toBe('upstream refused');
    expect(plainMessage(`502 {"error_message":"sk_live_51Hx ${MARKER}"}`)).toBe('502');
    expect(plainMessage(`unknown type '${MARKER}', can't store it`)).toBe("unknown type …, can't store it");
    expect(plainMessage('bad ada@example.com, call (832) 555-0142')).toBe('bad [e-mail], call [number]');
    expect(plainMessage('x'.repeat(500))).toHaveLength(160);
    expect(plainMessage('')).toBe('(no message)');
    expect(describeError('timed out')).toEqual({ type: 'string', message: 'timed out' });
  });

  it('tells an answer from another server by its status and kind, never its body', () => {
    class InternalServerError extends Error {
      constructor(
        readonly status: number,
        readonly error: unknown,
      ) {
        super(`${status} ${JSON.stringify(error)}`);
      }
    }
    const answer = new InternalServerError(500, { error_message: `key sk_live_51HxFAKE rejected for ${MARKER}` });
    expect(describeError(answer)).toEqual({ type: 'InternalServerError', status: 500, message: 'HTTP 500' });
    const smtp = Object.assign(new Error(`Message failed: 550 rejected "${MARKER}"`), { responseCode: 550, code: 'EMESSAGE' });
    expect(describeError(smtp)).toEqual({ type: 'Error', code: 'EMESSAGE', message: 'SMTP 550' });
  });
});

describe('a delivery attempt as logged', () => {
  it('keeps a receiver status without its reason, and our own texts as they are', () => {
    expect(loggedError(`HTTP 503 ${MARKER} is busy`)).toBe('HTTP 503');
    expect(loggedError(`SMTP 550: Message failed: 550 5.7.1 "${MARKER}" rejected (gave up after 8 attempts)`)).toBe('SMTP 550 (gave up after 8 attempts)');
    expect(loggedError('no answer within 10 s')).toBe('no answer within 10 s');
    expect(loggedError('network error: getaddrinfo ENOTFOUND hooks.example.com')).toBe('network error: getaddrinfo ENOTFOUND hooks.example.com');
    expect(loggedError('no webhook is configured (LEADS_WEBHOOK_URL) (gave up after 8 attempts)')).toBe(
      'no webhook is configured (LEADS_WEBHOOK_URL) (gave up after 8 attempts)',
    );
  });
});
