import { type ContactDetails, markContactLinks, splitContactLinks } from './contact-links';

const contact: ContactDetails = {
  email: 'hello@example.com',
  phone: { display: '(832) 555-0142', e164: '+18325550142' },
  sms: { display: '(832) 555-0142', e164: '+18325550142' },
};

describe('splitContactLinks', () => {
  it('leaves copy without contact details as one text part', () => {
    expect(splitContactLinks('Call us during business hours.', contact)).toEqual([{ kind: 'text', text: 'Call us during business hours.' }]);
  });

  it('links the e-mail address and the phone number where they appear', () => {
    expect(splitContactLinks('E-mail hello@example.com or call (832) 555-0142.', contact)).toEqual([
      { kind: 'text', text: 'E-mail ' },
      { kind: 'contact', text: 'hello@example.com', href: 'mailto:hello@example.com' },
      { kind: 'text', text: ' or call ' },
      { kind: 'contact', text: '(832) 555-0142', href: 'tel:+18325550142' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('makes a number after "text us at" or "Text:" a texting link', () => {
    expect(splitContactLinks('You can also text us at (832) 555-0142.', contact)[1]).toEqual({
      kind: 'contact',
      text: '(832) 555-0142',
      href: 'sms:+18325550142',
    });
    expect(splitContactLinks('Text: (832) 555-0142', contact)[1]).toMatchObject({ href: 'sms:+18325550142' });
    expect(splitContactLinks('Phone: (832) 555-0142', contact)[1]).toMatchObject({ href: 'tel:+18325550142' });
  });

  it('uses the texting number when it differs from the phone line', () => {
    const separate = { ...contact, sms: { display: '(713) 555-0199', e164: '+17135550199' } };
    const parts = splitContactLinks('Call (832) 555-0142 or (713) 555-0199.', separate);
    expect(parts.filter((part) => part.kind === 'contact').map((part) => part.kind === 'contact' && part.href)).toEqual([
      'tel:+18325550142',
      'sms:+17135550199',
    ]);
  });

  it('matches the address literally (a dot is not a wildcard)', () => {
    expect(splitContactLinks('hello@exampleXcom', contact)).toEqual([{ kind: 'text', text: 'hello@exampleXcom' }]);
  });
});

describe('markContactLinks', () => {
  it('writes the e-mail and the numbers as marked links, for the browser to read', () => {
    expect(markContactLinks(`Write to ${contact.email} or text us at ${contact.sms.display}.`, contact)).toBe(
      `Write to [${contact.email}](mailto:${contact.email}) or text us at [${contact.sms.display}](sms:${contact.sms.e164}).`,
    );
  });
});
