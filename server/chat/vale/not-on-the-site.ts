/**
 * What the site says nothing of, however a question about it is worded: the spoken languages Vale or the team
 * use, and the programming languages the developers write in. A question about them is held back, so Vale
 * says it has no answer rather than give the nearest one.
 */
const LANGUAGE = '(spanish|espanol|español|korean|vietnamese|portuguese|french|mandarin|chinese|cantonese|tagalog|arabic|russian|hindi|japanese|german|italian|polish|creole)';
/** A language spoken or written in ("does vale speak Spanish", "a site in english and spanish"), not a cuisine ("an italian restaurant"). */
const SPOKEN_OR_CODED_LANGUAGE = new RegExp(
  `\\b(speak\\w*|spoken|talk\\w*|answer\\w*|repl(y|ies)|respond\\w*|translat\\w*|in|into)\\b[^?.]{0,25}\\b${LANGUAGE}\\b|\\b${LANGUAGE}[- ](speaking|speakers?)\\b|\\b(bilingual|multilingual|other languages?|another language|languages other than english|programming languages?|tech stack|frameworks?)\\b`,
);

/** Whether an ask is about something the site says nothing of. */
export function asksWhatTheSiteNeverSays(query: string): boolean {
  return SPOKEN_OR_CODED_LANGUAGE.test(query.toLowerCase());
}
