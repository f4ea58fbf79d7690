import { indentedLines, jsonEscapingHidden, multiLine, oneLine } from './owner-text';

// Written as escapes so this file shows what it tests.
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const HIDDEN_SAMPLES: Array<[string, string]> = [
  ['\u0000', '[U+0000]'],
  ['\u0007', '[U+0007]'],
  ['\u001b', '[U+001B]'],
  ['\u007f', '[U+007F]'],
  ['\u009b', '[U+009B]'],
  ['\u061c', '[U+061C]'],
  ['\u200b', '[U+200B]'],
  ['\u200d', '[U+200D]'],
  ['\u200f', '[U+200F]'],
  ['\u202a', '[U+202A]'],
  ['\u202e', '[U+202E]'],
  ['\u2066', '[U+2066]'],
  ['\u2069', '[U+2069]'],
  ['\u2060', '[U+2060]'],
  ['\ufeff', '[U+FEFF]'],
  ['\u00ad', '[U+00AD]'],
  ['\u{e0041}', '[U+E0041]'],
  ['\ud800', '[U+D800]'],
];

describe('visitor text as the owner reads it', () => {
  it('shows every control and invisible character as its code point, in both kinds of field', () => {
    for (const [character, shown] of HIDDEN_SAMPLES) {
      expect(oneLine(`a${character}b`)).toBe(`a${shown}b`);
      expect(multiLine(`a${character}b`)).toBe(`a${shown}b`);
    }
  });

  it('keeps a bidi override from reordering what follows it', () => {
    expect(oneLine(`invoice${RIGHT_TO_LEFT_OVERRIDE}fdp.exe`)).toBe('invoice[U+202E]fdp.exe');
  });

  it('puts a one-line field on one line, whatever line breaks it carries', () => {
    expect(oneLine('Eve\r\nE-mail: attacker@example.com')).toBe('Eve E-mail: attacker@example.com');
    for (const lineBreak of ['\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029']) expect(oneLine(`a${lineBreak}b`)).toBe('a b');
    expect(oneLine('a\tb')).toBe('a b');
  });

  it('keeps the lines of a multi-line field as plain line feeds, and its tabs', () => {
    expect(multiLine('one\r\ntwo\rthree\u2028four\u2029five\nsix')).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    expect(multiLine('a\tb')).toBe('a\tb');
  });

  it('indents every continuation line of a multi-line field', () => {
    expect(indentedLines('Hello\r\nE-mail: attacker@example.com\n\nbye', '  ')).toBe('Hello\n  E-mail: attacker@example.com\n  \n  bye');
  });

  it('leaves ordinary text of any script alone', () => {
    const text = 'Zoë Ødegård – 北京 – مرحبا – שלום 🙂';
    expect(oneLine(text)).toBe(text);
    expect(multiLine(text)).toBe(text);
  });

  it('shows the joiner inside an emoji sequence too', () => {
    expect(oneLine('\u{1f469}\u200d\u{1f4bb}')).toBe('\u{1f469}[U+200D]\u{1f4bb}');
  });

  it('escapes in JSON what JSON.stringify lets through, and the JSON still reads the same', () => {
    const value = { name: `Eve${RIGHT_TO_LEFT_OVERRIDE}\u009b\u2028\u{e0041}\u001b`, lines: 'a\nb' };
    const json = jsonEscapingHidden(JSON.stringify(value, null, 2));
    for (const hidden of ['\u009b', '\u2028', '\u202e', '\u001b', '\u{e0041}']) expect(json).not.toContain(hidden);
    expect(json).toContain('"Eve\\u202e\\u009b\\u2028\\udb40\\udc41\\u001b"');
    expect(JSON.parse(json)).toEqual(value);
  });
});
