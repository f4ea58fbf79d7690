/**
 * The server's structured logs: one JSON line per event (pino), on stdout. Every line written while an API
 * request or a delivery attempt runs carries its id (`reqId`), so one request's lines can be found together.
 * Logs never hold what visitors wrote: no message text, no e-mail address, no phone number. An error is
 * logged through `errorField`, which says what failed (its kind, codes, status) and never quotes the data
 * it failed on: a query's parameters, a provider's answer, a refused value (./safe-error.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import { describeError, type SafeError } from './safe-error';

export type { Logger };
export { scrub } from './safe-error';

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` with `reqId` on every log line written inside it, however deep. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** A request id sent by a proxy is kept when it is a plain token; anything else gets a fresh one. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : randomUUID();
}

/** An error as a log field: its kind, codes and a message that cannot carry a visitor's words; never a stack. */
export function errorField(error: unknown): SafeError {
  return describeError(error);
}

export interface LoggerOptions {
  /** LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent. */
  level?: string;
  /** Where lines go; stdout by default (tests pass a stream to read them). */
  destination?: DestinationStream;
}

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = {
    level: LEVELS.has(level) ? level : 'info',
    // An `err` is written as errorField describes it, and a description from errorField as it is (pino's own
    // serializer writes an error's message and stack as they came, and calls a description an Object).
    serializers: { err: (value: unknown) => (value instanceof Error || typeof value !== 'object' || value === null ? errorField(value) : value) },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for code run without one (tests, scripts). */
export const silentLogger: Logger = pino({ level: 'silent' });
