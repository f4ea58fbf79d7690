/**
 * What the owner receives for a lead or a privacy request: one JSON document (the webhook body, frozen in
 * the outbox when it is taken; a lead's is mapped in lead-fields.ts) and the plain-text e-mail written from it.
 */
import { DETAIL_COLUMNS, LEAD_DETAILS, documentDetail, type LeadDetail, type LeadDocument } from './lead-fields';
import { indentedLines, oneLine } from './owner-text';
import type { NewPrivacyRequest } from './store';
import { PRIVACY_EXTENSION_DAYS } from '../../app/content/legal/figures';

export interface PrivacyRequestDocument {
  type: 'privacy-request';
  id: string;
  created_at: string;
  request_type: NewPrivacyRequest['requestType'];
  name: string;
  email: string;
  details: string | null;
  due_on: string;
}

export type OwnerDocument = LeadDocument | PrivacyRequestDocument;

export function privacyRequestDocument(request: NewPrivacyRequest, createdAt: Date): PrivacyRequestDocument {
  return {
    type: 'privacy-request',
    id: request.id,
    created_at: createdAt.toISOString(),
    request_type: request.requestType,
    name: request.name,
    email: request.email,
    details: request.details ?? null,
    due_on: request.dueOn,
  };
}

const SOURCE_NAMES: Record<LeadDocument['source'], string> = { chat: 'the chat with Vale', form: 'the contact form', voice: 'a voice conversation' };

// Continuation lines of a message are indented, so none of them passes for a field of the e-mail.
const CONTINUATION_INDENT = '  ';
const lines = (text: string) => indentedLines(text, CONTINUATION_INDENT);

/**
 * The e-mail for a document: a subject that says what it is and who, and every field on its own line.
 * Visitor text follows the owner's rule (owner-text.ts): a name with line breaks stays on its line, and
 * control and invisible characters are shown as "[U+202E]".
 */
export function ownerEmail(document: OwnerDocument, brandName: string): { subject: string; text: string } {
  if (document.type === 'privacy-request') {
    return {
      subject: `Privacy request (${oneLine(document.request_type)}) from ${oneLine(document.name)}, due ${document.due_on}`,
      text: [
        `A privacy request arrived through the ${brandName} website.`,
        '',
        `Request: ${oneLine(document.request_type)}`,
        `Name: ${oneLine(document.name)}`,
        `E-mail: ${oneLine(document.email)}`,
        `Details: ${document.details ? lines(document.details) : '(none)'}`,
        `Answer by: ${document.due_on} (extendable once by ${PRIVACY_EXTENSION_DAYS} days, with notice to the requester)`,
        `Received: ${document.created_at}`,
        `Reference: ${document.id}`,
      ].join('\n'),
    };
  }
  const text = [
    `A new lead from ${SOURCE_NAMES[document.source]} on the ${brandName} website (page ${oneLine(document.page)}).`,
    '',
    `Name: ${oneLine(document.name)}`,
    ...EMAIL_DETAILS.flatMap((column) => detailLine(document, column)),
    '',
    `Consent (version ${document.consent.version}, given ${document.consent.given_at}): ${document.consent.text}`,
    `Reference: ${document.id}`,
  ];
  return { subject: `New lead: ${oneLine(document.name)}`, text: text.join('\n') };
}

// How to reply first, then what they told us.
const EMAIL_DETAILS = [...DETAIL_COLUMNS.filter((column) => LEAD_DETAILS[column].howToReply), ...DETAIL_COLUMNS.filter((column) => !LEAD_DETAILS[column].howToReply)];

/** A detail's line, or none for one the visitor left empty. */
function detailLine(document: LeadDocument, column: LeadDetail): string[] {
  const value = documentDetail(document, column);
  if (value === null || value === undefined || value === '') return [];
  const { label, emailLabel = label, multiLine } = LEAD_DETAILS[column];
  return [`${emailLabel}: ${multiLine ? lines(String(value)) : oneLine(String(value))}`];
}
