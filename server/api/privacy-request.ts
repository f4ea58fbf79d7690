/**
 * POST /api/privacy-request: the first-party privacy request form on /privacy-request. Stored with the
 * date its answer is due (45 days) and delivered to the owner like a lead; the same spam rules as the
 * contact form.
 *
 *   application/json                    → 200 {ok:true, dueOn} | 400 {error, fields} | 429 | 503 {error}
 *   application/x-www-form-urlencoded   → 303 to /privacy-request/received, or a page naming each error
 */
import type { Hono } from 'hono';
import { privacyRequestDueOn, validatePrivacyRequest } from '../../app/features/leads/privacy-request-form';
import type { ContactRouteOptions } from './contact';
import { FORM_ERROR_MESSAGE, STORE_DOWN_MESSAGE } from './contact';
import { errorPage, isBot, readFields } from './form-posts';

export const PRIVACY_REQUEST_PATH = '/api/privacy-request';
export const PRIVACY_REQUEST_RECEIVED_PATH = '/privacy-request/received';

export function registerPrivacyRequestRoute(api: Hono, { leads, limit, clientKey, now, limitBody, logError }: ContactRouteOptions): void {
  api.post(PRIVACY_REQUEST_PATH, limitBody, async (c) => {
    const read = await readFields(c);
    if (!read) return c.json({ error: 'Send the form as JSON or as a form post' }, 415, { 'Cache-Control': 'no-store' });
    const { fields, fromScript } = read;
    const dueOn = privacyRequestDueOn(new Date(now()));
    const received = () => (fromScript ? c.json({ ok: true, dueOn }, 200, { 'Cache-Control': 'no-store' }) : c.redirect(PRIVACY_REQUEST_RECEIVED_PATH, 303));
    const failed = (status: 400 | 429 | 503, error: string, fieldErrors?: Record<string, string | undefined>, headers: Record<string, string> = {}) =>
      fromScript
        ? c.json(fieldErrors ? { error, fields: fieldErrors } : { error }, status, { 'Cache-Control': 'no-store', ...headers })
        : c.html(errorPage(fieldErrors ? Object.values(fieldErrors) : [error]), status, headers);

    const decision = await limit.check(clientKey(c), now());
    if (!decision.allowed) {
      return failed(429, 'Too many requests from this connection. Please wait a moment and try again.', undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    if (isBot(fields, now())) return received();

    const result = validatePrivacyRequest(fields);
    if (!result.ok) return failed(400, FORM_ERROR_MESSAGE, result.errors);
    if (!leads) return failed(503, STORE_DOWN_MESSAGE);
    try {
      await leads.submitPrivacyRequest({ ...result.value, dueOn });
    } catch (error) {
      logError('storing a privacy request failed:', error);
      return failed(503, STORE_DOWN_MESSAGE);
    }
    return received();
  });
}
