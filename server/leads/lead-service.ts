/**
 * Takes leads and privacy requests for the API: stores each with one delivery per configured target and
 * sets the outbox going. The store opens beside the server, never in front of it: pages are served at once,
 * and a lead that arrives while the store is still opening waits for it.
 */
import { randomUUID } from 'node:crypto';
import { createEmailSender } from './email';
import { leadDocument, privacyRequestDocument } from './lead-document';
import type { LeadEnv } from './lead-env';
import { createOutbox, type Outbox } from './outbox';
import type { DeliveryTarget } from './schema';
import { openLeadStore, type LeadStore, type NewLead, type NewPrivacyRequest, type PlannedDelivery } from './store';

export type LeadInput = Omit<NewLead, 'id' | 'consentAt'>;
export type PrivacyRequestInput = Omit<NewPrivacyRequest, 'id'>;

export interface LeadService {
  submitLead(input: LeadInput): Promise<{ id: string }>;
  submitPrivacyRequest(input: PrivacyRequestInput): Promise<{ id: string }>;
  recordUnansweredQuestion(question: string): Promise<void>;
  /** Resolves once the store is open (rejects if it cannot be). */
  ready(): Promise<LeadStore>;
  stop(): Promise<void>;
}

export interface StartLeadsOptions {
  env: LeadEnv;
  brandName: string;
  /** Sender and Message-ID domain for e-mails. */
  siteEmail: string;
  siteHost: string;
  log?: (message: string) => void;
  now?: () => Date;
  /** How often the outbox looks for retries and abandoned deliveries. */
  pollMs?: number;
  /** Opens the store; the embedded or PostgreSQL one from env by default (tests pass their own). */
  openStore?: () => Promise<LeadStore>;
}

export function startLeads({ env, brandName, siteEmail, siteHost, log = console.log, now = () => new Date(), pollMs = 5000, openStore }: StartLeadsOptions): LeadService {
  const targets: DeliveryTarget[] = [];
  if (env.webhook) targets.push('webhook');
  if (env.email) targets.push('email');
  if (targets.length === 0) {
    log('Leads are stored, but no delivery target is configured: set LEADS_WEBHOOK_URL, or SMTP_URL and LEADS_EMAIL_TO (see README "Leads").');
  }
  const email = env.email ? createEmailSender({ smtpUrl: env.email.smtpUrl, to: env.email.to, from: env.email.from ?? siteEmail, domain: siteHost }) : undefined;

  let outbox: Outbox | undefined;
  const storeReady = (openStore ?? (() => openLeadStore({ databaseUrl: env.databaseUrl, dataDir: env.databaseUrl ? undefined : env.dataDir })))().then((store) => {
    outbox = createOutbox({ store, webhook: env.webhook, email, brandName, now, log: (line) => log(`[leads] ${line}`) });
    outbox.start(pollMs);
    outbox.kick();
    return store;
  });
  storeReady.catch((error: unknown) => log(`[leads] the lead store could not open: ${error instanceof Error ? error.message : String(error)}`));

  const plan = (payload: Record<string, unknown>): PlannedDelivery[] => targets.map((target) => ({ target, payload }));

  return {
    async submitLead(input) {
      const store = await storeReady;
      const lead: NewLead = { ...input, id: randomUUID(), consentAt: now() };
      await store.createLead(lead, plan({ ...leadDocument(lead) }));
      outbox?.kick();
      return { id: lead.id };
    },
    async submitPrivacyRequest(input) {
      const store = await storeReady;
      const request: NewPrivacyRequest = { ...input, id: randomUUID() };
      await store.createPrivacyRequest(request, plan({ ...privacyRequestDocument(request, now()) }));
      outbox?.kick();
      return { id: request.id };
    },
    async recordUnansweredQuestion(question) {
      const store = await storeReady;
      await store.recordQuestion(question, now());
    },
    ready: () => storeReady,
    async stop() {
      await outbox?.stop();
      email?.close();
      const store = await storeReady.catch(() => undefined);
      await store?.close();
    },
  };
}
