import { holdsCardNumber, passesLuhn } from './card-numbers';

describe('payment card numbers in a message', () => {
  it('finds a card number however its groups are written, in a sentence or alone', () => {
    expect(holdsCardNumber('charge my card 4111 1111 1111 1111, exp 09/28')).toBe(true);
    expect(holdsCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(holdsCardNumber('my amex is 378282246310005')).toBe(true);
  });

  it('leaves phone numbers, prices, dates and numbers that fail the Luhn check alone', () => {
    expect(holdsCardNumber('call me at +1 (832) 555-0142 or 832-555-0142')).toBe(false);
    expect(holdsCardNumber('we have 1200 customers and $4,242 to spend by 2026-12-01')).toBe(false);
    expect(holdsCardNumber('order 4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
