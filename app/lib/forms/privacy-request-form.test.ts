import { DETAILS_CARD_NUMBER_ERROR, PRIVACY_REQUEST_ERRORS, PRIVACY_REQUEST_KINDS, formatDueDate, privacyRequestDueOn, validatePrivacyRequest } from './privacy-request-form';

describe('privacy request rules', () => {
  it('accepts a request with a known type, a name and an e-mail address', () => {
    expect(validatePrivacyRequest({ requestType: 'delete', name: ' Ada ', email: 'ada@example.com', details: '' })).toEqual({
      ok: true,
      value: { requestType: 'delete', name: 'Ada', email: 'ada@example.com', details: null },
    });
  });

  it('names every missing or wrong field', () => {
    expect(validatePrivacyRequest({ requestType: 'sell-me', email: 'nope', details: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: {
        requestType: PRIVACY_REQUEST_ERRORS.requestType,
        name: PRIVACY_REQUEST_ERRORS.name,
        email: PRIVACY_REQUEST_ERRORS.email,
        details: PRIVACY_REQUEST_ERRORS.details,
      },
    });
    expect(validatePrivacyRequest({ requestType: 5, name: [], email: 'a@b.co' } as never)).toMatchObject({ ok: false });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])("takes only the policy's own names, not %s", (requestType) => {
    expect(validatePrivacyRequest({ requestType, name: 'Ada', email: 'ada@example.com' })).toEqual({
      ok: false,
      errors: { requestType: PRIVACY_REQUEST_ERRORS.requestType },
    });
  });

  it('asks for a card number to be taken out of the details', () => {
    const request = { requestType: 'delete', name: 'Ada', email: 'ada@example.com' };
    expect(validatePrivacyRequest({ ...request, details: 'I paid with 4111-1111-1111-1111, delete it' })).toEqual({ ok: false, errors: { details: DETAILS_CARD_NUMBER_ERROR } });
    expect(validatePrivacyRequest({ ...request, details: 'Customer since 2024, account 4111' }).ok).toBe(true);
  });

  it('knows every name the policy lists', () => {
    for (const requestType of Object.keys(PRIVACY_REQUEST_KINDS)) {
      expect(validatePrivacyRequest({ requestType, name: 'Ada', email: 'ada@example.com' })).toMatchObject({ ok: true, value: { requestType } });
    }
  });

  it('cleans what a database cannot keep, like the contact form: one-line fields stay one line, details keep their lines', () => {
    expect(
      validatePrivacyRequest({ requestType: 'delete\u0000', name: 'Ada\r\nLove\udbfflace', email: '\u0000ada@example.com', details: 'My account\u0000\r\nand my\udc00 e-mails' }),
    ).toEqual({
      ok: true,
      value: { requestType: 'delete', name: 'Ada Love\ufffdlace', email: 'ada@example.com', details: 'My account\nand my\ufffd e-mails' },
    });
  });

  it('is due 45 days after the day it arrived, across months and years', () => {
    expect(privacyRequestDueOn(new Date('2026-11-23T23:59:00Z'))).toBe('2027-01-07');
    expect(privacyRequestDueOn(new Date('2027-01-01T00:00:00Z'))).toBe('2027-02-15');
    expect(privacyRequestDueOn(new Date('2027-01-07T00:00:00Z'), 45)).toBe('2027-02-21');
    expect(formatDueDate('2027-01-07')).toBe('January 7, 2027');
  });
});
