/**
 * POST /api/privacy-request: the first-party privacy request form on /privacy-request (the route's shape
 * and spam rules: ./form-posts.ts). Stored with the date its answer is due (45 days) and delivered to the
 * owner like a lead; the page's script gets that date back as {dueOn}.
 */
import type { Hono } from 'hono';
import { privacyRequestDueOn, validatePrivacyRequest } from '../../app/lib/forms/privacy-request-form';
import { registerFormPost, type FormRouteOptions } from './form-posts';

export const PRIVACY_REQUEST_PATH = '/api/privacy-request';
export const PRIVACY_REQUEST_RECEIVED_PATH = '/privacy-request/received';

export function registerPrivacyRequestRoute(api: Hono, options: FormRouteOptions): void {
  registerFormPost(api, options, {
    path: PRIVACY_REQUEST_PATH,
    receivedPath: PRIVACY_REQUEST_RECEIVED_PATH,
    tooMany: 'Too many requests from this connection. Please wait a moment and try again.',
    validate: validatePrivacyRequest,
    async store(leads, value, _fields, now) {
      await leads.submitPrivacyRequest({ ...value, dueOn: privacyRequestDueOn(now) });
    },
    receipt: (now) => ({ dueOn: privacyRequestDueOn(now) }),
  });
}
