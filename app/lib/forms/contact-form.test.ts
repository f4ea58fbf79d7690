import { CONTACT_ERRORS, isPhoneNumber, validateContactForm } from './contact-form';

const valid = { name: ' Ada Lovelace ', email: 'ada@example.com', phone: '', business: 'Engines', message: 'A CRM please', preferredContact: 'email', consent: true };

describe('the contact form rules', () => {
  it('accepts a complete form, trimmed, with empty optional fields as null', () => {
    expect(validateContactForm(valid)).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, business: 'Engines', message: 'A CRM please', preferredContact: 'email' },
    });
    // A plain form post sends strings: "on" for a ticked box.
    expect(validateContactForm({ ...valid, consent: 'on' }).ok).toBe(true);
  });

  it('asks for a name, a way to reply and consent, field by field', () => {
    expect(validateContactForm({ consent: false })).toEqual({
      ok: false,
      errors: { name: CONTACT_ERRORS.name, email: CONTACT_ERRORS.reachable, consent: CONTACT_ERRORS.consent },
    });
  });

  it('checks the e-mail address and the phone number', () => {
    expect(validateContactForm({ ...valid, email: 'ada@example' })).toEqual({ ok: false, errors: { email: CONTACT_ERRORS.email } });
    expect(validateContactForm({ ...valid, email: 'ada example.com' })).toEqual({ ok: false, errors: { email: CONTACT_ERRORS.email } });
    expect(validateContactForm({ ...valid, phone: '555' })).toEqual({ ok: false, errors: { phone: CONTACT_ERRORS.phone } });
    expect(validateContactForm({ ...valid, email: '', phone: '(832) 555-0142' }).ok).toBe(true);
    expect(isPhoneNumber('+1 832 555 0142')).toBe(true);
    expect(isPhoneNumber('832-555-0142 ext')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
  });

  it('needs a phone number to call or text back', () => {
    expect(validateContactForm({ ...valid, preferredContact: 'text' })).toEqual({ ok: false, errors: { phone: CONTACT_ERRORS.phoneForCall } });
    expect(validateContactForm({ ...valid, preferredContact: 'text', phone: '832 555 0142' }).ok).toBe(true);
    // Anything else falls back to e-mail.
    expect(validateContactForm({ ...valid, preferredContact: 'fax' })).toMatchObject({ ok: true, value: { preferredContact: 'email' } });
  });

  it('asks for a card number to be taken out of the message, and leaves phone numbers and prices alone', () => {
    expect(validateContactForm({ ...valid, message: 'Bill me on 4111 1111 1111 1111 exp 09/28' })).toEqual({ ok: false, errors: { message: CONTACT_ERRORS.messageCardNumber } });
    expect(validateContactForm({ ...valid, message: 'Call 832-555-0142; budget $4,242 for 1200 customers' }).ok).toBe(true);
  });

  it('keeps to the length limits, counting characters as a visitor does', () => {
    expect(validateContactForm({ ...valid, message: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { message: CONTACT_ERRORS.message } });
    expect(validateContactForm({ ...valid, message: '🚀'.repeat(2000) }).ok).toBe(true);
    expect(validateContactForm({ ...valid, name: 'n'.repeat(101) })).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.nameTooLong } });
    expect(validateContactForm({ ...valid, business: 'b'.repeat(201) })).toEqual({ ok: false, errors: { business: CONTACT_ERRORS.business } });
  });

  it('cleans what a database cannot keep out of every field instead of refusing the form', () => {
    const result = validateContactForm({
      ...valid,
      name: '\u0000Ada Love\ud800lace\u0007',
      email: 'ada@example.com\u0000',
      phone: '(832) 555\u0000-0142',
      business: 'Engines\udc00\u001b[31m',
      message: 'Hello\u0000 there\u007f\u0085🚀',
    });
    expect(result).toEqual({
      ok: true,
      value: { name: 'Ada Love\ufffdlace', email: 'ada@example.com', phone: '(832) 555-0142', business: 'Engines\ufffd[31m', message: 'Hello there\n🚀', preferredContact: 'email' },
    });
    // Nothing but control characters is nothing.
    expect(validateContactForm({ ...valid, name: '\u0000\u0001 ' })).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.name } });
  });

  it('keeps one-line fields on one line, and a message its line breaks as LF', () => {
    const result = validateContactForm({ ...valid, name: ' Ada\r\n Lovelace\t', business: 'Engines\u2028and\nlooms', message: 'One\r\nTwo\rThree\n\nFour\tfive' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Ada Lovelace', business: 'Engines and looms', message: 'One\nTwo\nThree\n\nFour\tfive' } });
    // A line break inside an address leaves two words, which is no address.
    expect(validateContactForm({ ...valid, email: 'ada@\nexample.com' })).toEqual({ ok: false, errors: { email: CONTACT_ERRORS.email } });
  });

  it('counts a line break as one character, as the text area does, however the browser sent it', () => {
    // A plain form post sends CR LF: 1,000 lines are 1,999 characters, not 2,998.
    const lines = Array.from({ length: 1000 }, () => 'x');
    expect(validateContactForm({ ...valid, message: lines.join('\r\n') })).toMatchObject({ ok: true, value: { message: lines.join('\n') } });
  });

  it('turns fields of the wrong type into field errors, never an exception', () => {
    const result = validateContactForm({ ...valid, name: 42, consent: { yes: true } } as never);
    expect(result).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.name, consent: CONTACT_ERRORS.consent } });
  });
});
