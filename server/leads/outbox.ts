/**
 * Works through the outbox: claims due deliveries (at once when a lead arrives, and on a timer so retries
 * and deliveries left by a crashed instance go out), sends each to its target and records what happened.
 */
import { nextStep, type AttemptOutcome } from './delivery-policy';
import type { EmailSender } from './email';
import { ownerEmail, type OwnerDocument } from './lead-document';
import type { DeliveryRow, LeadStore } from './store';
import { sendWebhook } from './webhook';

export interface OutboxOptions {
  store: LeadStore;
  webhook?: { url: string; secret?: string; timeoutMs?: number };
  email?: EmailSender;
  brandName: string;
  now?: () => Date;
  random?: () => number;
  /** How long a claim holds before another instance may take the delivery over. */
  leaseMs?: number;
  batchSize?: number;
  /** Receives one line per failed attempt (never the lead's contents). */
  log?: (message: string) => void;
}

export interface Outbox {
  /** Delivers what is due now; resolves with how many deliveries were attempted. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (a new lead); runs that overlap are folded into one. */
  kick(): void;
  /** Polls every intervalMs until stopped. */
  start(intervalMs: number): void;
  /** Stops polling and waits for the attempts under way. */
  stop(): Promise<void>;
}

const LEASE_MS = 2 * 60_000;

export function createOutbox({
  store,
  webhook,
  email,
  brandName,
  now = () => new Date(),
  random = Math.random,
  leaseMs = LEASE_MS,
  batchSize = 20,
  log = () => {},
}: OutboxOptions): Outbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function attempt(row: DeliveryRow): Promise<AttemptOutcome> {
    if (row.target === 'webhook') {
      if (!webhook) return { kind: 'retry', error: 'no webhook is configured (LEADS_WEBHOOK_URL)' };
      return sendWebhook({ ...webhook, idempotencyKey: row.idempotencyKey, payload: row.payload, now: () => now().getTime() });
    }
    if (!email) return { kind: 'retry', error: 'no e-mail is configured (SMTP_URL, LEADS_EMAIL_TO)' };
    return email.send({ ...ownerEmail(row.payload as OwnerDocument, brandName), idempotencyKey: row.idempotencyKey });
  }

  async function deliver(row: DeliveryRow): Promise<void> {
    let outcome: AttemptOutcome;
    try {
      outcome = await attempt(row);
    } catch (error) {
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const step = nextStep(row.attempts, outcome, now(), random);
    if (step.action === 'delivered') return store.markDelivered(row.id, now());
    log(`delivery ${row.id} (${row.target}) attempt ${row.attempts}: ${step.error}`);
    if (step.action === 'retry') return store.scheduleRetry(row.id, step.at, step.error);
    return store.markGivenUp(row.id, step.status, step.error);
  }

  async function drain(): Promise<number> {
    let total = 0;
    do {
      again = false;
      const rows = await store.claimDueDeliveries({ now: now(), limit: batchSize, leaseMs });
      await Promise.all(rows.map(deliver));
      total += rows.length;
      // A full batch means more may be waiting.
      if (rows.length === batchSize) again = true;
    } while (again && !stopped);
    return total;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  const kick = () => {
    runOnce().catch((error: unknown) => log(`outbox run failed: ${error instanceof Error ? error.message : String(error)}`));
  };

  return {
    runOnce,
    kick,
    start(intervalMs) {
      stopped = false;
      clearInterval(timer);
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
