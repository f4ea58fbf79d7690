/**
 * Works through the outbox: claims due deliveries (at once when a lead arrives, and on a timer so retries
 * and deliveries left by a crashed instance go out), sends each to its target and records what happened.
 */
import { randomUUID } from 'node:crypto';
import { cleanLine } from '../../app/lib/forms/form-rules';
import { withRequestId } from '../log';
import { describeError, plainMessage } from '../safe-error';
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
  /** Deliveries sent at once by this instance; each runs beside the others. */
  maxInFlight?: number;
  /** Receives a line when the outbox itself fails (a claim or a record that did not go through). */
  log?: (message: string) => void;
  /** Receives every attempt, delivered or not, for the structured logs (never the lead's contents). */
  onAttempt?: (attempt: DeliveryAttempt) => void;
}

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

export interface Outbox {
  /** Claims what is due now and resolves, once those attempts end, with how many there were. */
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
  maxInFlight = 20,
  log = () => {},
  onAttempt = () => {},
}: OutboxOptions): Outbox {
  let claiming: Promise<Array<Promise<void>>> | null = null;
  let again = false;
  let waitingForRoom = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const inFlight = new Set<Promise<void>>();

  async function attempt(row: DeliveryRow, requestId: string): Promise<AttemptOutcome> {
    if (row.target === 'webhook') {
      if (!webhook) return { kind: 'retry', error: 'no webhook is configured (LEADS_WEBHOOK_URL)' };
      return sendWebhook({ ...webhook, idempotencyKey: row.idempotencyKey, requestId, payload: row.payload, now: () => now().getTime() });
    }
    if (!email) return { kind: 'retry', error: 'no e-mail is configured (SMTP_URL, LEADS_EMAIL_TO)' };
    return email.send({ ...ownerEmail(row.payload as OwnerDocument, brandName), idempotencyKey: row.idempotencyKey });
  }

  async function deliver(row: DeliveryRow): Promise<void> {
    const reqId = randomUUID();
    const started = performance.now();
    let outcome: AttemptOutcome;
    try {
      outcome = await withRequestId(reqId, () => attempt(row, reqId));
    } catch (error) {
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const step = nextStep(row.attempts, outcome, now(), random);
    const ms = Math.round(performance.now() - started);
    const logged = { reqId, deliveryId: row.id, target: row.target, attempt: row.attempts, ms };
    if (step.action === 'delivered') {
      onAttempt({ ...logged, outcome: 'delivered' });
      return store.markDelivered(row.id, now());
    }
    onAttempt({ ...logged, outcome: step.action === 'retry' ? 'retry' : 'gave-up', error: loggedError(step.error) });
    // A receiver's reason may hold characters a text column refuses (NUL): the attempt is still recorded.
    const reason = cleanLine(step.error);
    if (step.action === 'retry') return store.scheduleRetry(row.id, step.at, reason);
    return store.markGivenUp(row.id, step.status, reason);
  }

  /** Runs one delivery beside the others, so a slow receiver never holds up the rest. */
  function track(row: DeliveryRow): Promise<void> {
    const delivery: Promise<void> = deliver(row)
      .catch((error: unknown) => log(`delivery ${row.id} not recorded: ${describeError(error).message}`))
      .finally(() => {
        inFlight.delete(delivery);
        if (waitingForRoom && !stopped) {
          waitingForRoom = false;
          kick();
        }
      });
    inFlight.add(delivery);
    return delivery;
  }

  async function claimDue(): Promise<Array<Promise<void>>> {
    const started: Array<Promise<void>> = [];
    do {
      again = false;
      const room = maxInFlight - inFlight.size;
      if (room <= 0) {
        // The next delivery to finish asks for another run.
        waitingForRoom = true;
        break;
      }
      const rows = await store.claimDueDeliveries({ now: now(), limit: room, leaseMs });
      for (const row of rows) started.push(track(row));
      // As many as there was room for means more may be waiting.
      if (rows.length === room) again = true;
    } while (again && !stopped);
    return started;
  }

  function claimOnce(): Promise<Array<Promise<void>>> {
    if (claiming) {
      again = true;
      return claiming;
    }
    claiming = claimDue().finally(() => {
      claiming = null;
    });
    return claiming;
  }

  async function runOnce(): Promise<number> {
    const started = await claimOnce();
    await Promise.all(started);
    return started.length;
  }

  function kick(): void {
    claimOnce().catch((error: unknown) => log(`outbox run failed: ${describeError(error).message}`));
  }

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
      await claiming?.catch(() => undefined);
      await Promise.all(inFlight);
    },
  };
}
