/** A lead service for tests: an in-memory store, no delivery target unless given, and a quiet log. */
import { startLeads, type LeadService, type StartLeadsOptions } from '../../server/leads/lead-service';
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
