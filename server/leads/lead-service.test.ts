import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startFakeWebhook } from '../../tests/support/fake-webhook';
import { formLead, startTestLeads } from '../../tests/support/test-leads';
import { QUESTION_RETENTION_MS, StoreUnavailableError } from './lead-service';
import { openLeadStore, type LeadStore } from './store';

const T0 = new Date(Date.UTC(2026, 10, 1));
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('the lead service', () => {
  it('forgets unanswered questions after 30 days and chat states once their chat has expired, and keeps the rest', async () => {
    const store = await openLeadStore();
    await store.recordQuestion('asked a month ago', T0);
    await store.recordQuestion('asked yesterday', later(QUESTION_RETENTION_MS - 24 * 3600_000));
    await store.saveChatState('expired-chat', { capture: { step: null } }, T0);
    await store.saveChatState('live-chat', { capture: { step: 'name' } }, later(QUESTION_RETENTION_MS));

    const leads = startTestLeads({ now: () => later(QUESTION_RETENTION_MS + 60_000), openStore: async () => store });
    try {
      await leads.ready();
      await vi.waitFor(async () => expect((await store.listQuestions(new Date(0))).map((row) => row.question)).toEqual(['asked yesterday']), { timeout: 5000 });
      expect(await store.loadChatState('expired-chat')).toBeUndefined();
      expect(await store.loadChatState('live-chat')).toEqual({ capture: { step: 'name' } });
    } finally {
      await leads.stop();
    }
  });

  it('says once at start that leads are only stored when no target is configured', async () => {
    const lines: string[] = [];
    const leads = startTestLeads({ log: (line) => lines.push(line) });
    await leads.ready();
    await leads.stop();
    expect(lines.filter((line) => line.includes('no delivery target is configured'))).toHaveLength(1);
  });

  it('gives the open store only once it is open, and none after stopping', async () => {
    const leads = startTestLeads();
    expect(leads.openStore()).toBeUndefined();
    const store = await leads.ready();
    expect(leads.openStore()).toBe(store);
    await leads.stop();
    expect(leads.openStore()).toBeUndefined();
  });
});

/** The error a PostgreSQL that is down gives (pg's own, from the socket). */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 5432 });


describe('the lead service while its store cannot be reached', () => {
  let shared: LeadStore;
  /** The shared store, for a service that closes what it opened. */
  const borrowed = (): LeadStore => ({ ...shared, close: async () => {} });

  beforeAll(async () => {
    shared = await openLeadStore();
  });
  afterAll(() => shared.close());

  it('tries to open the store again and again, waiting longer each time, says so once, and refuses calls at once meanwhile', async () => {
    const lines: string[] = [];
    const tries: number[] = [];
    let up = false;
    const leads = startTestLeads({
      warn: (line) => lines.push(line),
      storeTimings: { retry: { firstMs: 40, maxMs: 160, random: () => 1 }, probeCacheMs: 0 },
      openStore: async () => {
        tries.push(performance.now());
        if (!up) throw refused();
        return borrowed();
      },
    });
    try {
      await vi.waitFor(() => expect(tries.length).toBeGreaterThanOrEqual(4), { timeout: 5000 });
      const asked = performance.now();
      await expect(leads.submitLead(formLead)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(leads.submitPrivacyRequest({ requestType: 'access', name: 'Ada', email: 'ada@example.com', dueOn: '2026-12-31' })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(leads.recordUnansweredQuestion('Do you work weekends?')).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(leads.owner({ command: 'list' })).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(performance.now() - asked).toBeLessThan(1000);
      expect(await leads.answers()).toBe(false);
      expect(leads.openStore()).toBeUndefined();
      // 40, 80, 160 ms between tries (a timer may fire a millisecond early, never much later than asked here).
      const waits = tries.slice(1, 4).map((at, i) => at - tries[i]);
      expect(waits[0]).toBeGreaterThanOrEqual(38);
      expect(waits[1]).toBeGreaterThanOrEqual(78);
      expect(waits[2]).toBeGreaterThanOrEqual(158);

      up = true;
      await leads.ready();
      const { id } = await leads.submitLead(formLead);
      expect((await shared.listLeads()).map((row) => row.id)).toContain(id);
      expect(await leads.answers()).toBe(true);
      expect(lines.filter((line) => line.includes('could not open'))).toEqual([expect.stringContaining('connect ECONNREFUSED 127.0.0.1:5432')]);
      expect(lines.at(-1)).toBe(`[leads] the lead store is open (on try ${tries.length}).`);
    } finally {
      await leads.stop();
    }
  });

  it('says each new reason the store cannot open once', async () => {
    const lines: string[] = [];
    const reasons = ['connect ECONNREFUSED', 'connect ECONNREFUSED', 'the database system is starting up', 'the database system is starting up'];
    let tries = 0;
    const leads = startTestLeads({
      warn: (line) => lines.push(line),
      storeTimings: { retry: { firstMs: 5, maxMs: 10 } },
      openStore: async () => {
        tries += 1;
        if (tries <= reasons.length) throw new Error(reasons[tries - 1]);
        return borrowed();
      },
    });
    await leads.ready();
    await leads.stop();
    expect(lines).toEqual([
      expect.stringMatching(/could not open: connect ECONNREFUSED/),
      expect.stringMatching(/could not open: the database system is starting up/),
      '[leads] the lead store is open (on try 5).',
    ]);
  });

  it('lets a lead wait for an opening under way (a first start), for a bounded time', async () => {
    const slow = startTestLeads({
      openStore: async () => {
        await delay(300);
        return borrowed();
      },
    });
    const { id } = await slow.submitLead(formLead);
    expect((await shared.listLeads()).map((row) => row.id)).toContain(id);
    await slow.stop();

    const slower = startTestLeads({
      storeTimings: { openWaitMs: 100 },
      openStore: async () => {
        await delay(1500);
        return borrowed();
      },
    });
    const asked = performance.now();
    await expect(slower.submitLead(formLead)).rejects.toBeInstanceOf(StoreUnavailableError);
    const waited = performance.now() - asked;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1400);
    await slower.stop();
  });

  it('stops trying once stopped', async () => {
    let tries = 0;
    const leads = startTestLeads({
      storeTimings: { retry: { firstMs: 10, maxMs: 10 } },
      openStore: async () => {
        tries += 1;
        throw refused();
      },
    });
    await vi.waitFor(() => expect(tries).toBeGreaterThan(1));
    const ready = leads.ready();
    await leads.stop();
    await expect(ready).rejects.toBeInstanceOf(StoreUnavailableError);
    const triesAtStop = tries;
    await delay(100);
    expect(tries).toBe(triesAtStop);
    await expect(leads.submitLead(formLead)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await leads.answers()).toBe(false);
  });

  it('finds out when the open store stops answering: calls fail, the outbox rests, and it resumes delivering once the store is back', async () => {
    const webhook = await startFakeWebhook();
    const lines: string[] = [];
    let down = false;
    let claimsWhileDown = 0;
    // The store as a database that goes away would leave it: every call refused, then answered again.
    const goingAway = (store: LeadStore): LeadStore => {
      const view: Record<string, unknown> = { ...store };
      for (const [name, value] of Object.entries(store)) {
        if (typeof value !== 'function' || name === 'close') continue;
        view[name] = async (...args: unknown[]) => {
          if (down && name === 'claimDueDeliveries') claimsWhileDown += 1;
          if (down) throw refused();
          return (value as (...values: unknown[]) => unknown).apply(store, args);
        };
      }
      return view as unknown as LeadStore;
    };
    const leads = startTestLeads({
      env: { dataDir: '', webhook: { url: webhook.url } },
      pollMs: 50,
      warn: (line) => lines.push(line),
      storeTimings: { retry: { firstMs: 20, maxMs: 100 }, probeCacheMs: 0 },
      openStore: async () => goingAway(borrowed()),
    });
    try {
      await leads.ready();
      expect(await leads.answers()).toBe(true);

      down = true;
      await expect(leads.submitLead(formLead)).rejects.toThrow(/ECONNREFUSED/);
      expect(await leads.answers()).toBe(false);
      await expect(leads.submitLead(formLead)).rejects.toThrow(/ECONNREFUSED/);
      expect(await leads.answers()).toBe(false);
      // Another instance stores a lead meanwhile: it waits in the outbox, which does not poll a store that is away.
      const claimsAtLoss = claimsWhileDown;
      const waiting = { ...formLead, id: randomUUID(), consentAt: new Date() };
      await shared.createLead(waiting, [{ target: 'webhook', payload: { type: 'lead', id: waiting.id } }]);
      await delay(500);
      expect(claimsWhileDown - claimsAtLoss).toBeLessThanOrEqual(1);
      expect(webhook.received).toHaveLength(0);

      down = false;
      await vi.waitFor(() => expect(webhook.deliveredKeys()).toEqual(new Set([`lead-${waiting.id}-webhook`])), { timeout: 10_000 });
      expect(await leads.answers()).toBe(true);
      await leads.submitLead(formLead);
      expect(lines.filter((line) => line.includes('does not answer'))).toEqual([expect.stringContaining('connect ECONNREFUSED 127.0.0.1:5432')]);
      expect(lines.filter((line) => line.includes('answers again'))).toHaveLength(1);
    } finally {
      await leads.stop();
      await webhook.close();
    }
  });

  it('opens the embedded store once its thread can open it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leads-retry-'));
    // A file where the store's folder goes: every thread fails to open it until it is removed.
    writeFileSync(join(dataDir, 'leads'), 'not a folder');
    const lines: string[] = [];
    const leads = startTestLeads({ env: { dataDir }, openStore: undefined, warn: (line) => lines.push(line), storeTimings: { retry: { firstMs: 50, maxMs: 200 } } });
    try {
      await vi.waitFor(() => expect(lines.filter((line) => line.includes('could not open'))).toHaveLength(1), { timeout: 60_000, interval: 100 });
      expect(leads.openStore()).toBeUndefined();
      rmSync(join(dataDir, 'leads'));
      const store = await leads.ready();
      expect(store.kind).toBe('pglite');
      const { id } = await leads.submitLead(formLead);
      expect((await store.listLeads()).map((row) => row.id)).toEqual([id]);
      expect(lines.filter((line) => line.includes('could not open'))).toHaveLength(1);
    } finally {
      await leads.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
