/**
 * POST /api/contact: the first-party contact form.
 *
 *   application/json (the page's script)          → 200 {ok:true} | 400 {error, fields} | 429 | 503 {error}
 *   application/x-www-form-urlencoded (no script) → 303 to /contact/thank-you, or a page with the errors
 *
 * Spam is kept out without a CAPTCHA: a honeypot field, a minimum time between the form appearing and being
 * sent, a per-client rate limit and the API's body size limit. A caught bot is told "thank you" and nothing
 * is stored, so it learns nothing.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { consentByVersion } from '../../app/content/lead-consent';
import { pages } from '../../app/content/pages';
import { siteConfig } from '../../app/site.config';
import { validateContactForm, type ContactFieldErrors, type ContactInput } from '../../app/features/leads/contact-form';
import type { LeadService } from '../leads/lead-service';
import type { RateLimiter } from '../rate-limit';
import { isJsonContentType } from './validation';

export const CONTACT_PATH = '/api/contact';
export const CONTACT_THANK_YOU_PATH = '/contact/thank-you';
/** The honeypot: hidden from people, filled in by bots that fill in everything. */
export const HONEYPOT_FIELD = 'website';
/** A person takes longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export const FORM_ERROR_MESSAGE = 'Please correct the highlighted fields.';
export const STORE_DOWN_MESSAGE = `We couldn't save your message just now. Please try again in a minute, or call ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`;

const knownPaths = new Set(pages.map((page) => page.path));

export interface ContactRouteOptions {
  leads?: LeadService;
  limit: RateLimiter;
  clientKey: (c: Context) => string;
  now: () => number;
  limitBody: MiddlewareHandler;
  logError: (message: string, error: unknown) => void;
}

type Fields = Record<string, unknown>;

async function readFields(c: Context): Promise<{ fields: Fields; fromScript: boolean } | null> {
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

function isBot(fields: Fields, now: number): boolean {
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
function errorPage(errors: ContactFieldErrors): string {
  const items = Object.values(errors).map((message) => `<li>${escapeHtml(message ?? '')}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please check the form | ${escapeHtml(siteConfig.brandName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Please check the form</h1><p>Your message was not sent yet:</p><ul>${items}</ul><p>Use your browser's Back button to return to the form: what you typed is still there. Or call ${escapeHtml(siteConfig.phone.display)} or e-mail ${escapeHtml(siteConfig.email)}.</p></body></html>`;
}

export function registerContactRoute(api: Hono, { leads, limit, clientKey, now, limitBody, logError }: ContactRouteOptions): void {
  api.post(CONTACT_PATH, limitBody, async (c) => {
    const read = await readFields(c);
    if (!read) return c.json({ error: 'Send the form as JSON or as a form post' }, 415, { 'Cache-Control': 'no-store' });
    const { fields, fromScript } = read;
    const thanked = () => (fromScript ? c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }) : c.redirect(CONTACT_THANK_YOU_PATH, 303));

    const decision = await limit.check(clientKey(c), now());
    if (!decision.allowed) {
      const error = 'Too many messages from this connection. Please wait a moment and try again.';
      return fromScript
        ? c.json({ error }, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(decision.retryAfterSeconds) })
        : c.html(errorPage({ name: error }), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    if (isBot(fields, now())) return thanked();

    const result = validateContactForm(fields as ContactInput);
    if (!result.ok) {
      return fromScript ? c.json({ error: FORM_ERROR_MESSAGE, fields: result.errors }, 400, { 'Cache-Control': 'no-store' }) : c.html(errorPage(result.errors), 400);
    }
    if (!leads) return fromScript ? c.json({ error: STORE_DOWN_MESSAGE }, 503) : c.html(errorPage({ name: STORE_DOWN_MESSAGE }), 503);

    const consent = consentByVersion(fields.consentVersion);
    const page = typeof fields.page === 'string' && knownPaths.has(fields.page) ? fields.page : '/contact';
    try {
      await leads.submitLead({
        source: 'form',
        page,
        ...result.value,
        consentText: consent.text,
        consentVersion: consent.version,
      });
    } catch (error) {
      logError('storing a contact form failed:', error);
      return fromScript ? c.json({ error: STORE_DOWN_MESSAGE }, 503, { 'Cache-Control': 'no-store' }) : c.html(errorPage({ name: STORE_DOWN_MESSAGE }), 503);
    }
    return thanked();
  });
}
