/**
 * What may be said about an error outside the code that caught it (a log line, the lead store thread's
 * answer): its kind, the codes and names that say what failed, and a message that cannot carry what a
 * visitor wrote. Errors of known shapes are described from their fields, never from their messages:
 *   - a query that failed (Drizzle): the statement's verb and table, never its parameters;
 *   - a database's own error (PostgreSQL, PGlite): its SQLSTATE code, constraint and table, never its
 *     message, detail or context, which quote the values refused;
 *   - an answer from another server (HTTP, SMTP): its status, never its body;
 *   - a system error (a refused connection): the call, the code and the host.
 * Any other message is cut to its first line and a short length, with its quoted text, any JSON body,
 * query parameters, e-mail addresses and phone numbers taken out.
 */

export interface SafeError {
  /** The error's kind: its name or class. */
  type: string;
  message: string;
  /** A PostgreSQL SQLSTATE (23505), a system error code (ECONNREFUSED) or another library's code. */
  code?: string;
  constraint?: string;
  table?: string;
  /** The HTTP status another server answered with. */
  status?: number;
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;
// Seven or more digits, with the separators phone numbers are written with.
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;

/** A text with every e-mail address and phone number replaced. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? '[number]' : match));
}

const MAX_MESSAGE_CHARS = 160;

/** A message of unknown shape, without the parts where messages carry their input. */
export function plainMessage(text: string): string {
  const kept = text
    .split('\n', 1)[0]
    .replace(/\bparams:.*$/i, '')
    // A body from its first brace or bracket on.
    .replace(/[{[].*$/, '')
    // Quoted text, which is where messages put the input they refuse ("…" is not valid JSON).
    .replace(/"[^"]*"?|(?<!\w)'[^']*'?/g, '…');
  const clean = scrub(kept).trim();
  if (!clean) return '(no message)';
  return clean.length > MAX_MESSAGE_CHARS ? `${clean.slice(0, MAX_MESSAGE_CHARS - 1)}…` : clean;
}

// PostgreSQL's own names for the conditions a lead store meets; any other is told by its code alone.
const CONDITIONS: Record<string, string> = {
  '08006': 'connection_failure',
  '22001': 'string_data_right_truncation',
  '22021': 'character_not_in_repertoire',
  '22P02': 'invalid_text_representation',
  '22P05': 'untranslatable_character',
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '28P01': 'invalid_password',
  '3D000': 'invalid_catalog_name',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '53300': 'too_many_connections',
  '57P01': 'admin_shutdown',
  '57P03': 'cannot_connect_now',
};

type Fields = Record<string, unknown>;

/** A name from the schema or a code: a short token, never free text. */
const token = (value: unknown, pattern = /^[\w.$-]{1,63}$/): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** The statement's verb and table (`insert into "leads"`), never its values. */
function statementOf(query: string): string {
  const written = /^\s*(insert\s+into|update|delete\s+from)\s+("[\w$]+"|[\w$]+)/i.exec(query);
  if (written) return `${written[1].toLowerCase().replace(/\s+/, ' ')} ${written[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+("[\w$]+"|[\w$]+)/i.exec(query);
  if (read) return `select from ${read[1]}`;
  return token(/^\s*(\w+)/.exec(query)?.[1]) ?? 'query';
}

/** The error's own part of the description: its fields when its shape is known, else its message made plain. */
function describeOne(error: Error): SafeError {
  const fields = error as unknown as Fields;
  const code = token(fields.code, /^[A-Za-z0-9_]{2,40}$/);
  if (typeof fields.severity === 'string' && code && /^[0-9A-Z]{5}$/.test(code)) {
    return { type: 'DatabaseError', message: CONDITIONS[code] ?? 'database error', code, constraint: token(fields.constraint), table: token(fields.table) };
  }
  const type = token(error.name !== 'Error' && error.name !== 'error' ? error.name : error.constructor?.name, /^\w{1,60}$/) ?? 'Error';
  if (typeof fields.query === 'string' && 'params' in fields) return { type, message: statementOf(fields.query) };
  if (typeof fields.status === 'number') return { type, message: `HTTP ${fields.status}`, status: fields.status, code };
  if (typeof fields.responseCode === 'number') return { type, message: `SMTP ${fields.responseCode}`, code };
  if (code && typeof fields.syscall === 'string') {
    const host = token(fields.address, /^[\w.:[\]-]{1,255}$/);
    const port = typeof fields.port === 'number' ? `:${fields.port}` : '';
    return { type, message: [token(fields.syscall), code, host && `${host}${port}`].filter(Boolean).join(' '), code };
  }
  return { type, message: error.message ? plainMessage(error.message) : (code ?? '(no message)'), code };
}

/** How many causes deep an error is followed (a query error wraps the database's, a fetch error the socket's). */
const MAX_CAUSES = 3;

/** The error as it may be logged or sent on: nothing in it was written by a visitor. */
export function describeError(error: unknown): SafeError {
  return describe(error, MAX_CAUSES);
}

function describe(error: unknown, causesLeft: number): SafeError {
  if (error instanceof DescribedError) return error.description;
  if (!(error instanceof Error)) return { type: typeof error, message: plainMessage(String(error)) };
  const own = definedOnly(describeOne(error));
  if (error.cause === undefined || causesLeft === 0) return own;
  // The cause completes the error's own account: its codes where the error has none, its message after.
  const cause = describe(error.cause, causesLeft - 1);
  return { ...cause, ...own, message: `${own.message}: ${cause.message}` };
}

/** Leaves out the fields an error did not have, so a log line shows only what it says. */
function definedOnly(description: SafeError): SafeError {
  return Object.fromEntries(Object.entries(description).filter(([, value]) => value !== undefined)) as unknown as SafeError;
}

/**
 * An error rebuilt from its description, where the original cannot go (the lead store thread's errors,
 * on the server's side). It carries the codes as the original did, and is described as it came.
 */
export class DescribedError extends Error {
  readonly code?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly status?: number;

  constructor(
    readonly description: SafeError,
    options?: { cause?: unknown },
  ) {
    super(description.message, options);
    this.name = description.type;
    this.code = description.code;
    this.constraint = description.constraint;
    this.table = description.table;
    this.status = description.status;
  }
}
