/**
 * The outbox against a real store (PGlite in memory), a local fake webhook and a local SMTP server, with a
 * clock the test moves.
 */
import { randomUUID } from 'node:crypto';
import { startFakeWebhook, type FakeWebhook } from '../../tests/support/fake-webhook';
import { startFakeSmtp, type FakeSmtp } from '../../tests/support/fake-smtp';
import { MAX_ATTEMPTS } from './delivery-policy';
import { createEmailSender, type EmailSender } from './email';
import { leadDocument } from './lead-fields';
import { createOutbox } from './outbox';
import { openLeadStore, type LeadStore, type NewLead } from './store';

const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
let clock = T0;
const now = () => new Date(clock);
const advance = (ms: number) => (clock += ms);

let store: LeadStore;
let hook: FakeWebhook;
let smtp: FakeSmtp;
const mails = () => smtp.received.map((mail) => mail.raw);
let email: EmailSender;

beforeAll(async () => {
  store = await openLeadStore();
  smtp = await startFakeSmtp();
  email = createEmailSender({ smtpUrl: smtp.url, to: 'owner@example.com', from: 'site@example.com', domain: 'example.com' });
}, 60_000);

afterAll(async () => {
  email.close();
  await smtp.close();
  await store.close();
});

beforeEach(async () => {
  clock = T0;
  smtp.received.length = 0;
  hook = await startFakeWebhook();
  // Each test starts with an empty outbox.
  for (const row of await store.listDeliveries({ status: 'pending' })) await store.markGivenUp(row.id, 'failed', 'left over');
});

afterEach(async () => {
  await hook.close();
});

async function takeLead(name: string): Promise<NewLead> {
  const lead: NewLead = {
    id: randomUUID(),
    source: 'form',
    page: '/contact',
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
    consentText: 'You may contact me about my request.',
    consentVersion: '2026-11-23',
    consentAt: now(),
  };
  const document = leadDocument(lead);
  await store.createLead(lead, [
    { target: 'webhook', payload: { ...document } },
    { target: 'email', payload: { ...document } },
  ]);
  return lead;
}

const outbox = (overrides: Partial<Parameters<typeof createOutbox>[0]> = {}) =>
  createOutbox({ store, webhook: { url: hook.url, secret: 'whsec_test' }, email, brandName: 'Starbound Systems', now, random: () => 0.5, ...overrides });

const statusOf = async (leadId: string) =>
  Object.fromEntries((await store.listDeliveries()).filter((row) => row.leadId === leadId).map((row) => [row.target, row]));

describe('the outbox', () => {
  it('delivers at once, and retries a failing webhook with backoff until it answers', async () => {
    hook.answerWith(503, 503);
    const lead = await takeLead('Ada Lovelace');
    const box = outbox();
    expect(await box.runOnce()).toBe(2);
    let rows = await statusOf(lead.id);
    expect(rows.email).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(rows.webhook).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503 Service Unavailable' });
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toContain('Subject: New lead: Ada Lovelace');
    expect(mails()[0]).toContain(`Message-ID: <lead-${lead.id}-email@example.com>`);

    // Not before its time.
    expect(await box.runOnce()).toBe(0);
    advance(15_000); // half of the 30 s window (random 0.5)
    expect(await box.runOnce()).toBe(1);
    advance(30_000);
    expect(await box.runOnce()).toBe(1);
    rows = await statusOf(lead.id);
    expect(rows.webhook).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(hook.received).toHaveLength(3);
    expect(hook.deliveredKeys()).toEqual(new Set([`lead-${lead.id}-webhook`]));
    expect(JSON.parse(hook.received[2].rawBody)).toMatchObject({ type: 'lead', name: 'Ada Lovelace', consent: { version: '2026-11-23' } });
  });

  it('stops at a refusal and shows it, and dead-letters after the last attempt', async () => {
    hook.answerWith(422);
    const refused = await takeLead('Grace Hopper');
    const box = outbox({ email: undefined });
    await box.runOnce();
    expect((await statusOf(refused.id)).webhook).toMatchObject({ status: 'failed', lastError: 'HTTP 422 Unprocessable Entity' });

    hook.answerWith(...Array.from({ length: MAX_ATTEMPTS }, () => 500));
    const unlucky = await takeLead('Katherine Johnson');
    for (let run = 0; run < MAX_ATTEMPTS; run += 1) {
      await box.runOnce();
      advance(60 * 60_000);
    }
    const rows = await statusOf(unlucky.id);
    expect(rows.webhook).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    expect(rows.webhook.lastError).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);
    // A target removed after the lead was taken is retried like any other, then listed for the owner to retry.
    expect(rows.email).toMatchObject({ status: 'dead' });
    expect(rows.email.lastError).toMatch(/^no e-mail is configured \(SMTP_URL, LEADS_EMAIL_TO\)/);
  });

  it('takes over what a crashed instance had claimed once its lease runs out, and two instances never send twice', async () => {
    const lead = await takeLead('Hedy Lamarr');
    // An instance claims both deliveries and dies before sending anything.
    await store.claimDueDeliveries({ now: now(), limit: 10, leaseMs: 120_000 });
    const first = outbox();
    const second = outbox();
    expect(await Promise.all([first.runOnce(), second.runOnce()])).toEqual([0, 0]);
    advance(121_000);
    const counts = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(hook.received).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    expect((await statusOf(lead.id)).webhook).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('never lets a receiver that does not answer hold up the other deliveries', async () => {
    hook.answerWith('hang');
    const stuck = await takeLead('Mary Jackson');
    const box = outbox();
    const firstRun = box.runOnce();
    while (hook.received.length === 0) await new Promise((wait) => setTimeout(wait, 10));

    const next = await takeLead('Dorothy Vaughan');
    expect(await box.runOnce()).toBe(2);
    expect(await statusOf(next.id)).toMatchObject({ webhook: { status: 'delivered' }, email: { status: 'delivered' } });
    expect((await statusOf(stuck.id)).webhook).toMatchObject({ status: 'pending', attempts: 1 });

    // The receiver goes away: the hanging attempt fails and is put off, nothing is lost.
    await hook.close();
    expect(await firstRun).toBe(2);
    await box.stop();
    expect((await statusOf(stuck.id)).webhook).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await statusOf(stuck.id)).webhook.lastError).toBeTruthy();
  });
});
