/**
 * The lead store's tables, one schema for both backends (PGlite by default, PostgreSQL with DATABASE_URL).
 * Migrations in server/leads/migrations are generated from this file (`npm run db:generate`) and applied
 * at start.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import type { PrivacyRequestKind } from '../../app/lib/forms/privacy-request-rules';

/** Where a lead came from. */
export const LEAD_SOURCES = ['chat', 'form', 'voice'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<LeadSource>().notNull(),
    /** The page the visitor was on (a site path). */
    page: text('page').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    business: text('business'),
    message: text('message'),
    bestTime: text('best_time'),
    preferredContact: text('preferred_contact'),
    /** The consent line exactly as the visitor saw it, its version, and when they gave it. */
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('leads_source_known', sql`${table.source} in ('chat', 'form', 'voice')`),
    check('leads_reachable', sql`${table.email} is not null or ${table.phone} is not null`),
    index('leads_created_at').on(table.createdAt),
  ],
);

/**
 * What a privacy request asks for (SPEC §9: answered within 45 days, extendable by 45): the names of the
 * policy's kinds that the form offers and checks (PRIVACY_REQUEST_KINDS). A name that is not one of them does
 * not compile; privacy-request-type.test.ts checks that none is missing.
 */
export const PRIVACY_REQUEST_TYPES = ['access', 'correct', 'delete', 'opt-out', 'stop-marketing', 'limit', 'appeal', 'other'] as const satisfies readonly PrivacyRequestKind[];
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

/** The names as SQL literals, for the CHECK (they are plain words, so quoting them is enough). */
const requestTypeList = sql.raw(PRIVACY_REQUEST_TYPES.map((type) => `'${type}'`).join(', '));

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestType: text('request_type').$type<PrivacyRequestType>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    details: text('details'),
    dueOn: date('due_on').notNull(),
    /** Set when the owner takes the extra 45 days. */
    extendedDueOn: date('extended_due_on'),
  },
  (table) => [check('privacy_requests_type_known', sql`${table.requestType} in (${requestTypeList})`)],
);

export const DELIVERY_TARGETS = ['webhook', 'email'] as const;
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number];

/**
 * pending: waiting for its next attempt (next_attempt_at); delivered; failed: refused for good (a 4xx other than
 * 408/429, shown to the owner); dead: out of attempts.
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The outbox: one row per lead (or privacy request) and target, written in the same transaction. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    privacyRequestId: uuid('privacy_request_id').references(() => privacyRequests.id, { onDelete: 'cascade' }),
    target: text('target').$type<DeliveryTarget>().notNull(),
    /** Sent with every attempt, so a retried delivery never creates a second contact. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The document delivered, frozen when the lead was taken, so every attempt sends the same. */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while an instance holds the row, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('deliveries_subject', sql`(${table.leadId} is not null) <> (${table.privacyRequestId} is not null)`),
    check('deliveries_status_known', sql`${table.status} in ('pending', 'delivered', 'failed', 'dead')`),
    index('deliveries_due').on(table.status, table.nextAttemptAt),
  ],
);

/** Questions the chat could not answer (the text only, and the answer the visitor meant, when they said so), kept for QUESTION_RETENTION_MS so the owner learns what is missing. */
export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    question: text('question').notNull(),
    /** The answer the visitor said they meant when Vale asked "Did you mean …?" (its id), so the owner can teach that wording. */
    meant: text('meant'),
  },
  (table) => [index('unanswered_questions_asked_at').on(table.askedAt)],
);

/**
 * What a chat conversation carries between messages (the lead capture step and what was taken so far),
 * by the chat's key, so that any instance can continue any chat. Forgotten when the chat expires.
 */
export const chatStates = pgTable(
  'chat_states',
  {
    chatKey: text('chat_key').primaryKey(),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_states_updated_at').on(table.updatedAt)],
);
