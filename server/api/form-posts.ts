/**
 * The site's own forms (contact, privacy request) on the server, one route shape for both:
 *
 *   application/json (the page's script)          → 200 {ok:true, …} | 400 {error, fields} | 415 | 429 | 503 {error}
 *   application/x-www-form-urlencoded (no script) → 303 to the form's confirmation page, or a page naming each error
 *
 * Spam is kept out without a CAPTCHA: a honeypot field, a minimum time between the form appearing and being
 * sent, a per-client rate limit and the API's body size limit. A caught bot is thanked and nothing is stored,
 * so it learns nothing.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { siteConfig } from '../../app/site.config';
import type { LeadService } from '../leads/lead-service';
import type { RateLimiter } from '../rate-limit';
import { isJsonContentType } from './validation';

export const FORM_ERROR_MESSAGE = 'Please correct the highlighted fields.';
export const STORE_DOWN_MESSAGE = `We couldn't save your message just now. Please try again in a minute, or call ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`;

/** The honeypot: hidden from people, filled in by bots that fill in everything. */
export const HONEYPOT_FIELD = 'website';
/** A person takes longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export type Fields = Record<string, unknown>;

export async function readFields(c: Context): Promise<{ fields: Fields; fromScript: boolean } | null> {
  const type = c.req.header('content-type');
  if (isJsonContentType(type)) {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? { fields: body as Fields, fromScript: true } : null;
    } catch {
      return null;
    }
  }
  if (type?.startsWith('application/x-www-form-urlencoded') || type?.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return { fields: form as Fields, fromScript: false };
  }
  return null;
}

export function isBot(fields: Fields, now: number): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  // Set by the page's script when the form appears; a plain form post has none and is judged on the rest.
  const startedAt = Number(fields.startedAt);
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < MIN_FILL_MS;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Without the page's script: the errors, each named, and the way back to the form with its values. */
export function errorPage(messages: Array<string | undefined>): string {
  const items = messages.map((message) => `<li>${escapeHtml(message ?? '')}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please check the form | ${escapeHtml(siteConfig.brandName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Please check the form</h1><p>Your message was not sent yet:</p><ul>${items}</ul><p>Use your browser's Back button to return to the form: what you typed is still there. Or call ${escapeHtml(siteConfig.phone.display)} or e-mail ${escapeHtml(siteConfig.email)}.</p></body></html>`;
}


/** What every form route needs from the API. */
export interface FormRouteOptions {
  leads?: LeadService;
  limit: RateLimiter;
  clientKey: (c: Context) => string;
  now: () => number;
  limitBody: MiddlewareHandler;
  logError: (message: string, error: unknown) => void;
}

export interface FormPost<Value> {
  path: string;
  /** Where a plain form post lands once stored. */
  receivedPath: string;
  /** Said when a client sends too many. */
  tooMany: string;
  validate(fields: Fields): { ok: true; value: Value } | { ok: false; errors: Record<string, string | undefined> };
  /** Stores the valid form. */
  store(leads: LeadService, value: Value, fields: Fields, now: Date): Promise<void>;
  /** What the page's script gets besides {ok:true}; a caught bot gets the same, so it learns nothing. */
  receipt?(now: Date): Record<string, unknown>;
}

export function registerFormPost<Value>(api: Hono, { leads, limit, clientKey, now, limitBody, logError }: FormRouteOptions, form: FormPost<Value>): void {
  api.post(form.path, limitBody, async (c) => {
    const read = await readFields(c);
    if (!read) return c.json({ error: 'Send the form as JSON or as a form post' }, 415, { 'Cache-Control': 'no-store' });
    const { fields, fromScript } = read;
    const noStore = { 'Cache-Control': 'no-store' };
    const received = () => (fromScript ? c.json({ ok: true, ...form.receipt?.(new Date(now())) }, 200, noStore) : c.redirect(form.receivedPath, 303));
    const failed = (status: 400 | 429 | 503, error: string, fieldErrors?: Record<string, string | undefined>, headers: Record<string, string> = {}) =>
      fromScript
        ? c.json(fieldErrors ? { error, fields: fieldErrors } : { error }, status, { ...noStore, ...headers })
        : c.html(errorPage(fieldErrors ? Object.values(fieldErrors) : [error]), status, headers);

    const decision = await limit.check(clientKey(c));
    if (!decision.allowed) return failed(429, form.tooMany, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
    if (isBot(fields, now())) return received();

    const result = form.validate(fields);
    if (!result.ok) return failed(400, FORM_ERROR_MESSAGE, result.errors);
    if (!leads) return failed(503, STORE_DOWN_MESSAGE);
    try {
      await form.store(leads, result.value, fields, new Date(now()));
    } catch (error) {
      logError(`storing a form from ${form.path} failed:`, error);
      return failed(503, STORE_DOWN_MESSAGE);
    }
    return received();
  });
}
