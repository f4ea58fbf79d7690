/**
 * The first-party contact form's rules, one schema for the browser (field errors as the visitor types or
 * sends) and for the server (the same checks on whatever arrives). Messages are written for the visitor.
 */
import * as z from 'zod/mini';
import { groupThousands } from '~/lib/numbers';
import { holdsCardNumber } from './card-numbers';
import {
  CONTACT_LIMITS,
  PREFERRED_CONTACT,
  characters,
  cleanLine,
  cleanText,
  isEmailAddress,
  isPhoneNumber,
  type ContactField,
  type PreferredContact,
} from './form-rules';

export * from './form-rules';

export const CONTACT_ERRORS = {
  name: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  email: 'Please enter a valid e-mail address, like name@example.com.',
  phone: 'Please enter a valid phone number, like (832) 555-0142.',
  reachable: 'Please give an e-mail address or a phone number so we can reply.',
  phoneForCall: 'Please enter a phone number so we can call or text you.',
  business: `Please keep the business name under ${CONTACT_LIMITS.business} characters.`,
  message: `Please keep your message under ${groupThousands(CONTACT_LIMITS.message)} characters.`,
  messageCardNumber: "Please take the card number out of your message: we never take payments through this form, and our team sets up billing with you directly.",
  consent: 'Please agree to be contacted so we can reply.',
} as const;

/**
 * A valid form as the store takes it: the name, the way to reply, and every other field (null when left
 * empty). Each field of CONTACT_FIELDS is here, so one the validator does not return does not compile.
 */
export type ContactSubmission = { name: string; preferredContact: PreferredContact } & Record<Exclude<ContactField, 'name' | 'preferredContact' | 'consent'>, string | null>;

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactValidation = { ok: true; value: ContactSubmission } | { ok: false; errors: ContactFieldErrors };

/**
 * A one-line form field as text: missing is empty, cleaned as form-rules.ts says (what the store cannot keep
 * is dropped or replaced, never refused), on one line, and spaces around it do not count.
 */
export const lineField = z.pipe(
  z.optional(z.string()),
  z.transform((value) => cleanLine(value ?? '').trim()),
);

/** A multi-line form field (a message): the same, keeping its line breaks. */
export const textField = z.pipe(
  z.optional(z.string()),
  z.transform((value) => cleanText(value ?? '').trim()),
);

const schema = z.object({
  name: lineField,
  email: lineField,
  phone: lineField,
  business: lineField,
  message: textField,
  preferredContact: z.optional(z.string()),
  consent: z.optional(z.union([z.boolean(), z.string()])),
});

/** Form fields as they arrive: strings from a form post, strings and a boolean from the page's script. */
export type ContactInput = Partial<Record<ContactField, unknown>>;

export function validateContactForm(input: ContactInput): ContactValidation {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: ContactFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= field === 'consent' ? CONTACT_ERRORS.consent : field === 'name' ? CONTACT_ERRORS.name : 'Please check this field.';
    }
    return { ok: false, errors };
  }
  const { name, email, phone, business, message } = parsed.data;
  const preferredContact = (PREFERRED_CONTACT as readonly string[]).includes(parsed.data.preferredContact ?? '')
    ? (parsed.data.preferredContact as PreferredContact)
    : 'email';
  const consent = parsed.data.consent === true || parsed.data.consent === 'on' || parsed.data.consent === 'true' || parsed.data.consent === 'yes';

  const errors: ContactFieldErrors = {};
  if (!name) errors.name = CONTACT_ERRORS.name;
  else if (characters(name) > CONTACT_LIMITS.name) errors.name = CONTACT_ERRORS.nameTooLong;
  if (email && (characters(email) > CONTACT_LIMITS.email || !isEmailAddress(email))) errors.email = CONTACT_ERRORS.email;
  if (phone && (characters(phone) > CONTACT_LIMITS.phone || !isPhoneNumber(phone))) errors.phone = CONTACT_ERRORS.phone;
  if (!email && !phone) errors.email = CONTACT_ERRORS.reachable;
  if (!phone && !errors.email && (preferredContact === 'phone' || preferredContact === 'text')) errors.phone = CONTACT_ERRORS.phoneForCall;
  if (characters(business) > CONTACT_LIMITS.business) errors.business = CONTACT_ERRORS.business;
  if (characters(message) > CONTACT_LIMITS.message) errors.message = CONTACT_ERRORS.message;
  // A card number is never stored, e-mailed or sent on: the visitor takes it out and keeps the rest.
  else if (holdsCardNumber(message)) errors.message = CONTACT_ERRORS.messageCardNumber;
  if (!consent) errors.consent = CONTACT_ERRORS.consent;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    value: { name, email: email || null, phone: phone || null, business: business || null, message: message || null, preferredContact },
  };
}
