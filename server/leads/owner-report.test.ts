import { formatOwnerResult, leadsCsv } from './owner-report';
import type { OwnerLead } from './owner-commands';

const lead: OwnerLead = {
  id: '93d02aed-3f56-4eb4-bce8-2a2667741675',
  createdAt: '2026-11-23T14:05:09.000Z',
  source: 'chat',
  page: '/pricing',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  business: '=1+1 bakery',
  message: 'line one\nline two',
  bestTime: 'mornings',
  preferredContact: null,
  consentVersion: 'chat-2026-11-23',
  consentAt: '2026-11-23T14:05:09.000Z',
};

describe("the owner's reports", () => {
  it('print a lead with what is known, and leave out what is not', () => {
    const text = formatOwnerResult({ command: 'list', leads: [lead] });
    expect(text).toContain('1 lead, newest first:');
    expect(text).toContain('2026-11-23 14:05 UTC  Ada Lovelace  (from chat, /pricing)');
    expect(text).toContain('  E-mail: ada@example.com');
    expect(text).toContain('  Message: line one\n    line two');
    expect(text).not.toContain('Phone:');
  });

  it("never pass a visitor's control characters to the terminal", () => {
    const text = formatOwnerResult({ command: 'list', leads: [{ ...lead, name: 'Eve\u001b[2J\u0007' }] });
    expect(text.includes('\u001b') || text.includes('\u0007')).toBe(false);
    expect(text).toContain('Eve?[2J?');
  });

  it('export CSV with a header and formula-like cells neutralised', () => {
    const csv = leadsCsv([lead]);
    const [header, row] = csv.split('\r\n');
    expect(header.split(',')).toHaveLength(13);
    expect(row).toContain(",'=1+1 bakery,");
    expect(csv).toContain('"line one\nline two"');
  });

  it('summarise deliveries by status and show each failure', () => {
    const text = formatOwnerResult({
      command: 'deliveries',
      deliveries: [
        { id: 1, createdAt: lead.createdAt, subject: `lead ${lead.id}`, target: 'webhook', status: 'failed', attempts: 1, lastAttemptAt: lead.createdAt, nextAttemptAt: null, deliveredAt: null, lastError: 'HTTP 404 Not Found' },
        { id: 2, createdAt: lead.createdAt, subject: `lead ${lead.id}`, target: 'email', status: 'delivered', attempts: 2, lastAttemptAt: lead.createdAt, nextAttemptAt: null, deliveredAt: lead.createdAt, lastError: null },
      ],
    });
    expect(text).toContain('2 deliveries: 1 failed, 1 delivered.');
    expect(text).toContain('#1  webhook  FAILED');
    expect(text).toContain('Last error: HTTP 404 Not Found');
  });

  it('say plainly when there is nothing', () => {
    expect(formatOwnerResult({ command: 'list', leads: [] })).toBe('No leads yet.');
    expect(formatOwnerResult({ command: 'retry', requeued: 0 })).toMatch(/^Nothing to retry/);
    expect(formatOwnerResult({ command: 'extend', request: null })).toBe('No privacy request has that id.');
  });
});
