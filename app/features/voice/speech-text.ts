/**
 * Vale's replies are written to be read: "$197/month", "See /pricing.", "(832) 555-0142", Markdown
 * bullets. In a browser voice conversation the same replies are spoken with the Web Speech API, which
 * would read those as "dollar one nine seven slash month" or "slash pricing". `toSpeech` rewrites a
 * reply into what a person would say; `splitForSpeech` cuts it into sentence-sized utterances, because
 * Chrome stops an utterance that runs longer than about 15 seconds.
 */
import { type PageNames, withPageNames } from '~/lib/linkify';
import { capitalise } from '~/lib/capitalise';

/** Rewrites one reply so it sounds natural when read aloud; paths are spoken as the names of their pages. */
export function toSpeech(text: string, pageNames: PageNames): string {
  // Order matters: addresses and phone numbers go first, before the site-path and number-range rules
  // can pick at their slashes and dashes; prices go before the plain-number rules.
  const steps = [
    flattenMarkdown,
    speakWebAddresses,
    speakEmailAddresses,
    speakPhoneNumbers,
    // "See /pricing." → "See our pricing page.", named as the captions' links are.
    (spoken: string) => withPageNames(spoken, pageNames),
    speakPrices,
    speakAbbreviations,
    speakNumbersAndSymbols,
    tidyWhitespace,
  ];
  return steps.reduce((spoken, step) => step(spoken), text);
}

/**
 * Cuts spoken text into utterances: one per sentence, and a sentence longer than `maxLength` at its
 * last comma or semicolon (else its last space) before `maxLength`. Words are never cut, so a single
 * word longer than `maxLength` stays whole.
 */
export function splitForSpeech(text: string, maxLength = 200): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '')
    .flatMap((sentence) => cutLongSentence(sentence, maxLength));
}

// ---------------------------------------------------------------------------------------------
// Markdown and decoration

const LIST_OR_HEADING_MARKER = /^(?:[-•*+]|\d{1,2}[.)]|#{1,6})\s+/;
const CODE_FENCE = /^```\w*$/;
const ENDS_WITH_PUNCTUATION = /[.!?:;,]["'”’)\]]*$/;

/** One line of plain text: each line, list item and heading becomes its own sentence. */
function flattenMarkdown(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !CODE_FENCE.test(line))
    .map((line) => ({ isItem: LIST_OR_HEADING_MARKER.test(line), content: stripInlineMarkdown(line.replace(LIST_OR_HEADING_MARKER, '')).trim() }))
    .filter((line) => line.content !== '');
  return lines
    .map(({ isItem, content }, index) => (isItem || index < lines.length - 1 ? endSentence(content) : content))
    .join(' ');
}

function endSentence(text: string): string {
  return ENDS_WITH_PUNCTUATION.test(text) ? text : `${text}.`;
}

function stripInlineMarkdown(line: string): string {
  return (
    line
      // Links and images keep only their text.
      .replace(/!?\[([^\]]*)\]\([^)\s]*\)/g, '$1')
      .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, stars?: string, underscores?: string) => stars ?? underscores ?? '')
      // Emphasis hugs its words, so "5 * 3" or snake_case names stay as they are.
      .replace(/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1')
      .replace(/(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      // Quotes around titles ("Book Your Strategy Session") are not spoken.
      .replace(/["“]([^"“”]*)["”]/g, '$1')
  );
}

// ---------------------------------------------------------------------------------------------
// Addresses and phone numbers

// Ends on a letter, digit or slash, so the sentence's own punctuation is not part of the address.
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,;:!?)\]"'”’]/gi;
const EMAIL_ADDRESS = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
// (832) 555-0142, 832-555-0142, 832.555.0142, +1 832 555 0142, 1-800-555-0142.
const PHONE_NUMBER = /(?<![\w+])(\+?1[\s.-]?)?(?:\((\d{3})\)\s?|(\d{3})[\s.-])(\d{3})[\s.-](\d{4})(?!\d)/g;

const WEB_ADDRESS_SPOKEN = 'the link shown in the captions';

/** A spoken URL is long and useless; the visitor can read it in the captions. */
function speakWebAddresses(text: string): string {
  return text.replace(WEB_ADDRESS, WEB_ADDRESS_SPOKEN);
}

/** "hello@starboundsystems.ai" → "hello at starboundsystems dot ai". */
function speakEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, (address) => address.replace('@', ' at ').replaceAll('.', ' dot '));
}

/** Digit by digit in groups, the way people read a number out to be dialled: "8 3 2, 5 5 5, 0 1 4 2". */
function speakPhoneNumbers(text: string): string {
  return text.replace(
    PHONE_NUMBER,
    (_, countryCode: string | undefined, areaInBrackets: string | undefined, area: string | undefined, exchange: string, line: string) =>
      [countryCode ? '1' : '', areaInBrackets ?? area ?? '', exchange, line]
        .filter((group) => group !== '')
        .map(spellDigits)
        .join(', '),
  );
}

function spellDigits(digits: string): string {
  return digits.split('').join(' ');
}

// ---------------------------------------------------------------------------------------------
// Prices

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const MAGNITUDE = String.raw`(?:\s?(thousand|million|billion|[KkMB])(?!\w))?`;
const PRICE_UNITS = String.raw`((?:\/(?:month|mo|year|yr|minute|min|hour|hr|week|wk|day|user|seat|location)(?![a-z]))*)`;
const PRICE_RANGE = new RegExp(String.raw`\$${AMOUNT}\s?[-–]\s?\$?${AMOUNT}${PRICE_UNITS}`, 'g');
const PRICE = new RegExp(String.raw`\$${AMOUNT}${MAGNITUDE}(\+)?${PRICE_UNITS}`, 'g');

const MAGNITUDE_WORDS: Record<string, string> = { k: 'thousand', m: 'million', b: 'billion' };

const UNIT_NOUNS: Record<string, string> = {
  month: 'month', mo: 'month', year: 'year', yr: 'year', minute: 'minute', min: 'minute',
  hour: 'hour', hr: 'hour', week: 'week', wk: 'week', day: 'day', user: 'user', seat: 'seat', location: 'location',
};

// Time units read "a month"; counted things read "per user".
const UNIT_ARTICLES: Record<string, string> = { month: 'a', year: 'a', minute: 'a', hour: 'an', week: 'a', day: 'a' };

function speakPrices(text: string): string {
  return text
    .replace(PRICE_RANGE, (_, fromWhole: string, fromDecimals: string | undefined, toWhole: string, toDecimals: string | undefined, units: string) =>
      withUnits(speakPriceRange({ whole: fromWhole, cents: centsOf(fromDecimals) }, { whole: toWhole, cents: centsOf(toDecimals) }), units),
    )
    .replace(PRICE, (_, whole: string, decimals: string | undefined, magnitude: string | undefined, plus: string | undefined, units: string) => {
      const amount = magnitude
        ? `${whole}${decimals ? `.${decimals}` : ''} ${magnitudeWord(magnitude)} dollars`
        : speakAmount({ whole, cents: centsOf(decimals) });
      return withUnits(plus ? `more than ${amount}` : amount, units);
    });
}

interface Amount {
  /** Dollars as written, thousands commas kept: speech engines read "1,697" correctly. */
  whole: string;
  cents: number;
}

/** "4.99" → 99 cents, "1.5" → 50 cents, "0.015" → 1.5 cents. */
function centsOf(decimals: string | undefined): number {
  return decimals ? Number((Number(`0.${decimals}`) * 100).toFixed(4)) : 0;
}

function speakAmount({ whole, cents }: Amount): string {
  const dollars = `${whole} ${whole === '1' ? 'dollar' : 'dollars'}`;
  if (cents === 0) return dollars;
  const centsText = `${cents} ${cents === 1 ? 'cent' : 'cents'}`;
  return whole === '0' ? centsText : `${dollars} and ${centsText}`;
}

/** "$2,500-$5,000" → "2,500 to 5,000 dollars"; "$0.02-$0.05" → "2 to 5 cents". */
function speakPriceRange(from: Amount, to: Amount): string {
  if (from.cents === 0 && to.cents === 0) return `${from.whole} to ${to.whole} dollars`;
  if (from.whole === '0' && to.whole === '0') return `${from.cents} to ${to.cents} cents`;
  return `${speakAmount(from)} to ${speakAmount(to)}`;
}

function magnitudeWord(magnitude: string): string {
  return MAGNITUDE_WORDS[magnitude.toLowerCase()] ?? magnitude;
}

/** "/month" → "a month", "/user" → "per user"; several units read "per user per month". */
function withUnits(amount: string, units: string): string {
  const nouns = units.split('/').filter((unit) => unit !== '').map((unit) => UNIT_NOUNS[unit]);
  if (nouns.length === 0) return amount;
  if (nouns.length === 1) return `${amount} ${UNIT_ARTICLES[nouns[0]] ?? 'per'} ${nouns[0]}`;
  return `${amount} ${nouns.map((noun) => `per ${noun}`).join(' ')}`;
}

// ---------------------------------------------------------------------------------------------
// Abbreviations, numbers and symbols

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\be\.g\./gi, 'for example'],
  [/\bi\.e\./gi, 'that is'],
  [/\bvs\.?(?!\w)/gi, 'versus'],
  // "etc." often ends its sentence too: "phones, texts, etc. We…" keeps that period.
  [/\b[Ee]tc\.(?=\s+[A-Z]|\s*$)/g, 'and so on.'],
  [/\betc\./gi, 'and so on'],
];

function speakAbbreviations(text: string): string {
  return ABBREVIATIONS.reduce(
    (spoken, [pattern, words]) =>
      spoken.replace(pattern, (abbreviation: string) => (/^[A-Z]/.test(abbreviation) ? capitalise(words) : words)),
    text,
  );
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

const NUMBER_REWRITES: Array<[RegExp, string]> = [
  [/\b24\s?[/x]\s?7(?:\s?[/x]\s?365)?\b/g, 'around the clock'],
  // Ratings: "4.8/5" → "4.8 out of 5". Other fractions stay as written.
  [/(?<![\d./])(\d+(?:\.\d+)?)\/(5|10|100)(?![\d/])/g, '$1 out of $2'],
  // "300M" → "300 million"; before the plus rule so "300M+" reads "more than 300 million".
  [/(?<![\w.,$])(\d+(?:\.\d+)?)[Kk](?!\w)/g, '$1 thousand'],
  [/(?<![\w.,$])(\d+(?:\.\d+)?)M(?!\w)/g, '$1 million'],
  [/(?<![\w.,$])(\d+(?:\.\d+)?)B(?!\w)/g, '$1 billion'],
  [new RegExp(String.raw`(?<![\w.,])(${NUMBER})(\s(?:thousand|million|billion))?\+(?!\w)`, 'g'), 'more than $1$2'],
  [new RegExp(String.raw`(?<![\w.,])(${NUMBER})%\+(?!\w)`, 'g'), 'more than $1 percent'],
  [/(?<![\w.])(\d+(?:\.\d+)?)[xX](?!\w)/g, '$1 times'],
  // "1-2 weeks", "3–6 weeks". Dates (2024-01-15) and leading-zero parts (555-0142) stay as written.
  [new RegExp(String.raw`(?<![\w.,/-])(${NUMBER})\s?[-–]\s?(?!0\d)(${NUMBER})(?![\w-]|[.,]\d)`, 'g'), '$1 to $2'],
  [/\s*&\s*/g, ' and '],
];

function speakNumbersAndSymbols(text: string): string {
  return NUMBER_REWRITES.reduce((spoken, [pattern, replacement]) => spoken.replace(pattern, replacement), text);
}

function tidyWhitespace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Utterances

// After . ! ? (and any closing quote or bracket) followed by space, or at a line break.
const SENTENCE_BREAK = /(?<=[.!?]["'”’)\]]*)\s+|\s*\n\s*/;

function cutLongSentence(sentence: string, maxLength: number): string[] {
  const chunks: string[] = [];
  let rest = sentence;
  while (rest.length > maxLength) {
    const cut = cutPosition(rest, maxLength);
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') chunks.push(rest);
  return chunks;
}

/** Where to end the next chunk: after the last comma or semicolon that fits, else at the last space. */
function cutPosition(text: string, maxLength: number): number {
  const window = text.slice(0, maxLength + 1);
  const pause = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
  if (pause > 0) return pause + 1;
  const space = window.lastIndexOf(' ');
  if (space > 0) return space;
  // One word longer than maxLength: keep it whole rather than cut inside it.
  const nextSpace = text.indexOf(' ', maxLength);
  return nextSpace > 0 ? nextSpace : text.length;
}
