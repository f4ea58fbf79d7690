/**
 * The site's own forms (contact, privacy request) on the server, one route shape for both:
 *
 *   application/json (the page's script)          → 200 {ok:true, …} | 400 {error, fields?} | 403 | 415 | 429 | 503 {error}
 *   application/x-www-form-urlencoded (no script) → 303 to the form's confirmation page, or a page naming each error
 *
 * A form is answered as received only once it is stored. Spam is kept out without a CAPTCHA: a honeypot field,
 * a minimum time between the form appearing and being sent (../../app/lib/forms/fill-time.ts), a
 * per-client rate limit and the API's body size limit; a caught sender is refused in plain words, never
 * thanked. Posts from other sites are refused (a third-party page could otherwise file leads, or privacy
 * requests, through its visitors' browsers).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { siteConfig } from '../../app/site.config';
import { SHOWN_FOR_FIELD, TOO_FAST_MESSAGE, fillTimeLeft } from '../../app/lib/forms/fill-time';
import type { LeadService } from '../leads/lead-service';
import { StoreUnavailableError } from '../leads/store-keeper';
import type { RateLimiter } from '../rate-limit';
import { isJsonContentType } from './validation';

export const FORM_ERROR_MESSAGE = 'Please correct the highlighted fields.';
export const STORE_DOWN_MESSAGE = `We couldn't save your message just now. Please try again in a minute, or call ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`;
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please send it again from the page.';
export const CROSS_SITE_MESSAGE = `This form can only be sent from ${new URL(siteConfig.siteUrl).host}. Please use the form on the site itself.`;
/** For a form whose hidden trap field was filled in: a person never sees that field, so this is almost always a bot. */
export const TRAPPED_MESSAGE = `This form could not be accepted. Please call ${siteConfig.phone.display} or e-mail ${siteConfig.email} instead.`;

/** The honeypot: hidden from people, filled in by bots that fill in everything. */
export const HONEYPOT_FIELD = 'website';

export type Fields = Record<string, unknown>;

type ReadFields = { ok: true; fields: Fields } | { ok: false; status: 400 | 415; error: string };

export async function readFields(c: Context): Promise<ReadFields> {
  const type = c.req.header('content-type');
  if (isJsonContentType(type)) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return { ok: false, status: 400, error: 'The form must be sent as a JSON object.' };
    }
    return body && typeof body === 'object' && !Array.isArray(body)
      ? { ok: true, fields: body as Fields }
      : { ok: false, status: 400, error: 'The form must be sent as a JSON object.' };
  }
  if (type?.startsWith('application/x-www-form-urlencoded') || type?.startsWith('multipart/form-data')) {
    try {
      return { ok: true, fields: (await c.req.parseBody()) as Fields };
    } catch (error) {
      // A sender gone mid-body is not the form's fault: the API's error handler lets it go quietly.
      if (c.req.raw.signal.aborted) throw error;
      return { ok: false, status: 400, error: UNREADABLE_FORM_MESSAGE };
    }
  }
  return { ok: false, status: 415, error: 'Send the form as JSON or as a form post' };
}

/** Why a form is refused as spam, or null for a form a person could have sent. */
export function spamVerdict(fields: Fields): 'trapped' | 'too-fast' | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'trapped';
  // Sent by the page's script; a plain form post has none and is judged on the rest.
  const shownFor = fields[SHOWN_FOR_FIELD];
  if (shownFor === undefined || shownFor === '') return null;
  const shownForMs = Number(shownFor);
  return Number.isFinite(shownForMs) && fillTimeLeft(shownForMs) === 0 ? null : 'too-fast';
}

/**
 * Whether a post comes from another site. Browsers say where a request comes from: Sec-Fetch-Site (every
 * current browser) or else Origin; a post from our own pages says same-origin or names our host. A client that
 * sends neither (curl, an old browser's same-page post) is not a browser being used by another site.
 */
export function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    const { host } = new URL(origin);
    return host !== c.req.header('host') && host !== new URL(siteConfig.siteUrl).host;
  } catch {
    // "null" (a sandboxed frame, a page opened from a file) or something else no page of ours sends.
    return true;
  }
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
  /** What the page's script gets besides {ok:true}. */
  receipt?(now: Date): Record<string, unknown>;
}

export function registerFormPost<Value>(api: Hono, { leads, limit, clientKey, now, limitBody, logError }: FormRouteOptions, form: FormPost<Value>): void {
  api.post(form.path, limitBody, async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    // The page's script sends JSON and reads JSON; a plain form post gets pages.
    const fromScript = isJsonContentType(c.req.header('content-type'));
    const failed = (status: 400 | 403 | 415 | 429 | 503, error: string, fieldErrors?: Record<string, string | undefined>, headers: Record<string, string> = {}) =>
      fromScript
        ? c.json(fieldErrors ? { error, fields: fieldErrors } : { error }, status, { ...noStore, ...headers })
        : c.html(errorPage(fieldErrors ? Object.values(fieldErrors) : [error]), status, { ...noStore, ...headers });

    if (isCrossSite(c)) return failed(403, CROSS_SITE_MESSAGE);
    const read = await readFields(c);
    if (!read.ok) return failed(read.status, read.error);
    const { fields } = read;

    const decision = await limit.check(clientKey(c));
    if (!decision.allowed) return failed(429, form.tooMany, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
    const spam = spamVerdict(fields);
    if (spam) return failed(400, spam === 'too-fast' ? TOO_FAST_MESSAGE : TRAPPED_MESSAGE);

    const result = form.validate(fields);
    if (!result.ok) return failed(400, FORM_ERROR_MESSAGE, result.errors);
    if (!leads) return failed(503, STORE_DOWN_MESSAGE);
    try {
      await form.store(leads, result.value, fields, new Date(now()));
    } catch (error) {
      // A store that is not open has said so once already (server/leads/store-keeper.ts), not once per form.
      if (!(error instanceof StoreUnavailableError)) logError(`storing a form from ${form.path} failed:`, error);
      return failed(503, STORE_DOWN_MESSAGE);
    }
    return fromScript ? c.json({ ok: true, ...form.receipt?.(new Date(now())) }, 200, noStore) : c.redirect(form.receivedPath, 303);
  });
}
