/**
 * Takes leads and privacy requests for the API: stores each with one delivery per configured target and
 * sets the outbox going. The store opens beside the server, never in front of it: pages are served at once,
 * and a lead that arrives while the store is still opening waits a while for it. A store that cannot be
 * opened, or stops answering, is tried again until it answers (./store-keeper.ts). Meanwhile calls fail at
 * once (with StoreUnavailableError until the store has opened, with the database's own error while it is
 * away), and the outbox rests.
 */
import { randomUUID } from 'node:crypto';
import { UNANSWERED_QUESTION_RETENTION_DAYS } from '~/content/legal/figures';
import { CHAT_SESSION_TTL_MS } from '../chat/chat-id';
import { errorField } from '../log';
import { createEmailSender } from './email';
import { privacyRequestDocument } from './lead-document';
import { leadDocument } from './lead-fields';
import { embeddedStoreDir, type LeadEnv } from './lead-env';
import { createOutbox, type Outbox, type OutboxOptions } from './outbox';
import { runOwnerCommand, type OwnerCommand, type OwnerResult } from './owner-commands';
import type { DeliveryTarget } from './schema';
import type { LeadStore, NewLead, NewPrivacyRequest, PlannedDelivery } from './store';
import { keepStoreOpen, type StoreKeeperTimings } from './store-keeper';

export { StoreUnavailableError } from './store-keeper';

export type LeadInput = Omit<NewLead, 'id' | 'consentAt'>;
export type PrivacyRequestInput = Omit<NewPrivacyRequest, 'id'>;

export interface LeadService {
  submitLead(input: LeadInput): Promise<{ id: string }>;
  submitPrivacyRequest(input: PrivacyRequestInput): Promise<{ id: string }>;
  recordUnansweredQuestion(question: string): Promise<void>;
  /** Notes which answer the visitor meant by a question Vale could not answer, when they said yes to "Did you mean …?". */
  recordMeantAnswer(question: string, answerId: string): Promise<void>;
  /** Runs an owner's command on the store; a retry also sets the outbox going. */
  owner(command: OwnerCommand): Promise<OwnerResult>;
  /** Resolves once the store is open, however many tries that takes (rejects if the service stops first). */
  ready(): Promise<LeadStore>;
  /** The store once it has opened; undefined before, and after stop. */
  openStore(): LeadStore | undefined;
  /** Whether the store answers now (a probe, its answer reused for a second): the server's readiness. */
  answers(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface StartLeadsOptions {
  env: LeadEnv;
  brandName: string;
  /** Sender and Message-ID domain for e-mails. */
  siteEmail: string;
  siteHost: string;
  log?: (message: string) => void;
  /** Receives what needs the owner's attention: a store that cannot open or stops answering (default: log). */
  warn?: (message: string) => void;
  /** Receives every delivery attempt, for the structured logs. */
  onAttempt?: OutboxOptions['onAttempt'];
  now?: () => Date;
  /** How often the outbox looks for retries and abandoned deliveries. */
  pollMs?: number;
  /** How often what is kept for a limited time (questions, chat states) is forgotten once due. */
  housekeepingMs?: number;
  /** Opens the store; the embedded or PostgreSQL one from env by default (tests pass their own). */
  openStore?: () => Promise<LeadStore>;
  /** How the store is tried again and probed (tests shorten them). */
  storeTimings?: Partial<StoreKeeperTimings>;
}

/** Unanswered chat questions are kept this long: what the privacy policy tells visitors. */
export const QUESTION_RETENTION_MS = UNANSWERED_QUESTION_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export function startLeads({
  env,
  brandName,
  siteEmail,
  siteHost,
  log = console.log,
  warn = log,
  onAttempt,
  now = () => new Date(),
  pollMs = 5000,
  housekeepingMs = 60 * 60 * 1000,
  openStore,
  storeTimings,
}: StartLeadsOptions): LeadService {
  const targets: DeliveryTarget[] = [];
  if (env.webhook) targets.push('webhook');
  if (env.email) targets.push('email');
  if (targets.length === 0) {
    log('Leads are stored, but no delivery target is configured: set LEADS_WEBHOOK_URL, or SMTP_URL and LEADS_EMAIL_TO (see README "Leads").');
  }
  const email = env.email ? createEmailSender({ smtpUrl: env.email.smtpUrl, to: env.email.to, from: env.email.from ?? siteEmail, domain: siteHost }) : undefined;

  let outbox: Outbox | undefined;
  let housekeeping: NodeJS.Timeout | undefined;
  let stopping = false;

  // Chats end when their id expires, so their states are forgotten with them.
  async function forgetExpired() {
    try {
      const at = now().getTime();
      await keeper.use(async (store) => {
        await store.forgetQuestionsBefore(new Date(at - QUESTION_RETENTION_MS));
        await store.forgetChatStatesBefore(new Date(at - CHAT_SESSION_TTL_MS));
      });
    } catch (error) {
      log(`[leads] forgetting expired questions and chat states failed: ${errorField(error).message}`);
    }
  }

  // The store's code (the database drivers, PGlite) loads beside the server, not in front of it; the
  // embedded store runs in a thread of its own, so its queries never hold up a page or a chat answer.
  const warnLine = (line: string) => warn(`[leads] ${line}`);
  const openDefault = async () => {
    if (!env.databaseUrl) {
      const { openLeadStoreInThread } = await import('./store-thread');
      return openLeadStoreInThread({ dataDir: embeddedStoreDir(env.dataDir) }, { retry: storeTimings?.retry, log: warnLine });
    }
    const { openLeadStore } = await import('./store');
    return openLeadStore({ databaseUrl: env.databaseUrl });
  };
  /** Unanswered questions being written, so the answer a visitor meant by one is noted after it. */
  const recording = new Map<string, Promise<void>>();
  const keeper = keepStoreOpen({
    open: openStore ?? openDefault,
    log: warnLine,
    timings: storeTimings,
    onOpen(store) {
      // A store that opens as the service stops is closed by the keeper; nothing is started on it.
      if (stopping) return;
      outbox = createOutbox({ store, webhook: env.webhook, email, brandName, now, leaseMs: env.deliveryLeaseMs, log: (line) => log(`[leads] ${line}`), onAttempt });
      outbox.start(pollMs);
      outbox.kick();
      void forgetExpired();
      housekeeping = setInterval(() => void forgetExpired(), housekeepingMs);
      housekeeping.unref();
    },
    // While the database is away the outbox would only fail every few seconds; it rests until it is back.
    onLost: () => void outbox?.stop(),
    onBack() {
      outbox?.start(pollMs);
      outbox?.kick();
    },
  });

  const plan = (payload: Record<string, unknown>): PlannedDelivery[] => targets.map((target) => ({ target, payload }));

  return {
    async submitLead(input) {
      const lead: NewLead = { ...input, id: randomUUID(), consentAt: now() };
      await keeper.use((store) => store.createLead(lead, plan({ ...leadDocument(lead) })));
      outbox?.kick();
      return { id: lead.id };
    },
    async submitPrivacyRequest(input) {
      const request: NewPrivacyRequest = { ...input, id: randomUUID() };
      await keeper.use((store) => store.createPrivacyRequest(request, plan({ ...privacyRequestDocument(request, now()) })));
      outbox?.kick();
      return { id: request.id };
    },
    async recordUnansweredQuestion(question) {
      const recorded = keeper.use((store) => store.recordQuestion(question, now()));
      recording.set(question, recorded);
      try {
        await recorded;
      } finally {
        if (recording.get(question) === recorded) recording.delete(question);
      }
    },
    async recordMeantAnswer(question, answerId) {
      // A visitor quick to say yes may answer before the question is written: the note waits for it.
      await recording.get(question)?.catch(() => {});
      await keeper.use((store) => store.recordMeant(question, answerId));
    },
    async owner(command) {
      const result = await keeper.use((store) => runOwnerCommand(store, command, now()));
      if (result.command === 'retry' && result.requeued > 0) outbox?.kick();
      return result;
    },
    ready: () => keeper.opened(),
    openStore: () => keeper.current(),
    answers: () => keeper.answers(),
    async stop() {
      stopping = true;
      clearInterval(housekeeping);
      await outbox?.stop();
      email?.close();
      await keeper.stop();
    },
  };
}
