/**
 * Whether a text holds a payment card number: the chat answers such a message itself and sends it no further
 * (server/chat/card-numbers.ts), and the forms ask for it to be taken out before anything is stored.
 */

/** 13 to 19 digits, each group apart by at most one space or dash, not inside a longer number. */
const DIGIT_RUN = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;

/** The Luhn check every payment card number passes (and about one in ten other numbers). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function holdsCardNumber(text: string): boolean {
  return [...text.matchAll(DIGIT_RUN)].some(([run]) => passesLuhn(run.replace(/\D/g, '')));
}
