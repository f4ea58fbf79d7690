/**
 * What the site says nothing of, however a question about it is worded: the spoken languages Vale or the team
 * use, the programming languages the developers write in, and who founded, owns or runs the company and how
 * many people work there. A question about them is held back, so Vale says it has no answer rather than give
 * the nearest one (the year it was founded, for "who founded it?").
 */
const LANGUAGE = '(spanish|espanol|español|korean|vietnamese|portuguese|french|mandarin|chinese|cantonese|tagalog|arabic|russian|hindi|japanese|german|italian|polish|creole)';
/** A language spoken or written in ("does vale speak Spanish", "a site in english and spanish"), not a cuisine ("an italian restaurant"). */
const SPOKEN_OR_CODED_LANGUAGE = new RegExp(
  `\\b(speak\\w*|spoken|talk\\w*|answer\\w*|repl(y|ies)|respond\\w*|translat\\w*|in|into)\\b[^?.]{0,25}\\b${LANGUAGE}\\b|\\b${LANGUAGE}[- ](speaking|speakers?)\\b|\\b(bilingual|multilingual|other languages?|another language|languages other than english|programming languages?|tech stack|frameworks?)\\b`,
);

/** The company's people: its founder or chief ("who's your ceo", "who founded starbound"), not the visitor's ("my late dad who founded the shop"). */
const COMPANY = "(you|your company|the company|starbound|starbound systems|this company|it|you guys|your business|your firm)";
const THE_COMPANYS_PEOPLE = new RegExp(
  `\\b(your|the|starbound'?s?|company'?s?) (founders?|co-?founders?|ceo|owners?|president|chief executive)\\b|\\bwho('?s| is| are)? (the |your )?(founders?|co-?founders?|ceo|owners?|president)\\b|\\bwho (founded|started|owns|runs|is running|'?s running|leads) ${COMPANY}\\b|\\bhow many (employees|people|staff|team members)\\b[^?.]{0,20}\\b(do you have|you have|work (there|for you|at)|do you employ|on (the|your) team)\\b|\\b(team|company|headcount|staff) size\\b|\\bhow big is (your|the) (team|company|staff)\\b`,
);

/** Whether an ask is about something the site says nothing of. */
export function asksWhatTheSiteNeverSays(query: string): boolean {
  const text = query.toLowerCase();
  return SPOKEN_OR_CODED_LANGUAGE.test(text) || THE_COMPANYS_PEOPLE.test(text);
}
