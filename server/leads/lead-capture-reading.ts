/**
 * How Vale reads a visitor's message while taking their details (lead-capture.ts): a request to be
 * contacted, a yes or a no (with a question after it), a question rather than an answer, an e-mail address
 * or a phone number, a need, a time. A `text` argument is plain(): trimmed, lower case, single spaces.
 */
import { isEmailAddress, isPhoneNumber } from '../../app/lib/forms/form-rules';

export function plain(message: string): string {
  return message.trim().toLowerCase().replace(/\s+/g, ' ');
}

// Asked to be contacted.

/** "call me", "email me": asked to be contacted, even inside a question. */
const CONTACT_ME = /\b(call|ring|phone|text|e-?mail|contact|reach) me\b|\b(reach out|follow up|get in touch) (to|with) me\b/;

/** Asks to be contacted, booked, quoted, put through to a person, or to start. */
const INTENT = [
  CONTACT_ME,
  /\bcall(ing)? ?back\b/,
  /\b(get|be) in touch\b/,
  // "could someone reach out next week?": the team reaching the visitor, not the visitor's customers ("reach out to my old clients").
  /\b(someone|somebody|anyone|you|u|your team|your sales team|a rep)( guys)?( (could|can|to|should|would|will|please|pls))? reach out\b(?! to (?!(me|us)\b))/,
  // One call or meeting for the visitor ("book me a call"), not the appointments Vale books for their customers.
  /\b(book|schedule|set up|arrange)( me| us)? (a |an |my |our |the )?((free|quick|short|strategy|discovery|intro|sales) )*(call|meeting|appointment|demo|session|consultation)\b/,
  /\b(i want|i'd like|i would like|i need|can i (get|have)|give me) (a |an )?(free )?(demo|consultation|appointment|callback|call back)\b/,
  // Not "estimate appointments": those are the visitor's customers'.
  /\b(get|want|need|like|request|send|give|have|ask for|see)( me| us)? (a |an |my |our )?(free |custom |written |price )?(quote|estimate|proposal)s?\b(?! (appointments?|visits?|bookings?|requests?))/,
  /^(a |free |custom )?(quote|estimate|proposal)s?( please| pls)?[.!?]*$/,
  /\b(talk|speak|chat) (to|with) (a |an |someone|somebody|a real|your|the)?\s*(person|human|someone|somebody|sales|team|rep|agent)\b/,
  // The visitor ready, not their leads ("leads that aren't ready to buy").
  /\b(i want|i'd like|i would like|(i'm|im|i am|we're|we are) ready|let's|lets) (to )?(get started|start|sign up|buy|hire you|work with you)\b|^ready (to )?(get started|start|sign up|buy)\b/,
  // Asked as a question, only of the company itself: "how do I get started with your marketing?" asks about marketing.
  /\b(how (do|can) (i|we)|can (i|we)) (get started|start|sign up|hire you|work with you)( with (you|you guys|u|your team|your company))?( today| now)?[?.! ]*$/,
  /\bsign me up\b/,
];

/** A question about something ("when do I get a confirmation after I book?"), not a request. */
const ASKS_ABOUT = /^(when|what|where|why|which|who|whose|is|are|does|do (you|u)|how (long|much|many|often|soon|fast|quick|does|do you|is|are|will))\b/;

/** "How soon will someone get back to me?", "when can I expect a call?" */
const WHEN_CONTACTED =
  /^(when|how (soon|long|quickly|fast))\b.*(\b(you|someone|somebody|anyone|the team|your team)( will| would| can| could| to)? (calls?|rings?|phones?|texts?|e-?mails?|contacts?|reach(es)?|gets? back|gets? in touch)\b|\bexpect (a |an )?(call|reply|response|e-?mail|text)\b|\bhear (back|from)\b)/;

/** "not to call me", "stop texting me": asked NOT to be contacted. */
const NOT_CONTACTED = /\b(not|don't|dont|do not|never|stop|quit|no longer)\b( to)? ((call|ring|phone|text|e-?mail|contact|reach)(ing)?|reach(ing)? out to) me\b/g;

/**
 * A request only imagined on the way to a question: "once you send me a quote, how long is it valid?",
 * "before I book a call: what year…", "if you send me a quote how long do I have to accept it".
 */
const CONDITION_THEN_QUESTION =
  /(?:^(?:(?:ok|okay|so|and|but|well|alright|hmm)[,!]?\s+)?|[.!?]\s+)(once|if|after|before|when (i|we))\b[^,:;?.!]*?(?:[,:;]\s*|\s+(?=(?:how|what|whats|when|where|which|who|why|is|are|do|does|will|would)\b))(.+)$/;

/** The visitor calling back, not asking to be called: "…without me calling back?". */
const THEY_CALL_BACK = /\bwithout (me|us) (having to )?call(ing)? ?back\b/g;

/** Asks how, or whether ever, the team gets in touch: "how exactly would you contact me?", "would you ever call me late at night?", "every way I can get in touch with you". */
const ASKS_HOW_CONTACTED =
  /\bhow (exactly )?(would|will|do|does) (you|your team|someone|they) (contact|reach|call|ring|phone|text|e-?mail)\b|\b(would|will|do|does) (you|your team|anyone|someone) ever\b|\bways? (to|i can|we can|of) (get in touch|contact|reach)\b/;

/** "I send proposals and nobody replies": the quotes the visitor's business sends its own customers. */
const THEY_SEND_QUOTES = /\b(i|we|they)( usually| often| always| just| already)? (send|sends|sent|give|gives|write|writes|make|makes)( out)? (a |an |our |my |the )?(free |written |price )?(quotes?|estimates?|proposals?)\b/g;

/** "what is the earliest you would text me?": at what time the team gets in touch, asked, not requested. */
const ASKS_WHEN_CONTACTED_AT = /\b(earliest|latest|what time|which hours|how (early|late))\b.*\b(you|u|your team|they|anyone)( guys)?( would| will| can| could| might)? (call|ring|phone|text|e-?mail|contact)\b/;

/** "will you text me early on a Sunday?": whether the team would get in touch at a time of day or week, asked, not requested. */
const ASKS_IF_CONTACTED_THEN =
  /^(will|would|do|does) (you|u|your team|anyone|someone|they)( guys)? (call|ring|phone|text|e-?mail|contact)\b.*\b(early|late|at night|overnight|after hours|at midnight|on (a )?(weekends?|saturdays?|sundays?|holidays?))\b/;
/** "can I chat with someone at midnight?": whether someone is there at a time, not a request to be contacted. */
const ASKS_IF_SOMEONE_THERE = /^(can|could) (i|we) (talk|speak|chat|reach)\b.*\b(late|at night|overnight|after hours|at (midnight|\d{1,2}( ?[ap]m)?)|on (a )?(weekends?|saturdays?|sundays?|holidays?))\b/;

/** Asks whether they may sign up at all ("im 17 … can i sign up", "no LLC yet, can I sign up?"): a question of the terms. */
const MAY_I_AT_ALL = /\b(i'?m|i am|im) 1[0-7]\b|\b1[0-7] ?(yo|years? old)\b|\b(minimum age|too young|under ?18|a minor)\b|\b(no llc|not a (registered )?(business|company)|personal use|sole prop\w*)\b/;

export function showsLeadIntent(message: string): boolean {
  const text = plain(message).replace(NOT_CONTACTED, ' ').replace(THEY_CALL_BACK, ' ').replace(THEY_SEND_QUOTES, ' ');
  if ((ASKS_ABOUT.test(text) && !CONTACT_ME.test(text)) || MAY_I_AT_ALL.test(text)) return false;
  const condition = CONDITION_THEN_QUESTION.exec(text);
  if (condition && isQuestion(condition[3])) return false;
  if ([ASKS_HOW_CONTACTED, ASKS_IF_CONTACTED_THEN, ASKS_IF_SOMEONE_THERE, ASKS_WHEN_CONTACTED_AT].some((asks) => asks.test(text))) return false;
  return INTENT.some((pattern) => pattern.test(text));
}

/** Asks to be contacted, or when that will be: what taking the details is for, so the flow answers it itself. */
export function asksForContact(text: string): boolean {
  const rest = afterReply(text);
  return showsLeadIntent(rest) || WHEN_CONTACTED.test(rest);
}

// Short replies.

/** "Give me the number", "tell me your hours": asked for something, without a question mark. */
const ASKS_FOR = /^(just |please |pls )?(give|tell|send|show) me\b/;

/**
 * The question after a first sentence or phrase: one that leaves the flow ("Never mind the call for now.
 * How much is ATOM?", "never mind, just give me the number") or asks to be called ("Call me? How much is ATOM?").
 */
export function questionAfter(message: string): string | undefined {
  const trimmed = message.trim();
  const rest = /^[^.!?]*[.!?]+\s*(.+)$/s.exec(trimmed)?.[1] ?? /^[^,;:—–]*?(?:[,;:—–]| - )\s*(.+)$/s.exec(trimmed)?.[1];
  return rest && (isQuestion(plain(rest)) || ASKS_FOR.test(plain(rest))) ? rest : undefined;
}

export const CANCEL = /^(cancel|stop|never ?mind|nvm|forget it|no thanks|no thank you|quit|exit)\b/;
export const YES = /^(y|yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|sounds good|send it|correct|that's right|right)\b/;
export const NO = /^(n|no|nope|nah|not now|not yet|later)\b/;
export const SKIP = /^(skip|pass|none|n\/a|no|nothing|-)\.?$/;

/** A yes or a no that goes on: "sure, but first, how much is it?". */
const LEADING_REPLY = /^(y|yes|yeah|yep|yup|sure|ok|okay|please|n|no|nope|nah|not now)\b[\s,.!:;-]*((but|and|also|though|wait|actually|hold on)\b[\s,.!]*)?(first\b[\s,]*)?/;
const ASKS = /^(what|how|why|when|where|who|which|tell me)\b/;

/** The text after a leading yes or no ("sure, but how much is it?" → "how much is it?"). */
function afterReply(text: string): string {
  return text.slice(LEADING_REPLY.exec(text)?.[0].length ?? 0);
}

/**
 * "Sure, how much is it?", "no, what does it cost?": a yes or a no, then a question of its own for the agent
 * ("ok do it" is none; "yes, when will you call?" is answered by the flow's own reply).
 */
export function asksAfterReply(text: string): boolean {
  const rest = afterReply(text);
  if (rest === text) return false;
  return (ASKS.test(rest) || (rest.includes(' ') && rest.endsWith('?'))) && !asksForContact(rest);
}

// Questions and answers.

/** "Can", "will" and "may" start a question only before a person or thing: "Will Smith" is a name. */
const QUESTION_START =
  /^(what|whats|how|hows|why|when|where|wheres|who|whos|which|whose|do|does|did|is|are|should|would|could|has|have)\b|^(can|will|may) (you|i|we|it|they|someone|somebody|anyone|vale|your|my|our|the|this|that)\b|^(tell me|explain)\b/;

/** Words a question may open with before it asks ("btw whats the rate…", "oh and how long…"). */
const QUESTION_OPENER = /^((btw|by the way|oh|also|and|but|actually|quick question|one more thing|wait|so|first|ok|okay)\b[\s,:-]*)+/;

/** Asks something rather than answers; each step decides which questions still answer it. */
export function isQuestion(text: string): boolean {
  return text.endsWith('?') || QUESTION_START.test(text.replace(QUESTION_OPENER, ''));
}

const EMAIL_IN_TEXT = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+/;
const PHONE_IN_TEXT = /(?:\+|\()?\d[\d\s().-]{5,}\d/;

/** The e-mail address and phone number in a message, when valid ("email me at ada@example.com?" has one). */
export function contactFrom(message: string): { email?: string; phone?: string } {
  const email = EMAIL_IN_TEXT.exec(message)?.[0].replace(/[.?!]+$/, '');
  const phone = PHONE_IN_TEXT.exec(message)?.[0].trim();
  return {
    email: email && isEmailAddress(email) ? email : undefined,
    phone: phone && isPhoneNumber(phone) ? phone : undefined,
  };
}

/** "my name is ada", "call me Ada": the visitor gives their name, in any case. */
const SAYS_A_NAME = /^(my name is|my name's|name's|call me)\s+(.+)$/i;
/** "I'm Ada", "This is Ada Lovelace": a name only when what follows is written as one ("I'm interested" is not). */
const INTRODUCES = /^(i am|i'm|im|it's|its|this is)\s+(.+)$/i;
const NAME_WORD = /^[A-Z][A-Za-z'’.-]*$/;
const MOST_NAME_WORDS = 4;

const writtenAsAName = (text: string) => {
  const words = text.trim().replace(/[.!]+$/, '').split(/\s+/);
  return words.length <= MOST_NAME_WORDS && words.every((word) => NAME_WORD.test(word));
};

/**
 * A message that is only the visitor's name ("Ada Lovelace", "I'm Ada", "my name is ada"), not a question:
 * at "Shall I take your details?" it says yes by giving the first detail asked.
 */
export function givesAName(message: string): boolean {
  const text = message.trim();
  if (text.includes('?') || /[\d@]/.test(text)) return false;
  const said = SAYS_A_NAME.exec(text)?.[2];
  if (said) return said.trim().split(/\s+/).length <= MOST_NAME_WORDS && /^[\p{L}'’.\s-]+$/u.test(said);
  const introduced = INTRODUCES.exec(text)?.[2];
  return writtenAsAName(introduced ?? text);
}

/** "my email is ada at example dot com": longer, a sentence naming a number is about something else. */
const MOST_CONTACT_WORDS = 8;

/**
 * Reads as a try at an e-mail address or phone number, even a mistyped one ("ada at example", "my cell is
 * 555-01"): worth asking again for. A sentence that is neither ("give me a discount and I'll sign") is not.
 */
export function triesAContact(message: string): boolean {
  const words = message.trim().split(/\s+/);
  const namesOne = words.length <= MOST_CONTACT_WORDS && /\b(e-?mail|phone|number|cell|mobile)\b/i.test(message);
  return message.includes('@') || (message.match(/\d/g)?.length ?? 0) >= 5 || words.length <= 3 || namesOne;
}

/** A message with the contact details taken out ("my name is Dana, 713 555 0199" → "my name is Dana"). */
export function withoutContact(message: string, { email, phone }: { email?: string; phone?: string }): string {
  let rest = message;
  for (const detail of [email, phone]) if (detail) rest = rest.replace(detail, ' ');
  return rest
    .replace(/\b(and )?(my )?(e-?mail|phone|number|cell|mobile)( address)?( is)?\b/gi, ' ')
    .replace(/[\s,;:()-]+$|^[\s,;:()-]+/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const WH_START = /^(what|whats|how|hows|why|when|where|wheres|who|whos|which)\b/;
/** "do I get to sign off…?": the visitor asks how the service treats them, not what they need. */
const ASKS_OF_ITSELF = /^(do|does|can|will|am|should|would|could|did|have|may) i\b/;

/**
 * Asks "what", "how", "when"… of the site, or "do I…?", even after a first phrase ("wait, how old do I have to
 * be?", "Actually, while I have you: how does a project get started?"): a question, though it speaks of the visitor.
 */
export function asksOfTheSite(message: string): boolean {
  return plain(message)
    .split(/[,;:—–.!?]|\s-\s/)
    .map((clause) => clause.trim().replace(QUESTION_OPENER, ''))
    .some((clause) => WH_START.test(clause) || ASKS_OF_ITSELF.test(clause));
}

/** The visitor speaks of themselves: a business or a need, even asked as a question ("can you help us with missed calls?"). */
export function describesOwnNeeds(text: string): boolean {
  return /\b(i|i'm|im|i've|i'd|we|we're|we've|we'd|my|our|us|me)\b/.test(text);
}

/** Names a time of day or week, even asked back ("any time?", "is 3pm ok?"). */
export function namesATime(text: string): boolean {
  return /\d|\b(any ?time|whenever|now|asap|mornings?|afternoons?|evenings?|nights?|noon|midday|lunch(time)?|today|tonight|tomorrow|weekdays?|weekends?|(mon|tues|wednes|thurs|fri|satur|sun)days?|am|pm|a\.m|p\.m)\b/.test(text);
}
