/**
 * One attempt at one delivery: sends it to its target (the webhook or the owner's e-mail), asks the
 * delivery policy what comes next, logs the attempt and records the outcome on the delivery's row.
 */
import { randomUUID } from 'node:crypto';
import { cleanLine } from '../../app/lib/forms/form-rules';
import { withRequestId } from '../log';
import { plainMessage } from '../safe-error';
import { nextStep, type AttemptOutcome, type NextStep } from './delivery-policy';
import type { EmailSender } from './email';
import { ownerEmail, type OwnerDocument } from './lead-document';
import type { DeliveryRow, LeadStore } from './store';
import { sendWebhook } from './webhook';

/** One attempt at one delivery, as logged. */
export interface DeliveryAttempt {
  /** This attempt's own id, on every log line written while it runs (and sent to the webhook as X-Request-Id). */
  reqId: string;
  deliveryId: number;
  target: DeliveryRow['target'];
  attempt: number;
  outcome: 'delivered' | 'retry' | 'gave-up';
  ms: number;
  /** Why it failed, as `loggedError` tells it. */
  error?: string;
}

/**
 * An attempt's failure as the logs tell it: a receiver's status code without the reason that came with it
 * (the owner reads that in the delivery's last error), anything else as a plain message.
 */
export function loggedError(error: string): string {
  const answered = /^(HTTP|SMTP) \d{3}\b/.exec(error)?.[0];
  const gaveUp = / \(gave up after \d+ attempts\)$/.exec(error)?.[0] ?? '';
  return (answered ?? plainMessage(error.slice(0, error.length - gaveUp.length))) + gaveUp;
}

export interface DeliveryTargets {
  webhook?: { url: string; secret?: string; timeoutMs?: number };
  email?: EmailSender;
  brandName: string;
}

export interface DeliveryContext extends DeliveryTargets {
  store: LeadStore;
  now: () => Date;
  random: () => number;
  onAttempt: (attempt: DeliveryAttempt) => void;
}

/** Sends the delivery to its target; a target not configured is a retry, so it goes out once it is. */
async function sendToTarget(row: DeliveryRow, requestId: string, { webhook, email, brandName, now }: DeliveryContext): Promise<AttemptOutcome> {
  if (row.target === 'webhook') {
    if (!webhook) return { kind: 'retry', error: 'no webhook is configured (LEADS_WEBHOOK_URL)' };
    return sendWebhook({ ...webhook, idempotencyKey: row.idempotencyKey, requestId, payload: row.payload, now: () => now().getTime() });
  }
  if (!email) return { kind: 'retry', error: 'no e-mail is configured (SMTP_URL, LEADS_EMAIL_TO)' };
  return email.send({ ...ownerEmail(row.payload as OwnerDocument, brandName), idempotencyKey: row.idempotencyKey });
}

/** The attempt's outcome, with a sender that threw counted as a failure that may pass. */
async function attemptOutcome(row: DeliveryRow, reqId: string, context: DeliveryContext): Promise<AttemptOutcome> {
  try {
    return await withRequestId(reqId, () => sendToTarget(row, reqId, context));
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Writes the policy's decision on the delivery's row. */
function recordStep(store: LeadStore, row: DeliveryRow, step: NextStep, now: () => Date): Promise<void> {
  if (step.action === 'delivered') return store.markDelivered(row.id, now());
  // A receiver's reason may hold characters a text column refuses (NUL): the attempt is still recorded.
  const reason = cleanLine(step.error);
  if (step.action === 'retry') return store.scheduleRetry(row.id, step.at, reason);
  return store.markGivenUp(row.id, step.status, reason);
}

export async function deliver(row: DeliveryRow, context: DeliveryContext): Promise<void> {
  const reqId = randomUUID();
  const started = performance.now();
  const outcome = await attemptOutcome(row, reqId, context);
  const step = nextStep(row.attempts, outcome, context.now(), context.random);
  const ms = Math.round(performance.now() - started);
  const logged = { reqId, deliveryId: row.id, target: row.target, attempt: row.attempts, ms };
  if (step.action === 'delivered') context.onAttempt({ ...logged, outcome: 'delivered' });
  else context.onAttempt({ ...logged, outcome: step.action === 'retry' ? 'retry' : 'gave-up', error: loggedError(step.error) });
  return recordStep(context.store, row, step, context.now);
}
