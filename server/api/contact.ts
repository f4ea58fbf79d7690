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
import { validateContactForm, type ContactInput } from '../../app/features/leads/contact-form';
import type { LeadService } from '../leads/lead-service';
import type { RateLimiter } from '../rate-limit';
import { errorPage, isBot, readFields } from './form-posts';

export const CONTACT_PATH = '/api/contact';
export const CONTACT_THANK_YOU_PATH = '/contact/thank-you';
export { HONEYPOT_FIELD, MIN_FILL_MS } from './form-posts';

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
        : c.html(errorPage([error]), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    if (isBot(fields, now())) return thanked();

    const result = validateContactForm(fields as ContactInput);
    if (!result.ok) {
      return fromScript ? c.json({ error: FORM_ERROR_MESSAGE, fields: result.errors }, 400, { 'Cache-Control': 'no-store' }) : c.html(errorPage(Object.values(result.errors)), 400);
    }
    if (!leads) return fromScript ? c.json({ error: STORE_DOWN_MESSAGE }, 503) : c.html(errorPage([STORE_DOWN_MESSAGE]), 503);

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
      return fromScript ? c.json({ error: STORE_DOWN_MESSAGE }, 503, { 'Cache-Control': 'no-store' }) : c.html(errorPage([STORE_DOWN_MESSAGE]), 503);
    }
    return thanked();
  });
}
