/**
 * The lead store against both of its backends: PGlite (in memory) and a real PostgreSQL server started
 * for this run (tests/support/throwaway-postgres.ts). Every case runs on each.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';
import { openDatabase, type OpenedDatabase } from './database';
import { createLeadStore, type LeadStore, type NewLead } from './store';

const T0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    source: 'form',
    page: '/contact',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    business: 'Analytical Engines LLC',
    message: 'A CRM for a team of 4',
    consentText: 'I agree to be contacted about my request. Privacy Policy: /privacy-policy',
    consentVersion: '2026-11-23',
    consentAt: T0,
    ...overrides,
  };
}

const webhookAndEmail = (name: string) => [
  { target: 'webhook' as const, payload: { type: 'lead', name } },
  { target: 'email' as const, payload: { type: 'lead', name } },
];

const postgresInstalled = findPostgresBinaries() !== undefined;
if (!postgresInstalled && process.env.CI) throw new Error('CI must test the store on PostgreSQL: install Debian\'s postgresql');

let server: ThrowawayPostgres | undefined;

const backends = [
  { name: 'PGlite', open: () => openDatabase(), skip: false },
  { name: 'PostgreSQL', open: () => openDatabase({ databaseUrl: server!.url }), skip: !postgresInstalled },
];

beforeAll(async () => {
  if (postgresInstalled) server = await startThrowawayPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe.each(backends)('the lead store on $name', ({ name, open, skip }) => {
  let opened: OpenedDatabase;
  let store: LeadStore;

  beforeAll(async () => {
    if (skip) return;
    opened = await open();
    store = createLeadStore(opened.db, opened.kind, opened.close);
  }, 60_000);

  afterAll(async () => {
    if (!skip) await store.close();
  });

  beforeEach(async () => {
    if (skip) return;
    await opened.db.execute(sql`truncate leads, privacy_requests, deliveries, unanswered_questions, chat_states restart identity cascade`);
  });

  it.skipIf(skip)('stores a lead with one delivery per target, each with its own idempotency key and frozen payload', async () => {
    const ada = lead();
    await store.createLead(ada, webhookAndEmail('Ada Lovelace'));
    const [stored] = await store.listLeads();
    expect(stored).toMatchObject({ id: ada.id, source: 'form', page: '/contact', name: 'Ada Lovelace', consentVersion: '2026-11-23' });
    expect(stored.consentAt.toISOString()).toBe(T0.toISOString());
    const queued = await store.listDeliveries();
    expect(queued.map((row) => [row.target, row.status, row.attempts, row.idempotencyKey]).sort()).toEqual([
      ['email', 'pending', 0, `lead-${ada.id}-email`],
      ['webhook', 'pending', 0, `lead-${ada.id}-webhook`],
    ]);
    expect(queued[0].payload).toEqual({ type: 'lead', name: 'Ada Lovelace' });
  });

  it.skipIf(skip)('keeps a lead and its deliveries together: when one cannot be written, neither is', async () => {
    await expect(store.createLead(lead({ email: null, phone: null }), webhookAndEmail('Nobody'))).rejects.toThrow();
    const duplicate = lead();
    await store.createLead(duplicate, []);
    // The same lead id again (a double submit): refused whole, nothing queued.
    await expect(store.createLead({ ...duplicate }, webhookAndEmail('Again'))).rejects.toThrow();
    expect(await store.listLeads()).toHaveLength(1);
    expect(await store.listDeliveries()).toEqual([]);
  });

  it.skipIf(skip)('hands each due delivery to one claimant at a time, under a lease that a crash lets run out', async () => {
    await store.createLead(lead({ consentAt: at(0) }), webhookAndEmail('Ada'));
    await store.createLead(lead({ consentAt: at(5) }), webhookAndEmail('Bob'));

    expect(await store.claimDueDeliveries({ now: at(-1), limit: 10, leaseMs: 60_000 })).toEqual([]);
    const first = await store.claimDueDeliveries({ now: at(1), limit: 10, leaseMs: 60_000 });
    expect(first).toHaveLength(2);
    expect(first.every((row) => row.attempts === 1 && row.lastAttemptAt?.getTime() === at(1).getTime())).toBe(true);

    // Two claimants at once never take the same row.
    const [a, b] = await Promise.all([
      store.claimDueDeliveries({ now: at(10), limit: 1, leaseMs: 60_000 }),
      store.claimDueDeliveries({ now: at(10), limit: 1, leaseMs: 60_000 }),
    ]);
    const ids = [...a, ...b].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(1);

    // Nothing is left until a lease runs out; then the row comes back as a further attempt.
    expect(await store.claimDueDeliveries({ now: at(30), limit: 10, leaseMs: 60_000 })).toHaveLength(2 - ids.length);
    const retaken = await store.claimDueDeliveries({ now: at(62), limit: 10, leaseMs: 60_000 });
    expect(retaken.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
    expect(retaken.every((row) => row.attempts === 2)).toBe(true);
  });

  it.skipIf(skip || name !== 'PostgreSQL')('two server connections claiming at once split the work', async () => {
    for (let index = 0; index < 10; index += 1) await store.createLead(lead({ consentAt: at(index) }), webhookAndEmail(`Lead ${index}`));
    const other = await open();
    const second = createLeadStore(other.db, other.kind, other.close);
    try {
      const [mine, theirs] = await Promise.all([
        store.claimDueDeliveries({ now: at(100), limit: 15, leaseMs: 60_000 }),
        second.claimDueDeliveries({ now: at(100), limit: 15, leaseMs: 60_000 }),
      ]);
      const ids = [...mine, ...theirs].map((row) => row.id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    } finally {
      await second.close();
    }
  });

  it.skipIf(skip)('records each outcome, and requeues what was given up', async () => {
    await store.createLead(lead(), webhookAndEmail('Ada'));
    const [webhook, email] = (await store.claimDueDeliveries({ now: at(1), limit: 10, leaseMs: 60_000 })).sort((x, y) => x.target.localeCompare(y.target)).reverse();
    await store.markDelivered(webhook.id, at(2));
    await store.scheduleRetry(email.id, at(60), 'SMTP 421 try later');
    expect(await store.claimDueDeliveries({ now: at(59), limit: 10, leaseMs: 60_000 })).toEqual([]);
    const [again] = await store.claimDueDeliveries({ now: at(61), limit: 10, leaseMs: 60_000 });
    expect(again).toMatchObject({ id: email.id, attempts: 2, lastError: 'SMTP 421 try later' });
    await store.markGivenUp(email.id, 'dead', 'SMTP 421 try later (8 attempts)');

    expect((await store.listDeliveries({ status: 'delivered' })).map((row) => row.id)).toEqual([webhook.id]);
    expect((await store.listDeliveries({ status: 'dead' }))[0]).toMatchObject({ id: email.id, lastError: 'SMTP 421 try later (8 attempts)' });
    // A late retry never revives a row that was given up.
    await store.scheduleRetry(email.id, at(70), 'late');
    expect((await store.listDeliveries({ status: 'dead' }))[0].lastError).toBe('SMTP 421 try later (8 attempts)');

    expect(await store.requeue(at(100))).toBe(1);
    const [requeued] = await store.claimDueDeliveries({ now: at(100), limit: 10, leaseMs: 60_000 });
    expect(requeued).toMatchObject({ id: email.id, attempts: 1, status: 'pending' });
  });

  it.skipIf(skip)('stores a privacy request with its due date and queues it like a lead', async () => {
    const id = randomUUID();
    await store.createPrivacyRequest({ id, requestType: 'delete', name: 'Ada', email: 'ada@example.com', details: 'Please delete my data', dueOn: '2027-01-07' }, [
      { target: 'email', payload: { type: 'privacy-request' } },
    ]);
    expect(await store.listPrivacyRequests()).toEqual([expect.objectContaining({ id, requestType: 'delete', dueOn: '2027-01-07', extendedDueOn: null })]);
    expect((await store.listDeliveries()).map((row) => row.idempotencyKey)).toEqual([`privacy-${id}-email`]);

    // The owner may take 45 more days, once.
    expect(await store.extendPrivacyRequest(id)).toMatchObject({ dueOn: '2027-01-07', extendedDueOn: '2027-02-21' });
    expect(await store.extendPrivacyRequest(id)).toMatchObject({ extendedDueOn: '2027-02-21' });
    expect(await store.extendPrivacyRequest(randomUUID())).toBeUndefined();
  });

  it.skipIf(skip)('keeps unanswered questions, newest first, and forgets them after their time', async () => {
    await store.recordQuestion('do you integrate with quickbooks', at(0));
    await store.recordQuestion('is there a nonprofit discount', at(3600));
    expect((await store.listQuestions(at(-1))).map((row) => row.question)).toEqual(['is there a nonprofit discount', 'do you integrate with quickbooks']);
    expect(await store.forgetQuestionsBefore(at(60))).toBe(1);
    expect((await store.listQuestions(at(-1))).map((row) => row.question)).toEqual(['is there a nonprofit discount']);
  });

  it.skipIf(skip)('notes on the latest unmatched record of a question the answer the visitor meant', async () => {
    await store.recordQuestion('how much do you charge for atom', at(0));
    await store.recordQuestion('how much do you charge for atom', at(60));
    await store.recordQuestion('is there a nonprofit discount', at(120));
    expect(await store.recordMeant('how much do you charge for atom', 'faq:how-much-does-atom-cost')).toBe(true);
    const meant = async () => (await store.listQuestions(at(-1))).map((row) => [row.question, (row.askedAt.getTime() - T0.getTime()) / 1000, row.meant]);
    expect(await meant()).toEqual([
      ['is there a nonprofit discount', 120, null],
      ['how much do you charge for atom', 60, 'faq:how-much-does-atom-cost'],
      ['how much do you charge for atom', 0, null],
    ]);
    // A second yes to the same question matches the earlier record; with none left, nothing changes.
    expect(await store.recordMeant('how much do you charge for atom', 'faq:how-much-does-atom-cost')).toBe(true);
    expect(await store.recordMeant('how much do you charge for atom', 'faq:how-much-does-atom-cost')).toBe(false);
    expect(await store.recordMeant('never asked', 'faq:how-much-does-atom-cost')).toBe(false);
  });

  it.skipIf(skip)('keeps what a chat carries between messages, replaces it, and forgets expired chats', async () => {
    expect(await store.loadChatState('chat-a')).toBeUndefined();
    await store.saveChatState('chat-a', { step: 'name' }, at(0));
    await store.saveChatState('chat-b', { step: null }, at(10));
    await store.saveChatState('chat-a', { step: 'contact', name: 'Ada' }, at(20));
    expect(await store.loadChatState('chat-a')).toEqual({ step: 'contact', name: 'Ada' });
    expect(await store.forgetChatStatesBefore(at(15))).toBe(1);
    expect(await store.loadChatState('chat-b')).toBeUndefined();
    expect(await store.loadChatState('chat-a')).toEqual({ step: 'contact', name: 'Ada' });
  });
});
