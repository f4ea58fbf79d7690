/**
 * The privacy request form's rules (browser and server) and its deadline: answered within 45 days of
 * receipt, extendable once by 45 more (SPEC §9).
 */
import * as z from 'zod/mini';
import { holdsCardNumber } from './card-numbers';
import { CONTACT_ERRORS, CONTACT_LIMITS, characters, isEmailAddress, lineField, textField } from './contact-form';
import { isPrivacyRequestKind, type PrivacyRequestKind } from './privacy-request-rules';
import { groupThousands } from '~/lib/numbers';

export * from './privacy-request-rules';

export const PRIVACY_REQUEST_ERRORS = {
  requestType: 'Please choose what you are asking for.',
  name: CONTACT_ERRORS.name,
  email: 'Please enter the e-mail address we should answer, like name@example.com.',
  details: `Please keep the details under ${groupThousands(CONTACT_LIMITS.message)} characters.`,
} as const;

/** A request is never stored with a payment card number in it. */
export const DETAILS_CARD_NUMBER_ERROR = 'Please take the card number out of the details: we never need it to answer a privacy request.';

export type PrivacyRequestField = keyof typeof PRIVACY_REQUEST_ERRORS;
export type PrivacyRequestErrors = Partial<Record<PrivacyRequestField, string>>;

export interface PrivacyRequestSubmission {
  requestType: PrivacyRequestKind;
  name: string;
  email: string;
  details: string | null;
}

// Cleaned like the contact form's fields (see form-rules.ts): the details keep their line breaks.
const schema = z.object({ requestType: lineField, name: lineField, email: lineField, details: textField });

export function validatePrivacyRequest(input: Partial<Record<PrivacyRequestField, unknown>>):
  | { ok: true; value: PrivacyRequestSubmission }
  | { ok: false; errors: PrivacyRequestErrors } {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: PrivacyRequestErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PrivacyRequestField;
      errors[field] = PRIVACY_REQUEST_ERRORS[field];
    }
    return { ok: false, errors };
  }
  const { requestType, name, email, details } = parsed.data;
  const errors: PrivacyRequestErrors = {};
  if (!isPrivacyRequestKind(requestType)) errors.requestType = PRIVACY_REQUEST_ERRORS.requestType;
  if (!name || characters(name) > CONTACT_LIMITS.name) errors.name = PRIVACY_REQUEST_ERRORS.name;
  if (!isEmailAddress(email) || characters(email) > CONTACT_LIMITS.email) errors.email = PRIVACY_REQUEST_ERRORS.email;
  if (characters(details) > CONTACT_LIMITS.message) errors.details = PRIVACY_REQUEST_ERRORS.details;
  else if (holdsCardNumber(details)) errors.details = DETAILS_CARD_NUMBER_ERROR;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { requestType: requestType as PrivacyRequestKind, name, email, details: details || null } };
}
