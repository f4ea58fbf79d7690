/**
 * What the owner gets for a lead, byte for byte: the webhook document, the e-mail, the CLI's list (as text
 * and as JSON) and the CSV export. A receiver, a mail filter or a spreadsheet may depend on any of them.
 */
import { ownerEmail } from './lead-document';
import { leadDocument } from './lead-fields';
import { runOwnerCommand } from './owner-commands';
import { formatOwnerResult, leadsCsv } from './owner-report';
import type { LeadStore } from './store';

const ID = '93d02aed-3f56-4eb4-bce8-2a2667741675';
const SPARSE_ID = 'c1b6a3c2-0d6c-4a55-9c1e-5b8f7f2d9e10';

const everyField = {
  id: ID,
  source: 'form',
  page: '/contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(832) 555-0142',
  business: 'Analytical Engines, LLC',
  message: 'A CRM for four\nand a website',
  bestTime: 'mornings',
  preferredContact: 'phone',
  consentText: 'I agree to be contacted.',
  consentVersion: '2026-11-23',
  consentAt: new Date('2026-11-23T10:00:00Z'),
} as const;

const stored = [
  { ...everyField, createdAt: new Date('2026-11-23T10:00:01Z') },
  {
    id: SPARSE_ID,
    createdAt: new Date('2026-11-22T09:30:00Z'),
    source: 'chat',
    page: '/pricing',
    name: 'Bo',
    email: null,
    phone: '555 0100',
    business: null,
    message: null,
    bestTime: null,
    preferredContact: null,
    consentText: 'OK.',
    consentVersion: 'chat-1',
    consentAt: new Date('2026-11-22T09:29:00Z'),
  },
] as const;

async function listed() {
  const store = { listLeads: async () => stored } as unknown as LeadStore;
  const result = await runOwnerCommand(store, { command: 'list' }, new Date('2026-11-24T00:00:00Z'));
  if (result.command !== 'list') throw new Error('expected the list');
  return result;
}

describe('what the owner gets for a lead', () => {
  it('is the same webhook document, with null for what the visitor did not give', () => {
    expect(JSON.stringify(leadDocument(everyField))).toBe(
      `{"type":"lead","id":"${ID}","created_at":"2026-11-23T10:00:00.000Z","source":"form","page":"/contact","name":"Ada Lovelace",` +
        '"email":"ada@example.com","phone":"(832) 555-0142","business":"Analytical Engines, LLC","message":"A CRM for four\\nand a website",' +
        '"best_time":"mornings","preferred_contact":"phone",' +
        '"consent":{"text":"I agree to be contacted.","version":"2026-11-23","given_at":"2026-11-23T10:00:00.000Z"}}',
    );
    const sparse = leadDocument({ id: ID, source: 'chat', page: '/pricing', name: 'Bo', phone: '555 0100', consentText: 'OK.', consentVersion: 'chat-1', consentAt: everyField.consentAt });
    expect(JSON.stringify(sparse)).toBe(
      `{"type":"lead","id":"${ID}","created_at":"2026-11-23T10:00:00.000Z","source":"chat","page":"/pricing","name":"Bo",` +
        '"email":null,"phone":"555 0100","business":null,"message":null,"best_time":null,"preferred_contact":null,' +
        '"consent":{"text":"OK.","version":"chat-1","given_at":"2026-11-23T10:00:00.000Z"}}',
    );
  });

  it('is the same e-mail: how to reply first, then what they told us, leaving out what is empty', () => {
    expect(ownerEmail(leadDocument(everyField), 'Starbound Systems')).toEqual({
      subject: 'New lead: Ada Lovelace',
      text: [
        'A new lead from the contact form on the Starbound Systems website (page /contact).',
        '',
        'Name: Ada Lovelace',
        'E-mail: ada@example.com',
        'Phone: (832) 555-0142',
        'Prefers: phone',
        'Business: Analytical Engines, LLC',
        'Message: A CRM for four',
        '  and a website',
        'Best time to reach them: mornings',
        '',
        'Consent (version 2026-11-23, given 2026-11-23T10:00:00.000Z): I agree to be contacted.',
        `Reference: ${ID}`,
      ].join('\n'),
    });
    const sparse = leadDocument({ id: ID, source: 'chat', page: '/pricing', name: 'Bo', phone: '555 0100', consentText: 'OK.', consentVersion: 'chat-1', consentAt: everyField.consentAt });
    expect(ownerEmail(sparse, 'Starbound Systems').text).toBe(
      [
        'A new lead from the chat with Vale on the Starbound Systems website (page /pricing).',
        '',
        'Name: Bo',
        'Phone: 555 0100',
        '',
        'Consent (version chat-1, given 2026-11-23T10:00:00.000Z): OK.',
        `Reference: ${ID}`,
      ].join('\n'),
    );
  });

  it("is the same in the CLI's list, as text and as JSON", async () => {
    const result = await listed();
    expect(formatOwnerResult(result)).toBe(
      [
        '2 leads, newest first:',
        '',
        '2026-11-23 10:00 UTC  Ada Lovelace  (from form, /contact)',
        '  E-mail: ada@example.com',
        '  Phone: (832) 555-0142',
        '  Business: Analytical Engines, LLC',
        '  Message: A CRM for four',
        '    and a website',
        '  Best time: mornings',
        '  Prefers: phone',
        '  Consent: version 2026-11-23, 2026-11-23 10:00 UTC',
        `  Id: ${ID}`,
        '',
        '2026-11-22 09:30 UTC  Bo  (from chat, /pricing)',
        '  Phone: 555 0100',
        '  Consent: version chat-1, 2026-11-22 09:29 UTC',
        `  Id: ${SPARSE_ID}`,
      ].join('\n'),
    );
    expect(JSON.stringify(result.leads)).toBe(
      `[{"id":"${ID}","createdAt":"2026-11-23T10:00:01.000Z","source":"form","page":"/contact","name":"Ada Lovelace",` +
        '"email":"ada@example.com","phone":"(832) 555-0142","business":"Analytical Engines, LLC","message":"A CRM for four\\nand a website",' +
        '"bestTime":"mornings","preferredContact":"phone","consentVersion":"2026-11-23","consentAt":"2026-11-23T10:00:00.000Z"},' +
        `{"id":"${SPARSE_ID}","createdAt":"2026-11-22T09:30:00.000Z","source":"chat","page":"/pricing","name":"Bo",` +
        '"email":null,"phone":"555 0100","business":null,"message":null,"bestTime":null,"preferredContact":null,' +
        '"consentVersion":"chat-1","consentAt":"2026-11-22T09:29:00.000Z"}]',
    );
  });

  it('is the same CSV export', async () => {
    expect(leadsCsv((await listed()).leads)).toBe(
      'Received,Source,Page,Name,E-mail,Phone,Business,Message,Best time,Preferred contact,Consent version,Consent given,Id\r\n' +
        `2026-11-23T10:00:01.000Z,form,/contact,Ada Lovelace,ada@example.com,(832) 555-0142,"Analytical Engines, LLC","A CRM for four\nand a website",mornings,phone,2026-11-23,2026-11-23T10:00:00.000Z,${ID}\r\n` +
        `2026-11-22T09:30:00.000Z,chat,/pricing,Bo,,555 0100,,,,,chat-1,2026-11-22T09:29:00.000Z,${SPARSE_ID}\r\n`,
    );
  });
});
