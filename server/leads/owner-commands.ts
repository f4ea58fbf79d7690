/**
 * What the owner can ask of the lead store (`npm run leads -- …`): run by the server for the CLI while it
 * holds the store, or by the CLI itself when no server does. Results are plain JSON either way.
 */
import { ownerLead, type OwnerLead } from './lead-fields';
import { DELIVERY_STATUSES, type DeliveryStatus } from './schema';
import type { LeadStore, PrivacyRequestRow } from './store';

export type OwnerCommand =
  | { command: 'list'; limit?: number; since?: string }
  | { command: 'deliveries'; status?: DeliveryStatus }
  | { command: 'retry'; id?: number }
  | { command: 'questions'; days?: number }
  | { command: 'privacy' }
  | { command: 'extend'; id: string };

export interface OwnerDelivery {
  id: number;
  createdAt: string;
  subject: string;
  target: string;
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
}

export interface OwnerQuestion {
  askedAt: string;
  question: string;
  /** The answer the visitor said they meant when Vale asked "Did you mean …?" (its id), or null. */
  meant: string | null;
}

export interface OwnerPrivacyRequest {
  id: string;
  createdAt: string;
  requestType: string;
  name: string;
  email: string;
  details: string | null;
  dueOn: string;
  extendedDueOn: string | null;
}

export type OwnerResult =
  | { command: 'list'; leads: OwnerLead[] }
  | { command: 'deliveries'; deliveries: OwnerDelivery[] }
  | { command: 'retry'; requeued: number }
  | { command: 'questions'; questions: OwnerQuestion[] }
  | { command: 'privacy'; requests: OwnerPrivacyRequest[] }
  | { command: 'extend'; request: OwnerPrivacyRequest | null };

export class OwnerCommandError extends Error {
  override name = 'OwnerCommandError';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Checks a command that arrived as JSON; throws OwnerCommandError with what is wrong. */
export function parseOwnerCommand(value: unknown): OwnerCommand {
  if (typeof value !== 'object' || value === null) throw new OwnerCommandError('A command must be a JSON object');
  const body = value as Record<string, unknown>;
  const positive = (key: string) => {
    const number = body[key];
    if (number === undefined) return undefined;
    if (!Number.isInteger(number) || (number as number) < 1) throw new OwnerCommandError(`${key} must be a whole number of 1 or more`);
    return number as number;
  };
  switch (body.command) {
    case 'list': {
      const since = body.since;
      if (since !== undefined && (typeof since !== 'string' || Number.isNaN(Date.parse(since)))) throw new OwnerCommandError('since must be a date, like 2026-11-01');
      return { command: 'list', limit: positive('limit'), since: since as string | undefined };
    }
    case 'deliveries': {
      const status = body.status;
      if (status !== undefined && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) {
        throw new OwnerCommandError(`status must be one of: ${DELIVERY_STATUSES.join(', ')}`);
      }
      return { command: 'deliveries', status: status as DeliveryStatus | undefined };
    }
    case 'retry':
      return { command: 'retry', id: positive('id') };
    case 'questions':
      return { command: 'questions', days: positive('days') };
    case 'privacy':
      return { command: 'privacy' };
    case 'extend':
      if (typeof body.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(body.id)) throw new OwnerCommandError('id must be a privacy request id');
      return { command: 'extend', id: body.id };
    default:
      throw new OwnerCommandError('Unknown command');
  }
}

export async function runOwnerCommand(store: LeadStore, request: OwnerCommand, now: Date): Promise<OwnerResult> {
  switch (request.command) {
    case 'list': {
      const rows = await store.listLeads({ limit: request.limit ?? Number.MAX_SAFE_INTEGER, since: request.since ? new Date(request.since) : undefined });
      return { command: 'list', leads: rows.map(ownerLead) };
    }
    case 'deliveries': {
      const rows = await store.listDeliveries({ status: request.status });
      return {
        command: 'deliveries',
        deliveries: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          subject: row.leadId ? `lead ${row.leadId}` : `privacy request ${row.privacyRequestId}`,
          target: row.target,
          status: row.status,
          attempts: row.attempts,
          lastAttemptAt: iso(row.lastAttemptAt),
          nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
          deliveredAt: iso(row.deliveredAt),
          lastError: row.lastError,
        })),
      };
    }
    case 'retry':
      return { command: 'retry', requeued: await store.requeue(now, request.id) };
    case 'questions': {
      const rows = await store.listQuestions(new Date(now.getTime() - (request.days ?? 30) * DAY_MS));
      return { command: 'questions', questions: rows.map((row) => ({ askedAt: row.askedAt.toISOString(), question: row.question, meant: row.meant })) };
    }
    case 'privacy':
      return { command: 'privacy', requests: (await store.listPrivacyRequests()).map(privacyRow) };
    case 'extend': {
      const extended = await store.extendPrivacyRequest(request.id);
      return { command: 'extend', request: extended ? privacyRow(extended) : null };
    }
  }
}

function privacyRow(row: PrivacyRequestRow): OwnerPrivacyRequest {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    requestType: row.requestType,
    name: row.name,
    email: row.email,
    details: row.details,
    dueOn: row.dueOn,
    extendedDueOn: row.extendedDueOn,
  };
}
