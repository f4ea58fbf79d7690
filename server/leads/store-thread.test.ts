/**
 * The embedded store in its worker thread: the same calls as on the server's own thread, answered by a
 * real PGlite database in a folder, with errors and closing carried across.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { openLeadStore, type LeadStore, type NewLead } from './store';
import { StoreUnavailableError } from './store-keeper';
import { FORWARDED_CALLS, openLeadStoreInThread } from './store-thread';

const T0 = new Date('2026-11-25T09:00:00Z');

const lead = (name: string): NewLead => ({
  id: randomUUID(),
  source: 'form',
  page: '/contact',
  name,
  email: 'grace@example.com',
  phone: null,
  business: null,
  message: 'Calls after 6 pm ring out.',
  consentText: 'I agree to be contacted about my request.',
  consentVersion: '2026-11-23',
  consentAt: T0,
});

describe('the lead store in a worker thread', () => {
  let dataDir: string;
  let store: LeadStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'store-thread-'));
    store = await openLeadStoreInThread({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('forwards every call of the store', async () => {
    expect(store.kind).toBe('pglite');
    for (const call of FORWARDED_CALLS) expect(typeof store[call]).toBe('function');
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('stores a lead with its deliveries and gives back rows with their dates', async () => {
    await store.createLead(lead('Grace Hopper'), [{ target: 'webhook', payload: { type: 'lead', name: 'Grace Hopper' } }]);
    const [row] = await store.listLeads();
    expect(row).toMatchObject({ name: 'Grace Hopper', source: 'form' });
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.consentAt.getTime()).toBe(T0.getTime());
    const claimed = await store.claimDueDeliveries({ now: new Date(T0.getTime() + 1000), limit: 5, leaseMs: 60_000 });
    expect(claimed.map((delivery) => delivery.target)).toEqual(['webhook']);
  });

  it('keeps a chat state between calls', async () => {
    await store.saveChatState('chat-1', { capture: { step: 'name' } }, T0);
    expect(await store.loadChatState('chat-1')).toEqual({ capture: { step: 'name' } });
    expect(await store.loadChatState('chat-unknown')).toBeUndefined();
  });

  it('turns a failed query into a rejected call with the database message', async () => {
    const same = lead('Twice');
    await store.createLead(same, []);
    const failure = await store.createLead(same, []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(((failure as Error).cause as Error).message).toMatch(/duplicate key|unique/i);
  });

  it('leaves the data in its folder for the next opening', async () => {
    const other = await openLeadStoreInThread({ dataDir: mkdtempSync(join(tmpdir(), 'store-thread-other-')) });
    await other.recordQuestion('Do you work weekends?', T0);
    await other.close();
    await expect(other.listQuestions(T0)).rejects.toThrow(/stopped/);

    await store.close();
    const direct = await openLeadStore({ dataDir });
    expect((await direct.listLeads()).map((row) => row.name)).toContain('Grace Hopper');
    await direct.close();
    store = await openLeadStoreInThread({ dataDir });
  }, 60_000);

  it('starts a thread that stopped again, refusing calls at once meanwhile, with its data kept', async () => {
    await store.close();
    const threads: Worker[] = [];
    const lines: string[] = [];
    store = await openLeadStoreInThread(
      { dataDir },
      { onThread: (worker) => threads.push(worker), log: (line) => lines.push(line), retry: { firstMs: 50, maxMs: 200 } },
    );
    await store.ping();

    // As a crash would end it.
    await threads[0].terminate();
    await expect(store.listLeads()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.ping()).rejects.toThrow(/starting again/);

    await vi.waitFor(() => store.ping(), { timeout: 60_000, interval: 100 });
    expect(threads).toHaveLength(2);
    expect((await store.listLeads()).map((row) => row.name)).toContain('Grace Hopper');
    expect(lines).toEqual([expect.stringMatching(/^the lead store thread stopped \(exit 1\); starting it again\.$/), 'the lead store thread is back.']);

    await store.close();
    await expect(store.ping()).rejects.toThrow(/has stopped/);
    expect(threads).toHaveLength(2);
    store = await openLeadStoreInThread({ dataDir });
  }, 120_000);
});
