import { formatOwnerResult, leadsCsv } from './owner-report';
import type { OwnerLead } from './lead-fields';

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

  it('print the questions Vale could not answer, with the answer a visitor said they meant', () => {
    const text = formatOwnerResult({
      command: 'questions',
      questions: [
        { askedAt: '2026-11-23T14:05:09.000Z', question: 'how much do you charge\nfor atom', meant: 'faq:how-much-does-atom-cost' },
        { askedAt: '2026-11-22T09:00:00.000Z', question: 'do you sell submarine insurance', meant: null },
      ],
    });
    expect(text).toBe(
      [
        '2 questions Vale could not answer, newest first:',
        '2026-11-23 14:05 UTC  how much do you charge for atom',
        '    the visitor meant: faq:how-much-does-atom-cost',
        '2026-11-22 09:00 UTC  do you sell submarine insurance',
      ].join('\n'),
    );
  });

  it("never pass a visitor's control, bidi or zero-width characters to the terminal", () => {
    const text = formatOwnerResult({ command: 'list', leads: [{ ...lead, name: 'Eve\u001b[2J\u0007\u202e\u200b', business: 'Shop\u2066x\u2069\ufeff' }] });
    for (const hidden of ['\u001b', '\u0007', '\u202e', '\u200b', '\u2066', '\u2069', '\ufeff']) expect(text).not.toContain(hidden);
    expect(text).toContain('Eve[U+001B][2J[U+0007][U+202E][U+200B]');
    expect(text).toContain('  Business: Shop[U+2066]x[U+2069][U+FEFF]');
  });

  it('keep a name on its line, and indent every line of a message, so neither forges a field', () => {
    const text = formatOwnerResult({
      command: 'list',
      leads: [{ ...lead, name: 'Eve\r\n  E-mail: attacker@example.com', message: 'Hi\r\n  E-mail: attacker@example.com\u2028Phone: 555' }],
    });
    expect(text).toContain('2026-11-23 14:05 UTC  Eve   E-mail: attacker@example.com  (from chat, /pricing)');
    expect(text).toContain('  Message: Hi\n      E-mail: attacker@example.com\n    Phone: 555');
    const fieldLines = text.split('\n').filter((line) => /^ {2}\S/.test(line));
    expect(fieldLines.map((line) => line.split(':')[0].trim())).toEqual(['E-mail', 'Business', 'Message', 'Best time', 'Consent', 'Id']);
  });

  it("indent a privacy request's details the same way", () => {
    const text = formatOwnerResult({
      command: 'privacy',
      requests: [
        { id: lead.id, createdAt: lead.createdAt, requestType: 'delete', name: 'Eve\nX', email: 'eve@example.com', details: 'one\ntwo', dueOn: '2026-12-23', extendedDueOn: null },
      ],
    });
    expect(text).toContain('Due 2026-12-23  delete  Eve X <eve@example.com>');
    expect(text).toContain('  Details: one\n    two');
  });

  it('export CSV with a header and formula-like cells neutralised', () => {
    const csv = leadsCsv([lead]);
    const [header, row] = csv.split('\r\n');
    expect(header.split(',')).toHaveLength(13);
    expect(row).toContain(",'=1+1 bakery,");
    expect(csv).toContain('"line one\nline two"');
    const [, named] = leadsCsv([{ ...lead, name: 'Eve\r\nX\u202e' }]).split('\r\n');
    expect(named).toContain(',Eve X[U+202E],');
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
