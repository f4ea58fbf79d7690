/**
 * What the owner receives for a lead or a privacy request: one JSON document (the webhook body, frozen in
 * the outbox when the lead is taken) and the plain-text e-mail written from it.
 */
import type { NewLead, NewPrivacyRequest } from './store';

export interface LeadDocument {
  type: 'lead';
  id: string;
  created_at: string;
  source: NewLead['source'];
  page: string;
  name: string;
  email: string | null;
  phone: string | null;
  business: string | null;
  message: string | null;
  best_time: string | null;
  preferred_contact: string | null;
  consent: { text: string; version: string; given_at: string };
}

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

export function leadDocument(lead: NewLead): LeadDocument {
  return {
    type: 'lead',
    id: lead.id,
    created_at: lead.consentAt.toISOString(),
    source: lead.source,
    page: lead.page,
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    business: lead.business ?? null,
    message: lead.message ?? null,
    best_time: lead.bestTime ?? null,
    preferred_contact: lead.preferredContact ?? null,
    consent: { text: lead.consentText, version: lead.consentVersion, given_at: lead.consentAt.toISOString() },
  };
}

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

/** The e-mail for a document: a subject that says what it is and who, and every field on its own line. */
export function ownerEmail(document: OwnerDocument, brandName: string): { subject: string; text: string } {
  if (document.type === 'privacy-request') {
    return {
      subject: `Privacy request (${document.request_type}) from ${document.name}, due ${document.due_on}`,
      text: [
        `A privacy request arrived through the ${brandName} website.`,
        '',
        `Request: ${document.request_type}`,
        `Name: ${document.name}`,
        `E-mail: ${document.email}`,
        `Details: ${document.details ?? '(none)'}`,
        `Answer by: ${document.due_on} (extendable once by 45 days, with notice to the requester)`,
        `Received: ${document.created_at}`,
        `Reference: ${document.id}`,
      ].join('\n'),
    };
  }
  const lines = [
    `A new lead from ${SOURCE_NAMES[document.source]} on the ${brandName} website (page ${document.page}).`,
    '',
    `Name: ${document.name}`,
    document.email && `E-mail: ${document.email}`,
    document.phone && `Phone: ${document.phone}`,
    document.preferred_contact && `Prefers: ${document.preferred_contact}`,
    document.business && `Business: ${document.business}`,
    document.message && `Message: ${document.message}`,
    document.best_time && `Best time to reach them: ${document.best_time}`,
    '',
    `Consent (version ${document.consent.version}, given ${document.consent.given_at}): ${document.consent.text}`,
    `Reference: ${document.id}`,
  ].filter((line): line is string => typeof line === 'string');
  return { subject: `New lead: ${document.name}`, text: lines.join('\n') };
}
