/**
 * The server's structured logs: one JSON line per event (pino), on stdout. Every line written while an API
 * request or a delivery attempt runs carries its id (`reqId`), so one request's lines can be found together.
 * Logs never hold what visitors wrote: no message text, no e-mail address, no phone number. Error texts
 * from other systems (an SMTP server's refusal may quote an address) are scrubbed before they are written.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` with `reqId` on every log line written inside it, however deep. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** A request id sent by a proxy is kept when it is a plain token; anything else gets a fresh one. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : randomUUID();
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;
// Seven or more digits, with the separators phone numbers are written with.
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;

/** A text with every e-mail address and phone number replaced. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? '[number]' : match));
}

/** An error as a log field: its kind and scrubbed message, never a stack with the visitor's data in it. */
export function errorField(error: unknown): { type: string; message: string } {
  if (error instanceof Error) return { type: error.name, message: scrub(error.message) };
  return { type: typeof error, message: scrub(String(error)) };
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
