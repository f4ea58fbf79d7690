/**
 * A real PostgreSQL that is down when the server starts, or goes away later: the lead store is opened once
 * it can be and used again once it is back, with no restart; meanwhile forms answer 503 at once, /readyz
 * says unavailable and /healthz stays ok; the outbox delivers again once the database answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { STORE_DOWN_MESSAGE } from '../api/form-posts';
import { contactFormBody } from '../../tests/support/contact-form-body';
import { startFakeWebhook, type FakeWebhook } from '../../tests/support/fake-webhook';
import { startServerProcess, tinyBuild, type ServerProcess } from '../../tests/support/server-process';
import { formLead, startTestLeads } from '../../tests/support/test-leads';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';
import { StoreUnavailableError } from './lead-service';
import { openLeadStore } from './store';

const postgresInstalled = findPostgresBinaries() !== undefined;
if (!postgresInstalled && process.env.CI) throw new Error("CI must test the lead store's reconnection on PostgreSQL: install Debian's postgresql");


describe.skipIf(!postgresInstalled)('the lead store on a PostgreSQL that is away', () => {
  let database: ThrowawayPostgres;
  let webhook: FakeWebhook;

  beforeEach(async () => {
    [database, webhook] = await Promise.all([startThrowawayPostgres(), startFakeWebhook()]);
  });
  afterEach(async () => {
    await Promise.all([database.stop(), webhook.close()]);
  });

  it('opens a database that cannot take the migrations yet once it can, and uses it again after it went away', async () => {
    // The database named in the URL does not exist yet: the server answers, the migrations cannot run.
    const url = database.url.replace(/\/postgres$/, '/leads');
    const lines: string[] = [];
    const leads = startTestLeads({
      env: { dataDir: '', databaseUrl: url, webhook: { url: webhook.url } },
      openStore: undefined,
      pollMs: 100,
      warn: (line) => lines.push(line),
      storeTimings: { retry: { firstMs: 100, maxMs: 400 }, probeCacheMs: 0 },
    });
    try {
      await vi.waitFor(() => expect(lines.some((line) => line.includes('could not open'))).toBe(true), { timeout: 10_000 });
      await expect(leads.submitLead(formLead)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await leads.answers()).toBe(false);

      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('CREATE DATABASE leads');
      await admin.end();
      const store = await leads.ready();
      expect(store.kind).toBe('postgres');
      const before = await leads.submitLead(formLead);
      await vi.waitFor(() => expect(webhook.deliveredKeys()).toEqual(new Set([`lead-${before.id}-webhook`])), { timeout: 10_000 });

      await database.pause();
      const asked = performance.now();
      await expect(leads.submitLead(formLead)).rejects.toThrow();
      expect(performance.now() - asked).toBeLessThan(5000);
      expect(await leads.answers()).toBe(false);
      expect(await leads.answers()).toBe(false);

      await database.resume();
      await vi.waitFor(async () => expect(await leads.answers()).toBe(true), { timeout: 15_000, interval: 200 });
      const after = await leads.submitLead(formLead);
      expect((await store.listLeads()).map((row) => row.id).sort()).toEqual([before.id, after.id].sort());

      // A lead another instance stored is found by this one's outbox, which polls again.
      const other = await openLeadStore({ databaseUrl: url });
      const elsewhere = { ...formLead, id: randomUUID(), consentAt: new Date() };
      await other.createLead(elsewhere, [{ target: 'webhook', payload: { type: 'lead', id: elsewhere.id } }]);
      await other.close();
      await vi.waitFor(() => expect(webhook.deliveredKeys()).toContain(`lead-${elsewhere.id}-webhook`), { timeout: 10_000 });

      expect(lines.filter((line) => line.includes('could not open'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('does not answer'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('answers again'))).toHaveLength(1);
    } finally {
      await leads.stop();
    }
  }, 90_000);

  describe('through the real server process', () => {
    let server: ServerProcess | undefined;
    let dataDir: string;
    let buildDir: string;

    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
      buildDir = tinyBuild();
    });
    afterEach(async () => {
      await server?.stop('SIGKILL');
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    });

    it('serves with the database down, takes leads once it is up, refuses them while it is away again, and takes them again when it is back', async () => {
      await database.pause();
      server = await startServerProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        LEADS_WEBHOOK_URL: webhook.url,
        CONTACT_RATE_LIMIT: '1000',
      }, 60_000, '/healthz');
      const { url } = server;
      let sent = 0;
      const postContact = async () => {
        sent += 1;
        const asked = performance.now();
        const response = await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactFormBody({ name: `Visitor ${sent}`, email: `visitor${sent}@example.com`, message: `Message ${sent}` })),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown>, ms: performance.now() - asked, name: `Visitor ${sent}` };
      };
      const readiness = async () => {
        const response = await fetch(`${url}/readyz`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const expectRefused = async () => {
        const refused = await postContact();
        expect(refused).toMatchObject({ status: 503, body: { error: STORE_DOWN_MESSAGE } });
        expect(refused.ms).toBeLessThan(5000);
      };
      const storedNames = async () => {
        const store = await openLeadStore({ databaseUrl: database.url });
        try {
          return (await store.listLeads()).map((row) => row.name).sort();
        } finally {
          await store.close();
        }
      };

      // Down at start: alive, not ready, and a form is refused at once with the clear message.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await readiness()).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      await expectRefused();

      // Up: ready within the backoff, and the same form is stored.
      await database.resume();
      await vi.waitFor(async () => expect((await readiness()).status).toBe(200), { timeout: 40_000, interval: 250 });
      expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
      const first = await postContact();
      expect(first.status).toBe(200);
      expect(await storedNames()).toEqual([first.name]);
      await vi.waitFor(() => expect(webhook.deliveredKeys().size).toBe(1), { timeout: 15_000 });

      // Away again: not ready, refused, still alive.
      await database.pause();
      await vi.waitFor(async () => expect((await readiness()).status).toBe(503), { timeout: 10_000, interval: 250 });
      await expectRefused();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      // Back: ready again without a restart, and forms are stored and delivered.
      await database.resume();
      await vi.waitFor(async () => expect((await readiness()).status).toBe(200), { timeout: 40_000, interval: 250 });
      const second = await postContact();
      expect(second.status).toBe(200);
      expect(await storedNames()).toEqual([first.name, second.name].sort());
      await vi.waitFor(() => expect(webhook.deliveredKeys().size).toBe(2), { timeout: 15_000 });

      // The log says each change once, not once per retry (a database starting up refuses in words of its own).
      const messages = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => String((JSON.parse(line) as { msg?: string }).msg ?? ''));
      expect(messages.filter((message) => message.includes('could not open')).length).toBeOneOf([1, 2]);
      expect(messages.filter((message) => message.includes('does not answer'))).toHaveLength(1);
      expect(messages.filter((message) => message.includes('answers again'))).toHaveLength(1);
    }, 150_000);
  });
});
