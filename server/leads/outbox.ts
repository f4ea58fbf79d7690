/**
 * Works through the outbox: claims due deliveries (at once when a lead arrives, and on a timer so retries
 * and deliveries left by a crashed instance go out), sends each to its target and records what happened
 * (one attempt: ./outbox-delivery.ts), with at most maxInFlight under way at once.
 */
import { describeError } from '../safe-error';
import { deliver, type DeliveryAttempt, type DeliveryContext } from './outbox-delivery';
import type { EmailSender } from './email';
import type { DeliveryRow, LeadStore } from './store';

export { loggedError, type DeliveryAttempt } from './outbox-delivery';

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

  const context: DeliveryContext = { store, webhook, email, brandName, now, random, onAttempt };

  /** Runs one delivery beside the others, so a slow receiver never holds up the rest. */
  function track(row: DeliveryRow): Promise<void> {
    const delivery: Promise<void> = deliver(row, context)
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
