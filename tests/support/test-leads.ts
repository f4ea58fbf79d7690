/** A lead service for tests: an in-memory store, no delivery target unless given, and a quiet log. */
import { startLeads, type LeadInput, type LeadService, type StartLeadsOptions } from '../../server/leads/lead-service';
import { openLeadStore } from '../../server/leads/store';

export function startTestLeads(options: Partial<StartLeadsOptions> = {}): LeadService {
  return startLeads({
    env: { dataDir: '' },
    brandName: 'Starbound Systems',
    siteEmail: 'hello@example.com',
    siteHost: 'example.com',
    log: () => {},
    openStore: () => openLeadStore(),
    ...options,
  });
}

/** A contact-form lead as the form route hands it to the lead service. */
export const formLead: LeadInput = {
  source: 'form',
  page: '/contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please call me back.',
  consentText: 'I agree to be contacted about my request.',
  consentVersion: '2026-11-23',
};
