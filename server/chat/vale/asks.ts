/**
 * What a message asks, read in its conversation: one ask or two ("crm and phone prices", "what is in Scale and how long
 * does it take"), each a topic and the attributes asked of it, with the text to search for it. A message continues the
 * last topic only when it cannot stand alone ("and the setup time?", "how much is it?", "inbound?"); one that names its
 * own topic or asks a whole question is read as if it were the first of the chat.
 */
import { ASKS_SETUP } from './answer-shape';
import { normalise } from './normalise';
import { ASKS_SOMETHING, CARRIES_ON, CHAT_WORDS, IT_AS_SUBJECT, OF_EVERYTHING, OFFERED_FOR, OWN_QUESTION_AFTER, POINTS_BACK, POINTS_BACK_TO_MANY } from './ask-phrases';
import { asksOnlyPrices, hearsAbout, PRICES_QUESTION } from './overview-asks';
import { queryWords, tokenize } from './text';
import { ATTRIBUTE_WORDS, type Attribute, type Reading, type Topic } from './topics';

export interface Ask {
  /** What it is about: named in the message, or carried from the last answer by a follow-up. Empty: nothing in particular. */
  topics: Topic[];
  attributes: Attribute[];
  /** The text searched for it. */
  query: string;
  /** Read as a continuation of the last topic. */
  followUp: boolean;
  /** Read with the last question's words, that question having named no known thing. */
  onSubject?: boolean;
  /** The question a follow-up continues: which part of an answer it asks of, when it names none ("→ for how long?"). */
  earlier?: string;
}

/** What a conversation carries from one answer to the next. */
export interface AskContext {
  topic?: string;
  attribute?: Attribute;
  /** The last question that stood alone (see ../conversation.ts). */
  subject?: string;
  /** The answer Vale last offered when it held one back ("Did you mean …?"): a yes to it gets that answer. */
  offered?: string;
}

/** Words that say which attribute is asked and nothing about what of: "setup time?", "the monthly price?". */
const ATTRIBUTE_ONLY = new Set(
  'setup time times month monthly mo year yearly annual total extra price duration launch much many long quick quickly fast soon include onboarding start starting rate rates cheapest fee fees package plan plans option options new simple basic normal usual typical roughly approximately ballpark fit suitable number figure amount back'.split(' '),
);

/** A word that names an attribute: one of the words above, or one the attribute patterns read ("cost", "fees"). */
const asksOnlyAnAttribute = (word: { word: string; terms: string[] }) =>
  ATTRIBUTE_ONLY.has(word.terms[0]) || ATTRIBUTE_ONLY.has(word.word) || Object.values(ATTRIBUTE_WORDS).some((pattern) => pattern.test(` ${word.word} `));

/** A message this long asks a whole question of its own, whatever words it starts with. */
const STANDALONE_MIN_CONTENT_WORDS = 4;

/** Attributes a follow-up that asks nothing of its own goes on asking ("inbound?" after an outbound price). */
const CARRIED_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['price', 'timing', 'response', 'billing', 'included']);

/** Attributes that ask for a figure. */
const FIGURES: ReadonlySet<Attribute> = new Set(['price', 'estimate', 'billing', 'timing', 'response']);

/** Words that ask of the visitor's own business: "for us", "for my shop". */
const FOR_THEIR_BUSINESS = /\bfor (us|me|mine|ours|them|my (business|shop|company|practice|firm|store|team)|our (business|shop|company|practice|firm|store|team))\b/;

/** How each attribute is asked when a message asks two of one thing. */
const ASKED_AS: Record<Attribute, (name: string) => string> = {
  price: (name) => `how much does ${name} cost`,
  estimate: (name) => `how do I estimate ${name}`,
  billing: (name) => `how is ${name} billed`,
  timing: (name) => `how long does ${name} take`,
  response: (name) => `how fast does ${name} reply`,
  included: (name) => `what is included in ${name}`,
  audience: (name) => `do you work with ${name}`,
  what: (name) => `what is ${name}`,
  'how-to-get': (name) => `how do I get ${name}`,
  updated: (name) => `when was ${name} last updated`,
};

/** A time asked of setting a thing up, as opposed to how fast it replies (`response`). */
const asksItsSetupTime = (name: string) => `how long does it take to set up ${name}`;

/** "and the ai assistant?" after "how long to get the phone line set up?": a time carried to another thing asks its setup time. */
const carriedQuestion = (attribute: Attribute, name: string) => (attribute === 'timing' ? asksItsSetupTime(name) : ASKED_AS[attribute](name));

/** A part of the last thing: "that site", "its crm", "the site in it". */
const PART_OF_THE_LAST = /\b(that|this|its) (site|website|web site|crm|ai|vale|phone( system| line)?)\b|\b(in|with|on|of) (it|that|this)\b/;

/** Attributes that make two asks of one thing; "what is X and what does it include" is one. */
const SEPARATE_ASKS: readonly Attribute[] = ['price', 'timing', 'included', 'response', 'how-to-get'];

/** Whether a message cannot stand alone: it points back, carries on, or names only an attribute. */
export function leansOnContext(message: string, reading: Reading): boolean {
  const text = tokenize(normalise(message)).join(' ');
  if (reading.topics.length > 0 || OF_EVERYTHING.test(text)) return false;
  const content = queryWords(message).filter((word) => !asksOnlyAnAttribute(word));
  if (content.length === 0) return true;
  if (reading.followUpTopics.length > 0 && content.length <= 2) return true;
  if (content.length >= STANDALONE_MIN_CONTENT_WORDS) return false;
  if (POINTS_BACK.test(text)) return true;
  return CARRIES_ON.test(text) && !(OWN_QUESTION_AFTER.test(text) && content.length >= 2 && !/\bthen$/.test(text));
}

/**
 * The words of an ask that neither name its topic nor the attribute asked ("per seat" in "crm price per
 * seat?"): what an answer must also speak to, to answer all of it.
 */
export function otherWords(ask: Ask): string[] {
  return bareWords(withoutTopics(ask.query, ask.topics));
}

/** Content words of a text that ask no attribute and carry no conversation. */
function bareWords(text: string): string[] {
  return queryWords(text)
    .filter((word) => !asksOnlyAnAttribute(word) && !CHAT_WORDS.has(word.word))
    .map((word) => word.word);
}

/** Words that join two things asked of at once, and the generic nouns after a name ("marketing services and the crm"). */
const JOINS = /^(and|n|or|plus|vs|versus|with|also|both|the|a|an|your|ur|of|for|each|then|as well as|compared to|service|services|plan|plans|package|packages|project|projects)$/;

/** Words that make a list of two things: "crm price and phone price", "atom + a website". */
const COORDINATES = /^(and|n|or|plus|vs|versus|also|both)$/;

/**
 * Whether the first two topics are named as a list: nothing but joining words between them, or the
 * attribute asked of the first and a word that lists the second ("crm price and phone price?").
 */
function namedTogether(message: string, topics: readonly Topic[]): boolean {
  const words = tokenize(normalise(message.replace(/\s[+&]\s/g, ' and ')));
  const text = ` ${words.join(' ')} `;
  const spans = topics.slice(0, 2).map((topic) => {
    const found = topic.aliases.map((alias) => ({ at: text.indexOf(` ${alias} `), alias })).filter((entry) => entry.at >= 0);
    const first = found.sort((a, b) => a.at - b.at || b.alias.length - a.alias.length)[0];
    return first ? { start: first.at, end: first.at + first.alias.length + 1 } : undefined;
  });
  const [one, other] = spans;
  if (!one || !other) return true;
  const [left, right] = one.start <= other.start ? [one, other] : [other, one];
  const between = text.slice(left.end, right.start).trim();
  const joining = between.split(' ');
  if (between === '' || joining.every((word) => JOINS.test(word))) return true;
  return joining.some((word) => COORDINATES.test(word)) && joining.every((word) => JOINS.test(word) || queryWords(word).every(asksOnlyAnAttribute));
}

/** The message without the names of other topics, so each ask searches for its own. */
function withoutTopics(message: string, others: readonly Topic[]): string {
  let text = ` ${tokenize(normalise(message)).join(' ')} `;
  for (const topic of others) for (const alias of [...topic.aliases, ...(topic.parentAliases ?? [])]) text = text.split(` ${alias} `).join(' ');
  return text.trim();
}

/** Words a later question of the same message opens with, after a comma or an "and". */
const CLAUSE_OPENERS = 'what|whats|which|how|hw|when|where|who|is|are|r|do|does|can|will|could';

/**
 * Where one question ends and another begins: after a question mark, or at ", and what…", "and is
 * there…", "and if I appeal, how long…", ", how…". "crm and phone prices" is one question about two things, split by readAsks.
 */
const CLAUSE_BREAKS = new RegExp(String.raw`\?+\s+|,?\s+(?:and|n|&|\+)\s+(?=(?:${CLAUSE_OPENERS}|if)\b)|,\s*(?=(?:${CLAUSE_OPENERS})\b)`, 'gi');

/** The words a question opens with, as a regular expression's alternatives. */
export const QUESTION_WORDS = 'what|whats|wat|which|how|hw|when|where|who|why|is|are|r|do|does|did|can|could|will|would|should|any';

/** How a question opens; "hvac company: can you…", "if I cancel, when…" and "in astroblaster how many…" are one question, and open as one. */
const QUESTION_OPENER = new RegExp(String.raw`^(?:[^:?]{1,40}(?::|\s[-–])\s*|(?:if|once|after|before|when|since) [^,:?]{1,40},?\s+|(?:in|on|for|with|about|at) (?:\S+ ){0,2}?\S+,?\s+)?(${QUESTION_WORDS})\b`, 'i');

/** Words that join a later question to the one before: "…? and what currency…", "also, is there…". */
const LEADING_JOIN = /^(?:and|also|plus|but|n|&),?\s+/i;

/** A question joined to another with "and", "also" or "plus": "how long is the session and what does it cost?". */
const JOINED_QUESTION = new RegExp(String.raw`(?:\b(?:and|n|also|plus)|[&+])\s+(?:${QUESTION_WORDS})\b`, 'i');

/** Whether a message joins a question to another, as a visitor asking two things does; two sentences may ask one thing twice. */
export const joinsQuestions = (message: string) => JOINED_QUESTION.test(message);

/** At most this many words ask a figure of a thing without a question word: "atom price?", "price of vale?". */
const SHORT_QUESTION_WORDS = 4;

/**
 * A clause that asks a whole question of its own, naming more than an attribute: it opens as one, or it
 * asks a figure of something in a few words with a question mark ("atom price?"); "there's a game on
 * your page??" leads up to the question after it, and "like quarter by quarter or the whole year?" explains the one before.
 */
function standsAlone(clause: string, asked: boolean): boolean {
  const words = queryWords(clause);
  const opens = QUESTION_OPENER.test(clause) || (asked && words.some(asksOnlyAnAttribute) && tokenize(normalise(clause)).length <= SHORT_QUESTION_WORDS);
  return opens && words.some((word) => !asksOnlyAnAttribute(word));
}

/** Whether a question is whole, one a chat's first message could be: it opens as a question and leans on nothing before it. */
export function isWholeQuestion(question: string, reading: Reading): boolean {
  return standsAlone(question, /\?\s*$/.test(question)) && !leansOnContext(question, reading);
}

/** The pieces of a message between its question breaks, each without the words that join it to the last, and whether it ended with a question mark. */
function piecesOf(message: string): Array<{ text: string; asked: boolean }> {
  const pieces: Array<{ text: string; asked: boolean }> = [];
  let start = 0;
  const add = (text: string, asked: boolean) => {
    const trimmed = text.trim().replace(LEADING_JOIN, '');
    if (trimmed) pieces.push({ text: trimmed, asked });
  };
  for (const found of message.matchAll(CLAUSE_BREAKS)) {
    add(message.slice(start, found.index), found[0].startsWith('?') || /[+&]/.test(found[0]));
    start = found.index + found[0].length;
  }
  add(message.slice(start), /\?\s*$/.test(message));
  return pieces;
}

/**
 * A clause that sets the scene for the question after it, without a question mark: "when a customer
 * messages my site at night, how fast…", "once ATOM is set up, how does…". "When does it…" asks itself.
 */
const CONDITION = /^(?:when|whenever|if|once|after|before|while)\s+(?!(?:does|do|did|is|are|was|were|can|could|will|would|should|shall|may|might|has|have|so)\b)\w/i;
// One with a question word past its first word asks its own question: "if a payment fails how long…".
const setsTheScene = (piece: { text: string; asked: boolean }) =>
  !piece.asked && CONDITION.test(piece.text) && !ASKS_SOMETHING.test(piece.text.toLowerCase().replace(/^\S+\s*/, ''));

/** The questions a message asks one after another, each a whole question; at most three. */
export function clausesOf(message: string): string[] {
  const clauses: Array<{ text: string; asked: boolean; scene: boolean; alone: boolean }> = [];
  for (const piece of piecesOf(message)) {
    const last = clauses.at(-1);
    const alone = standsAlone(piece.text, piece.asked);
    if (last === undefined || (last.alone && !last.scene && alone)) clauses.push({ ...piece, scene: setsTheScene(piece), alone });
    // A statement before a question ("I want the AI on my line. What does Vale cost") is read with it, and the two
    // stand as that question does; a piece that cannot stand alone continues the question before it.
    else clauses[clauses.length - 1] = { text: `${last.text} ${piece.text}`, asked: piece.asked, scene: false, alone: (last.alone && !last.scene) || alone };
  }
  // A single question reads exactly as written.
  return clauses.length > 1 ? clauses.slice(0, 3).map((clause) => clause.text) : [message];
}

export function readAsks(message: string, reading: Reading, context: AskContext, previous: Topic | undefined): Ask[] {
  // An industry has no price or timeline of its own: "what would that cost?" after one asks of the services.
  const asksAFigure = reading.attributes.some((attribute) => FIGURES.has(attribute));
  const followUp = previous !== undefined && !(previous.family === 'industry' && asksAFigure) && leansOnContext(message, reading);
  const text = tokenize(normalise(message)).join(' ');
  let topics = reading.topics;
  // Nor does it when an offering is named too: "my salon misses calls, how much is the ai that answers?" asks the offering's price.
  if (asksAFigure && topics.some((topic) => topic.family === 'industry') && topics.some((topic) => topic.family !== 'industry')) {
    topics = topics.filter((topic) => topic.family !== 'industry');
  }
  // "what about scale?" after a bundle names the next bundle.
  if (topics.length === 0 && previous?.family) topics = reading.followUpTopics.filter((topic) => topic.family === previous.family);
  // "does it include a phone line?", "can I use it from my phone?": "it" is the last thing, the thing named is asked of it.
  // "how many pages is that site?", "how many pages is the site" after a bundle: the site is the bundle's own.
  const partOfTheBundle = previous?.family === 'bundle' && (PART_OF_THE_LAST.test(text) || (/\bpages?\b/.test(text) && /\bthe (site|website)\b/.test(text)));
  const ofTheLastThing = previous !== undefined && topics.length > 0 && !topics.includes(previous) && (IT_AS_SUBJECT.test(text) || partOfTheBundle);
  // "what would Vale do for us?" after the visitor's industry asks what it does in that industry.
  const ofTheirBusiness = previous?.family === 'industry' && topics.length > 0 && !topics.some((topic) => topic.family === 'industry') && FOR_THEIR_BUSINESS.test(text);
  const continues = (followUp && topics.length === 0) || ofTheLastThing;
  // "how long do I have to flag it?" after "I think I was overcharged": no known thing to carry, so the question's own words.
  // It must point back or ask a figure of it: "and where?" asks something new.
  const onSubject =
    previous === undefined && context.subject !== undefined && topics.length === 0 && leansOnContext(message, reading) && (POINTS_BACK.test(text) || reading.attributes.length > 0);
  if (continues) topics = [previous];
  if (ofTheirBusiness) topics = [previous, ...topics];
  // "inbound?" and "and the crm?" name a thing and nothing else: they ask the same of it as the last question did.
  // "can I use it from my phone?" points back at the last thing: "phone" is not what it asks about.
  const pointsBack = POINTS_BACK.test(text);
  const namesOnly = topics.length > 0 && !pointsBack && bareWords(withoutTopics(message, topics)).length === 0;
  const asksOwn = ASKS_SOMETHING.test(text);
  const carried = (followUp || namesOnly) && !asksOwn && reading.attributes.length === 0 && context.attribute && CARRIED_ATTRIBUTES.has(context.attribute);
  // "What do you offer law firms?": a trade named with nothing asked of it asks what there is for it.
  const forATrade = topics.length === 1 && topics[0]!.family === 'industry' && reading.attributes.length === 0 && OFFERED_FOR.test(message.toLowerCase());
  // "tell me about vale", "I'm interested in the crm", "atom": one thing named and nothing asked of it asks what it is.
  const overview =
    !carried && !forATrade && topics.length === 1 && topics[0]!.family !== 'industry' && reading.attributes.every((attribute) => attribute === 'what') && hearsAbout(withoutTopics(message, topics));
  const attributes = carried && context.attribute ? [context.attribute] : forATrade ? ['audience' as const] : overview ? ['what' as const] : reading.attributes;
  // "pricing", "prices?" as a chat's first words ask what the services cost.
  const pricesOnly = previous === undefined && !onSubject && topics.length === 0 && asksOnlyPrices(message);
  const ofTheLastQuestion = continues && !ofTheLastThing && context.subject !== undefined && POINTS_BACK_TO_MANY.test(text);
  const query = ofTheLastQuestion
    ? `${message} ${context.subject}`
    : (continues || ofTheirBusiness) && previous
      ? `${message} ${previous.name}`
      : carried && topics[0]
        ? carriedQuestion(context.attribute!, topics[0].name)
        : onSubject
          ? `${message} ${context.subject}`
          : overview
            ? ASKED_AS.what(topics[0]!.name)
            : pricesOnly
              ? PRICES_QUESTION
              : message;

  // Two things named side by side ("vale and the crm"): one ask for each, with the same attributes. Named
  // otherwise ("an ai employee that answers my phones"), the first is what is asked about.
  if (topics.length >= 2 && !ofTheirBusiness && namedTogether(message, topics)) {
    return topics.slice(0, 3).map((topic) => ({
      topics: [topic],
      attributes,
      query: `${withoutTopics(message, topics.filter((other) => other !== topic))} ${topic.name}`,
      followUp,
    }));
  }
  // One thing and two of its attributes: one ask for each attribute.
  // "how fast do you respond" reads as timing and response, and asks one thing: how fast it replies.
  const separate = SEPARATE_ASKS.filter((attribute) => attributes.includes(attribute) && !(attribute === 'timing' && attributes.includes('response')));
  if (topics.length === 1 && separate.length >= 2) {
    // The message's other words stay with each ask ("users" in "what is included in the crm price per user"): an answer must speak to them too.
    const rest = bareWords(withoutTopics(message, topics)).join(' ');
    const askedAs = (attribute: Attribute) =>
      attribute === 'timing' && ASKS_SETUP.test(text) ? asksItsSetupTime(topics[0].name) : ASKED_AS[attribute](topics[0].name);
    return separate.slice(0, 2).map((attribute) => ({ topics, attributes: [attribute], query: `${askedAs(attribute)} ${rest}`.trim(), followUp }));
  }
  const earlier = continues && context.subject !== undefined ? { earlier: context.subject } : {};
  return [{ topics, attributes, query, followUp: followUp || ofTheLastThing || onSubject, ...(onSubject ? { onSubject } : {}), ...earlier }];
}
