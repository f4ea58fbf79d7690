/**
 * The words a visitor puts before a question that are not part of it: "unrelated, but…", "switching gears:",
 * "hold on, before I give you my number…". They are taken off before the question is read, so they neither
 * dilute its words nor get "corrected" into other words; one that says the topic changes ("different
 * question:", "never mind that,") also makes the question stand alone, whatever came before it.
 */
import { QUESTION_WORDS } from './asks';

/** Small words a lead-in may start with: "ok cool. different question: …". */
const OPENERS = String.raw`(?:(?:ok(?:ay)?|so|and|but|hmm+|oh|ah|cool|great|thanks|thx|alright|right|actually|also|sorry|um+|uh+|hey|yes|yeah|yep|anyway)[,!.]?\s+)*`;

/** Lead-ins that say the next question is about something else. */
const CHANGES_TOPIC = [
  String.raw`(?:totally |completely )?unrelated(?: (?:question|q|thing|note))?(?:,? but)?`,
  String.raw`(?:totally |completely )?separate(?:ly| (?:question|q|thing|topic))?`,
  String.raw`(?:(?:a|totally|completely) )?different (?:question|q|thing|topic|subject)(?: (?:entirely|altogether))?`,
  String.raw`(?:a )?(?:random|side) (?:question|q|thing)`,
  String.raw`anyways?`,
  String.raw`(?:another|new) (?:question|q|topic)`,
  String.raw`switching (?:gears|topics?)`,
  String.raw`chang(?:e|ing) (?:of )?(?:the )?(?:subject|topic)`,
  String.raw`on (?:another|a different|an unrelated) note`,
  String.raw`never ?mind(?: that)?`,
  String.raw`nvm(?: that)?`,
  String.raw`scratch that`,
  String.raw`forget (?:that|it)`,
  String.raw`serious (?:question|q)`,
];

/** Lead-ins that only hold the conversation: the question after them is read as any other. */
const HOLDS = [
  String.raw`(?:oh |no |but )?wait(?: a (?:sec|second|minute)| first)?`,
  String.raw`hold on`,
  String.raw`hang on`,
  String.raw`one (?:sec|second)`,
  String.raw`before (?:that|all that|we do that|i say yes|(?:i (?:give|send|share|hand over) (?:you )?)?my (?:number|details|info|email|name)|you take my (?:details|number|info))`,
  String.raw`first(?: (?:tho|though|of all))?`,
  String.raw`quick (?:q|question)(?: first)?`,
  String.raw`in the mean ?time`,
  String.raw`meanwhile`,
  String.raw`while i(?: wait| have you|'?ve got you| got you)`,
  String.raw`by the way`,
  String.raw`btw`,
  String.raw`one (?:more )?(?:thing|question|q)(?: first)?`,
  String.raw`last (?:one|thing|question|q)`,
];

/** What may follow a lead-in said without punctuation: a question's own first word, or a request's. */
const QUESTION_START = String.raw`(?=(?:${QUESTION_WORDS}|may|might|tell|give|i|im|my|we|our|u|you)\b)`;

/** After the lead-in: punctuation ("unrelated: …", "quick q first - …"), or a space before a question word. */
const AFTER = String.raw`(?:\s*[,:;.!?\-–—]+\s*|\s+${QUESTION_START})`;

const leadIn = (kinds: readonly string[]) => new RegExp(String.raw`^${OPENERS}(?:${kinds.join('|')})${AFTER}`, 'i');
const CHANGES_TOPIC_LEAD_IN = leadIn(CHANGES_TOPIC);
const HOLD_LEAD_IN = leadIn(HOLDS);

/** The words of every lead-in, so the speller keeps them as they are ("gears" is no typo of "years"). */
export const LEAD_IN_WORDS =
  'unrelated separate separately different another random side entirely altogether anyway last switching gears topic topics subject note never mind nvm scratch forget serious wait sec second minute hold hang meantime meanwhile btw tho though quick thing question';

export interface LeadIn {
  /** The question without what was put before it. */
  question: string;
  /** The lead-in said the topic changes: read the question as the first of the chat. */
  changesTopic: boolean;
}

/** A clause with its lead-ins taken off ("ok, unrelated: wait, how…" loses all three). */
export function withoutLeadIn(clause: string): LeadIn {
  let question = clause.trim();
  let changesTopic = false;
  for (;;) {
    const change = CHANGES_TOPIC_LEAD_IN.exec(question);
    const hold = change ? null : HOLD_LEAD_IN.exec(question);
    const found = change ?? hold;
    // A lead-in with nothing after it is the whole message ("never mind"), not a lead-in.
    if (!found || found[0].length >= question.length) return { question, changesTopic };
    changesTopic ||= change !== null;
    question = question.slice(found[0].length).trim();
  }
}
