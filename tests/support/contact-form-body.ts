/** A contact form as the page's script posts it, filled in by a person (consent given, shown for a minute before it was sent). */
import { CONTACT_CONSENT } from '../../app/content/lead-consent';

export function contactFormBody(fields: { name: string; email: string; phone?: string; business?: string; message: string }) {
  return {
    phone: '',
    business: '',
    ...fields,
    preferredContact: 'email',
    consent: true,
    consentVersion: CONTACT_CONSENT.version,
    page: '/contact',
    shownForMs: 60_000,
    website: '',
  };
}
