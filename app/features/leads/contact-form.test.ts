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

  it('keeps to the length limits, counting characters as a visitor does', () => {
    expect(validateContactForm({ ...valid, message: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { message: CONTACT_ERRORS.message } });
    expect(validateContactForm({ ...valid, message: '🚀'.repeat(2000) }).ok).toBe(true);
    expect(validateContactForm({ ...valid, name: 'n'.repeat(101) })).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.nameTooLong } });
    expect(validateContactForm({ ...valid, business: 'b'.repeat(201) })).toEqual({ ok: false, errors: { business: CONTACT_ERRORS.business } });
  });

  it('turns fields of the wrong type into field errors, never an exception', () => {
    const result = validateContactForm({ ...valid, name: 42, consent: { yes: true } } as never);
    expect(result).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.name, consent: CONTACT_ERRORS.consent } });
  });
});
