/**
 * The server's structured logs: one JSON line per event (pino), on stdout, for log collectors; on a terminal,
 * one plain line per event instead (see logFormatFor). Every line written while an API
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

/** `json`: one JSON object per line, for log collectors. `plain`: one line of text per event, for a person. */
export type LogFormat = 'json' | 'plain';

/** Plain lines for a person at a terminal; JSON wherever the output is collected (a pipe, a file, a service's journal). */
export function logFormatFor(output: { isTTY?: boolean }): LogFormat {
  return output.isTTY ? 'plain' : 'json';
}

export interface LoggerOptions {
  /** LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent. */
  level?: string;
  /** Where lines go; stdout by default (tests pass a stream to read them). */
  destination?: DestinationStream;
  /** JSON by default. */
  format?: LogFormat;
}

const LEVEL_PREFIXES: Record<number, string> = { 10: 'trace: ', 20: 'debug: ', 40: 'warning: ', 50: 'error: ', 60: 'fatal: ' };
const RECORD_KEYS = new Set(['level', 'time', 'pid', 'msg']);

function plainValue(value: unknown): string {
  return typeof value === 'string' && /^\S+$/.test(value) ? value : JSON.stringify(value);
}

/** One log record as a line for a person: its level when above info, its message, then its fields. */
export function plainLine(record: Record<string, unknown>): string {
  const fields = Object.entries(record).filter(([key, value]) => !RECORD_KEYS.has(key) && value !== undefined);
  const details = fields.length ? ` (${fields.map(([key, value]) => `${key}=${plainValue(value)}`).join(', ')})` : '';
  return `${LEVEL_PREFIXES[record.level as number] ?? ''}${record.msg ?? ''}${details}`;
}

/** A destination that writes each of pino's JSON lines to `output` as a plain line. */
function plainLines(output: DestinationStream): DestinationStream {
  return { write: (line: string) => output.write(`${plainLine(JSON.parse(line) as Record<string, unknown>)}\n`) };
}

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

export function createLogger({ level = 'info', destination, format = 'json' }: LoggerOptions = {}): Logger {
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
  if (format === 'plain') return pino(options, plainLines(destination ?? process.stdout));
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for code run without one (tests, scripts). */
export const silentLogger: Logger = pino({ level: 'silent' });
