/**
 * POST /api/contact: the first-party contact form (the route's shape and spam rules: ./form-posts.ts).
 * Each lead is stored with the consent line and version the visitor saw, and the page they were on.
 */
import type { Hono } from 'hono';
import { consentByVersion } from '../../app/content/lead-consent';
import { validateContactForm, type ContactInput, type ContactSubmission } from '../../app/lib/forms/contact-form';
import type { LeadInput } from '../leads/lead-service';
import { registerFormPost, type FormRouteOptions } from './form-posts';
import { knownPaths } from './known-paths';

export const CONTACT_PATH = '/api/contact';
export const CONTACT_THANK_YOU_PATH = '/contact/thank-you';

/** What the form takes, as the lead keeps it: a field with no column of its own does not compile. */
type FormDetails = Pick<LeadInput, keyof ContactSubmission>;

export function registerContactRoute(api: Hono, options: FormRouteOptions): void {
  registerFormPost(api, options, {
    path: CONTACT_PATH,
    receivedPath: CONTACT_THANK_YOU_PATH,
    tooMany: 'Too many messages from this connection. Please wait a moment and try again.',
    validate: (fields) => validateContactForm(fields as ContactInput),
    async store(leads, value, fields) {
      const consent = consentByVersion(fields.consentVersion);
      const page = typeof fields.page === 'string' && knownPaths.has(fields.page) ? fields.page : '/contact';
      await leads.submitLead({ source: 'form', page, ...(value satisfies FormDetails), consentText: consent.text, consentVersion: consent.version });
    },
  });
}
