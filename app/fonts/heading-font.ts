/**
 * What the inlined heading font holds (scripts/heading-font.ts cuts it): printable ASCII and the typographic
 * punctuation of the site's headings, at the two weights display text is set in. Any other character comes
 * from the full Space Grotesk file, fetched only by a page that needs it.
 */
const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** No-break space, curly quotes, en and em dashes, ellipsis and bullet. */
const typographic = '\u00a0\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022';

export const HEADING_FONT_TEXT = printableAscii + typographic;

/** font-weight 600 (semibold) and 700 (bold): the weights the display font is used at. */
export const HEADING_FONT_WEIGHTS = [600, 700] as const;

/** The CSS unicode-range of HEADING_FONT_TEXT, as app.css declares it. */
export const HEADING_FONT_UNICODE_RANGE = 'U+0020-007E, U+00A0, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026';
