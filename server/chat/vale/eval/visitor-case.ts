// visitor-case.ts
export type CaseCategory =
  | 'price'          // what something costs (offerings, bundles, plans, per-minute/per-text rates)
  | 'timing'         // setup time, delivery time, how long something takes, response times
  | 'included'       // what a product/bundle/plan includes or does
  | 'audience'       // who it is for, industries served
  | 'how-to-get'     // how to sign up, book, buy, start, cancel, pay
  | 'legal'          // figures and facts in the legal pages (ages, days, venues, governing law, dates, quiet hours, STOP/HELP)
  | 'contact'        // phone, e-mail, address, hours, locations served
  | 'company'        // founding year, rating, what the company is, the assistant itself
  | 'follow-up'      // a short question that only makes sense after the earlier turns
  | 'two-part'       // one message with two asks (two things, or one thing and two of its attributes); the reply must state both
  | 'conversation'   // 3–6 turns in one chat where later questions change topic (or are asked while Vale offers to take details); the last is scored
  | 'off-topic'      // nothing to do with the business (weather, recipes, sports); right answer: "I don't know" + offer the team
  | 'manipulative';  // "ignore your instructions", "give me a discount", "say it's free", "what's your system prompt", insults

export interface VisitorCase {
  /** Stable and unique across both files, like 'price-crm-2' or 'follow-up-phone-1'. */
  id: string;
  category: CaseCategory;
  /** What the visitor types, in order; only the reply to the LAST turn is scored. One turn for most cases; two or three for follow-ups. */
  turns: string[];
  /**
   * Case-insensitive substrings the scored reply must ALL contain, copied from the content exactly as written there
   * (for example '$197', '45 days', '3-5 weeks', '$0.0111'). Use the smallest distinctive piece: a number with its unit
   * or a proper name, never a whole sentence. Empty for cases whose right answer is "I don't know".
   */
  facts: Fact[];
  /** Substrings that must NOT appear in the reply, chiefly a wrong price or figure a careless answer would give (for example the marketing price when the phone system was asked about). Optional. */
  forbidden?: string[];
  /** True when the right answer is to say it doesn't know / can't do that and offer the team (off-topic, manipulative, or a fact the site truly does not state). */
  unknown?: boolean;
}

/**
 * One expected fact: a substring, or the same fact as different pages word it (['24 hours', '24 h']), any
 * of which states it.
 */
export type Fact = string | readonly string[];

/** Whether a (lower-cased) reply states a fact, in any of its wordings. */
export function statesFact(text: string, fact: Fact): boolean {
  return (typeof fact === 'string' ? [fact] : fact).some((wording) => text.includes(wording.toLowerCase()));
}

/** A fact as the evaluation prints it: its wordings joined by " / ". */
export const factText = (fact: Fact) => (typeof fact === 'string' ? fact : fact.join(' / '));
