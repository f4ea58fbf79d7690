/**
 * The lead store through the real server process: a crash in the middle of delivery loses nothing and
 * creates no second contact, and the owner's CLI reads the store through the running server or, when
 * none runs, from the folder itself.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CONTACT_CONSENT } from '../../app/content/lead-consent';
import { contactFormBody } from '../../tests/support/contact-form-body';
import { startFakeWebhook, type FakeWebhook } from '../../tests/support/fake-webhook';
import { startServerProcess, tinyBuild, type ServerProcess } from '../../tests/support/server-process';
import { OWNER_PATH, readOwnerAccess } from './owner-access';
import { verifyWebhookSignature } from './webhook';
import { until } from '../../tests/support/until';

const ROOT = resolve(import.meta.dirname, '../..');
const SECRET = 'whsec_crash_test';
const run = promisify(execFile);

let dataDir: string;
let buildDir: string;
let webhook: FakeWebhook;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
  buildDir = tinyBuild();
  webhook = await startFakeWebhook();
});
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
  await webhook.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

const serverEnv = () => ({
  DATA_DIR: dataDir,
  BUILD_DIR: buildDir,
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_WEBHOOK_SECRET: SECRET,
  LEADS_DELIVERY_LEASE_SECONDS: '2',
  // Requests left hanging stay in flight until the kill, however slow the machine: a timed-out attempt
  // would be put off by the backoff instead of waiting for the restart.
  LEADS_WEBHOOK_TIMEOUT_SECONDS: '120',
  CONTACT_RATE_LIMIT: '1000',
});

async function postLead(url: string, n: number): Promise<void> {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactFormBody({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Lead number ${n}` })),
  });
  expect(response.status).toBe(200);
}

async function leadsCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: SECRET },
  });
  return stdout;
}


describe('the lead store in the real server process', () => {
  it('a server killed with SIGKILL mid-delivery loses no lead, and each reaches the receiver under one idempotency key', async () => {
    const LEADS = 8;
    // Two deliveries go through; the rest are in flight, unanswered, when the server is killed. The short
    // lease may send a hanging delivery again before the kill: those requests hang too.
    webhook.answerWith(200, 200, ...Array<'hang'>(20 * LEADS).fill('hang'));
    server = await startServerProcess(serverEnv());
    for (let n = 1; n <= LEADS; n += 1) await postLead(server.url, n);
    const attemptedKeys = () => new Set(webhook.received.map((request) => String(request.headers['idempotency-key'])));
    await until(() => attemptedKeys().size === LEADS, 40_000, 'every lead to be attempted');
    expect(webhook.deliveredKeys().size).toBe(2);

    await server.stop('SIGKILL');
    webhook.answerWith();
    server = await startServerProcess(serverEnv());
    await until(() => webhook.deliveredKeys().size === LEADS, 60_000, 'every lead to be delivered after the restart');

    // Every request for one lead carries the same key, the same body and a valid signature.
    const bodiesByKey = new Map<string, Set<string>>();
    for (const request of webhook.received) {
      const key = String(request.headers['idempotency-key']);
      bodiesByKey.set(key, (bodiesByKey.get(key) ?? new Set()).add(request.rawBody));
      expect(
        verifyWebhookSignature(SECRET, {
          rawBody: request.rawBody,
          timestamp: String(request.headers['x-lead-timestamp']),
          signature: String(request.headers['x-lead-signature']),
          nowSeconds: Math.floor(Date.now() / 1000),
        }),
      ).toBe(true);
    }
    expect(bodiesByKey.size).toBe(LEADS);
    for (const bodies of bodiesByKey.values()) expect(bodies.size).toBe(1);
    const names = [...bodiesByKey.values()].map((bodies) => (JSON.parse([...bodies][0]) as { name: string }).name).sort();
    expect(names).toEqual(Array.from({ length: LEADS }, (_, i) => `Visitor ${i + 1}`).sort());

    // The store agrees: all delivered, nothing left to send. Read through the running server...
    const deliveries = JSON.parse(await leadsCli('deliveries', '--json')) as { deliveries: Array<{ status: string }> };
    expect(deliveries.deliveries.map((delivery) => delivery.status)).toEqual(Array(LEADS).fill('delivered'));

    // ...and, once it has stopped, from the folder itself.
    await server.stop('SIGTERM');
    server = undefined;
    expect(readOwnerAccess(dataDir)).toBeUndefined();
    const listed = await leadsCli('list');
    expect(listed).toContain(`${LEADS} leads, newest first:`);
    for (let n = 1; n <= LEADS; n += 1) expect(listed).toContain(`Visitor ${n} `);
  }, 120_000);

  it("the owner's CLI works through the running server, and the owner route answers no one else", async () => {
    server = await startServerProcess(serverEnv());
    await postLead(server.url, 1);
    await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '=HYPERLINK("http://evil.example")',
        email: 'x@example.com',
        phone: '',
        business: '',
        message: '@SUM(1)',
        preferredContact: 'email',
        consent: true,
        consentVersion: CONTACT_CONSENT.version,
        shownForMs: 60_000,
        website: '',
      }),
    }).then((response) => expect(response.status).toBe(200));

    const csv = await leadsCli('export', '--csv');
    expect(csv.split('\r\n')[0]).toBe('Received,Source,Page,Name,E-mail,Phone,Business,Message,Best time,Preferred contact,Consent version,Consent given,Id');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'@SUM(1)");
    expect(csv).not.toMatch(/,=HYPERLINK|,@SUM/);

    const tested = await leadsCli('test-webhook');
    expect(tested).toContain('accepted');
    const sample = webhook.received.at(-1)!;
    expect(JSON.parse(sample.rawBody)).toMatchObject({ type: 'lead', test: true });
    expect(String(sample.headers['idempotency-key'])).toMatch(/^test-/);

    const access = readOwnerAccess(dataDir)!;
    const ask = (headers: Record<string, string>) =>
      fetch(`${server!.url}${OWNER_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ command: 'list' }) });
    expect((await ask({})).status).toBe(404);
    expect((await ask({ authorization: 'Bearer wrong' })).status).toBe(404);
    expect((await ask({ authorization: `Bearer ${access.token}`, 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    const answered = await ask({ authorization: `Bearer ${access.token}` });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { leads: unknown[] }).leads).toHaveLength(2);
  }, 120_000);
});
