/**
 * The words of the site's own forms (app/features/leads): each field's label, hints, buttons and what the
 * visitor reads once a form is sent. The rules and their error messages, which the server shares, are in
 * app/lib/forms. Kept apart from the pages' copy, which Vale reads line by line.
 */
import type { ContactField, PreferredContact } from '~/lib/forms/form-rules';
import type { PrivacyRequestField } from '~/lib/forms/privacy-request-form';
import { PRIVACY_CONFIRM_BUSINESS_DAYS, PRIVACY_EXTENSION_DAYS } from './legal/figures';

/** A field's label, and what follows it in muted type ("(required)", "(optional)"). */
export interface FieldLabel {
  text: string;
  note?: string;
}

export interface ContactFormWords {
  /** Every text field of the form: a field added to CONTACT_FIELDS needs its label here. */
  fields: Record<Exclude<ContactField, 'preferredContact' | 'consent'>, FieldLabel>;
  /** Under the e-mail address and the phone number, describing both. */
  reachHint: string;
  preferredContact: {
    legend: string;
    choices: Record<PreferredContact, string>;
    /** How the thank-you says it: "we reply … by {method}". */
    inThanks: Record<PreferredContact, string>;
  };
  send: string;
  sending: string;
  sendAnother: string;
  /** Shown when the form's request never reaches the server. */
  networkError: string;
}

export const contactFormWords: ContactFormWords = {
  fields: {
    name: { text: 'Name', note: '(required)' },
    email: { text: 'E-mail' },
    phone: { text: 'Phone' },
    business: { text: 'Business', note: '(optional)' },
    message: { text: 'How can we help?', note: '(optional)' },
  },
  reachHint: 'An e-mail address or a phone number, so we can reply.',
  preferredContact: {
    legend: 'How should we reach you?',
    choices: { email: 'E-mail', phone: 'Phone call', text: 'Text message' },
    inThanks: { email: 'e-mail', phone: 'phone', text: 'text message' },
  },
  send: 'Send Message',
  sending: 'Sending…',
  sendAnother: 'Send another message',
  networkError: "Your message couldn't be sent: the connection dropped. Please try again; what you typed is still here.",
};

export interface PrivacyRequestFormWords {
  title: string;
  description: string;
  fields: Record<PrivacyRequestField, string>;
  /** The request type's empty choice. */
  chooseRequest: string;
  send: string;
  sending: string;
  networkError: string;
  received: { heading: string; text: (dueDate: string) => string };
}

export const privacyRequestFormWords: PrivacyRequestFormWords = {
  title: 'Send your request here',
  description: 'Or use the prepared e-mails, phone or mail below; every way reaches the same team.',
  fields: {
    requestType: 'What are you asking for?',
    name: 'Your name',
    email: 'E-mail address we should answer',
    details: 'Details (optional): what should change, which phone numbers or addresses, where you live',
  },
  chooseRequest: 'Choose a request',
  send: 'Send Request',
  sending: 'Sending…',
  networkError: "Your request couldn't be sent: the connection dropped. Please try again; what you typed is still here.",
  received: {
    heading: 'We received your request.',
    text: (dueDate) =>
      `We will confirm it within ${PRIVACY_CONFIRM_BUSINESS_DAYS} business days and answer by ${dueDate}. If we need more time, we will tell you ` +
      `before then; we can extend once, by ${PRIVACY_EXTENSION_DAYS} days.`,
  },
};
