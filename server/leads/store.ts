/**
 * The lead store: leads, privacy requests and their deliveries (the outbox), and the questions the chat
 * could not answer. A lead and its deliveries are written in one transaction, so a lead is never stored
 * without being queued for the owner, nor queued without being stored. Deliveries are claimed with
 * FOR UPDATE SKIP LOCKED under a lease, so several instances share the work and a crashed instance's
 * claim is taken over once its lease ends.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { privacyRequestDueOn } from '../../app/lib/forms/privacy-request-rules';
import { openDatabase, type LeadDatabase, type OpenDatabaseOptions } from './database';
import {
  chatStates,
  deliveries,
  leads,
  privacyRequests,
  unansweredQuestions,
  type DeliveryStatus,
  type DeliveryTarget,
} from './schema';

/** A lead as the store takes it, in the table's own shape: the caller picks its id, the database notes when it arrived. */
export type NewLead = Omit<typeof leads.$inferInsert, 'createdAt'> & { id: string };

/** A privacy request as the store takes it; it is extended later, if at all. */
export type NewPrivacyRequest = Omit<typeof privacyRequests.$inferInsert, 'createdAt' | 'extendedDueOn'> & { id: string };

/** One delivery to queue with a new lead or request: where it goes and exactly what it sends. */
export interface PlannedDelivery {
  target: DeliveryTarget;
  payload: Record<string, unknown>;
}

export type LeadRow = typeof leads.$inferSelect;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type QuestionRow = typeof unansweredQuestions.$inferSelect;

export interface ClaimOptions {
  now: Date;
  /** How many rows one call takes at most. */
  limit: number;
  /** How long the claim holds before another instance may take the row over. */
  leaseMs: number;
}

export interface LeadStore {
  kind: 'pglite' | 'postgres';
  createLead(lead: NewLead, planned: PlannedDelivery[]): Promise<void>;
  createPrivacyRequest(request: NewPrivacyRequest, planned: PlannedDelivery[]): Promise<void>;
  /** Takes due deliveries for this instance: each row is counted as one more attempt and leased. */
  claimDueDeliveries(options: ClaimOptions): Promise<DeliveryRow[]>;
  markDelivered(id: number, at: Date): Promise<void>;
  /** The attempt failed but may succeed later. */
  scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** The target refused for good (failed) or the attempts ran out (dead). */
  markGivenUp(id: number, status: Extract<DeliveryStatus, 'failed' | 'dead'>, error: string): Promise<void>;
  /** Queues failed and dead deliveries again (one by id, or all); returns how many. */
  requeue(at: Date, id?: number): Promise<number>;
  listLeads(options?: { limit?: number; since?: Date }): Promise<LeadRow[]>;
  listPrivacyRequests(): Promise<PrivacyRequestRow[]>;
  /** Takes the extra 45 days on a request (once); returns it, or undefined when there is no such request. */
  extendPrivacyRequest(id: string): Promise<PrivacyRequestRow | undefined>;
  listDeliveries(options?: { status?: DeliveryStatus }): Promise<DeliveryRow[]>;
  recordQuestion(question: string, at: Date): Promise<void>;
  /** Notes on the latest record of this unanswered question, not yet matched, the answer the visitor meant; false when there is none. */
  recordMeant(question: string, answerId: string): Promise<boolean>;
  listQuestions(since: Date): Promise<QuestionRow[]>;
  /** Forgets questions asked before the given time; returns how many. */
  forgetQuestionsBefore(before: Date): Promise<number>;
  /** What a chat carries between messages, or undefined for a chat with nothing saved. */
  loadChatState(chatKey: string): Promise<unknown>;
  saveChatState(chatKey: string, state: unknown, at: Date): Promise<void>;
  /** Forgets chat states last changed before the given time (expired chats); returns how many. */
  forgetChatStatesBefore(before: Date): Promise<number>;
  /** Resolves once the database answers a trivial query (the readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function deliveryRows(planned: PlannedDelivery[], subject: { leadId: string } | { privacyRequestId: string }, now: Date) {
  const id = 'leadId' in subject ? `lead-${subject.leadId}` : `privacy-${subject.privacyRequestId}`;
  return planned.map(({ target, payload }) => ({
    ...subject,
    target,
    payload,
    idempotencyKey: `${id}-${target}`,
    nextAttemptAt: now,
  }));
}

export function createLeadStore(db: LeadDatabase, kind: LeadStore['kind'], close: () => Promise<void>): LeadStore {
  return {
    kind,
    async createLead(lead, planned) {
      await db.transaction(async (tx) => {
        await tx.insert(leads).values(lead);
        if (planned.length > 0) await tx.insert(deliveries).values(deliveryRows(planned, { leadId: lead.id }, lead.consentAt));
      });
    },
    async createPrivacyRequest(request, planned) {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(privacyRequests).values(request).returning({ createdAt: privacyRequests.createdAt });
        if (planned.length > 0) await tx.insert(deliveries).values(deliveryRows(planned, { privacyRequestId: request.id }, row.createdAt));
      });
    },
    async claimDueDeliveries({ now, limit, leaseMs }) {
      const due = db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.status, 'pending'), lte(deliveries.nextAttemptAt, now)))
        .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(deliveries)
        .set({ attempts: sql`${deliveries.attempts} + 1`, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(deliveries.id, due))
        .returning();
    },
    async markDelivered(id, at) {
      await db.update(deliveries).set({ status: 'delivered', deliveredAt: at, lastError: null }).where(eq(deliveries.id, id));
    },
    async scheduleRetry(id, nextAttemptAt, error) {
      await db.update(deliveries).set({ nextAttemptAt, lastError: error }).where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },
    async markGivenUp(id, status, error) {
      await db.update(deliveries).set({ status, lastError: error }).where(eq(deliveries.id, id));
    },
    async requeue(at, id) {
      const givenUp = or(eq(deliveries.status, 'failed'), eq(deliveries.status, 'dead'));
      const rows = await db
        .update(deliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at })
        .where(id === undefined ? givenUp : and(givenUp, eq(deliveries.id, id)))
        .returning({ id: deliveries.id });
      return rows.length;
    },
    listLeads({ limit = 100, since } = {}) {
      return db
        .select()
        .from(leads)
        .where(since ? gte(leads.createdAt, since) : undefined)
        .orderBy(desc(leads.createdAt))
        .limit(limit);
    },
    listPrivacyRequests() {
      return db.select().from(privacyRequests).orderBy(asc(privacyRequests.dueOn));
    },
    async extendPrivacyRequest(id) {
      const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
      if (!request || request.extendedDueOn) return request;
      const [extended] = await db
        .update(privacyRequests)
        .set({ extendedDueOn: privacyRequestDueOn(new Date(`${request.dueOn}T00:00:00Z`)) })
        .where(eq(privacyRequests.id, id))
        .returning();
      return extended;
    },
    listDeliveries({ status } = {}) {
      return db
        .select()
        .from(deliveries)
        .where(status ? eq(deliveries.status, status) : undefined)
        .orderBy(desc(deliveries.createdAt), asc(deliveries.id));
    },
    async recordQuestion(question, at) {
      await db.insert(unansweredQuestions).values({ question, askedAt: at });
    },
    async recordMeant(question, answerId) {
      const latest = db
        .select({ id: unansweredQuestions.id })
        .from(unansweredQuestions)
        .where(and(eq(unansweredQuestions.question, question), isNull(unansweredQuestions.meant)))
        .orderBy(desc(unansweredQuestions.askedAt), desc(unansweredQuestions.id))
        .limit(1);
      const rows = await db.update(unansweredQuestions).set({ meant: answerId }).where(inArray(unansweredQuestions.id, latest)).returning({ id: unansweredQuestions.id });
      return rows.length > 0;
    },
    listQuestions(since) {
      return db.select().from(unansweredQuestions).where(gte(unansweredQuestions.askedAt, since)).orderBy(desc(unansweredQuestions.askedAt));
    },
    async forgetQuestionsBefore(before) {
      const rows = await db.delete(unansweredQuestions).where(lt(unansweredQuestions.askedAt, before)).returning({ id: unansweredQuestions.id });
      return rows.length;
    },
    async loadChatState(chatKey) {
      const [row] = await db.select({ state: chatStates.state }).from(chatStates).where(eq(chatStates.chatKey, chatKey));
      return row?.state;
    },
    async saveChatState(chatKey, state, at) {
      await db
        .insert(chatStates)
        .values({ chatKey, state, updatedAt: at })
        .onConflictDoUpdate({ target: chatStates.chatKey, set: { state, updatedAt: at } });
    },
    async forgetChatStatesBefore(before) {
      const rows = await db.delete(chatStates).where(lt(chatStates.updatedAt, before)).returning({ chatKey: chatStates.chatKey });
      return rows.length;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/** Opens (and migrates) the database, then returns the store over it. */
export async function openLeadStore(options: OpenDatabaseOptions = {}): Promise<LeadStore> {
  const { db, kind, close } = await openDatabase(options);
  return createLeadStore(db, kind, close);
}
