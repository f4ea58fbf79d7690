/**
 * Visitor text as the owner reads it: in the lead e-mail, the CLI's reports and the CSV export. Nothing a
 * visitor typed may act on the owner's terminal or mail program, hide itself, reorder the text around it
 * (bidi overrides), or start a line that passes for a field of its own. One rule for every place:
 *
 * - One-line fields (a name, an e-mail address): every line break is a space, and so is a tab.
 * - Multi-line fields (a message, a privacy request's details): line breaks of any kind (CR, LF, CRLF, VT,
 *   FF, NEL, U+2028, U+2029) become "\n" and tabs stay; the plain-text outputs indent each continuation
 *   line (indentedLines), so no line of it starts where a field would.
 * - Any other control or invisible formatting character (C0 and C1 controls, DEL, bidi embeddings,
 *   overrides, isolates and marks, zero-width characters and joiners, the byte-order mark, the soft hyphen,
 *   tag characters) and any lone surrogate is shown as its code point in brackets, like "[U+202E]", so the
 *   owner sees that it was there and what it was. A zero-width joiner inside an emoji is shown too.
 *
 * The webhook's JSON document is left as it is: it is data for machines, and JSON escapes what it must.
 */

const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// Controls (Cc), invisible formatting (Cf) and surrogates without their other half (Cs).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

function codePointShown(character: string): string {
  return `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** A one-line field as the owner reads it. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(HIDDEN, codePointShown);
}

/** A multi-line field as the owner reads it: its lines split by "\n", tabs kept. */
export function multiLine(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(HIDDEN, (character) => (character === '\n' || character === '\t' ? character : codePointShown(character)));
}

/** A multi-line field for plain text: every line after the first starts with the indent. */
export function indentedLines(text: string, indent: string): string {
  return multiLine(text).replace(/\n/g, `\n${indent}`);
}

/**
 * JSON text (from JSON.stringify) for the owner's terminal: what JSON.stringify leaves as it is of the
 * characters above (DEL, C1 controls, formatting characters, U+2028, U+2029) is written as \u escapes, so
 * the document parses to the same data. C0 controls are escaped by JSON.stringify already, and its own
 * line breaks between values stay.
 */
export function jsonEscapingHidden(json: string): string {
  return json.replace(/[\u007f-\u009f\p{Cf}\p{Cs}\u2028\u2029]/gu, (characters) =>
    Array.from({ length: characters.length }, (_, index) => `\\u${characters.charCodeAt(index).toString(16).padStart(4, '0')}`).join(''),
  );
}
