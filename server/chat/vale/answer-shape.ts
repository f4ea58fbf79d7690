/**
 * What kind of answer a question wants, and whether a reply has that shape: "when…?" and "how long…?"
 * want a time, "how many…?" a number. A reply without one does not answer the question, however many
 * of its words it shares, so Vale does not give it as the answer.
 */
import { AGE, DURATION } from './text';

export type AnswerShape = 'time' | 'setup-time' | 'duration' | 'age' | 'number' | 'price' | 'phone' | 'email';

/** "how much notice…", "how many days…", "how far in advance…": a length of time, which "after notice" is not. */
const ASKS_A_LENGTH = String.raw`how much (notice|warning|advance notice)|how far (ahead|in advance)|how many (days|weeks|months|hours|hrs|minutes|years)`;
const WANTS_DURATION = new RegExp(String.raw`\b(${ASKS_A_LENGTH})\b`);

const WANTS_TIME = new RegExp(
  String.raw`(^|[,;] ?|\b(and|but|so|then) )when\b|\bwhen (do|does|did|is|are|was|will|can|could|would|should)\b|\b(how (long|fast|quick|quickly|soon|often)|what time|which days?|what days?|what hours|${ASKS_A_LENGTH}|(setup|set up|turnaround|lead|build|delivery|response|reply|onboarding|install) times?|timeline (for|to)|time ?frame|turnaround)\b`,
);
/** Words that ask about setting something up, so "how long" asks the setup time, not how fast it replies. */
export const ASKS_SETUP =
  /\b(set ?up|setting up|install\w*|onboard\w*|launch\w*|go live|be live|going live|implement\w*|get started|up and running|build|turnaround|lead time|kick ?off|switch(ed)? on|(be|start|actually|get it|have it) (answering|taking|picking up|running|working|ready|live)|sign(ed)? (up )?(today|now|on (a )?monday|monday|this week)|say yes|from signing|after (i|we) sign|(it'?s|it is|we'?re|we are|goes|be) live)\b/;

/** When a fee is due, when the company started, how fast it replies: times, but not how long setting up takes. */
const NOT_A_SETUP_TIME = /\b(fee|fees|cost|price|pay|paid|payment|due|charge|bill|billed|morning|each day|every day|weekends?|saturdays?|sundays?)\b|\bwhen (did|was)\b|\bhow (fast|quick|quickly|soon) (do|does|will|would) (you|u|it|they|vale)( guys)? (reply|respond|answer|get back|call|text)\b/;

/** "your number", "a number I can text", "what # do I call": the team's phone number, not the phone system's. */
const WANTS_PHONE =
  /\b(your|ur|what|which|best) (phone |telephone |text |sales |support |office |contact |main )?(number\b(?! of\b)|#)|\b(the|a|main|sales|support|office) (phone|telephone|contact|main|office|sales|support) (number\b|#)|(\bnumber|#) (to|i can|we can|for|where i can|where we can)( \w+)? (call|text|sms|dial|ring|reach|phone)\b|\b(number|#) (pls|plz|please)\b|^\s*(phone|number|#)\s*[?.!]*\s*$|(\b(phone|number)|#) for (your|ur|the) (team|company|office|business|sales|support)\b|\b(best|your|ur|office|main|sales) line to (call|ring|reach)\b|\b(your|ur) (office|main|sales|business) line\b|\bnumber for (texting|calling)\b|\bwhere (do|can|should) (i|we) (send )?(a )?(text|sms)\b/;
/** The shapes that ask for one of the team's contact details. */
export const CONTACT_DETAILS: ReadonlySet<AnswerShape> = new Set(['phone', 'email']);

/** Words that make a phone number the phone system's ("does it come with a phone number", "can I keep my number"). */
const NUMBER_AS_PRODUCT = /\b(comes?|include[sd]?|including|get|give(?! me (a|the|your|ur) (phone )?number (where|to|so|i can))|offer|provide|port\w*|keep|transfer|move|bring|new|local|toll|extra|more|additional|change)\b/;
/** "what e-mail do reminders come from" asks of the reminders, not for an address to write to. */
const EMAIL_OF_SOMETHING_ELSE = /\b(comes?|sent) from\b/;
/** "your email", "email address for you", "where do I send my brief": the team's e-mail address. */
const WANTS_EMAIL = /\b(your|ur|the|what|which|an?|best|support|sales) e-?mail( address| addy)?\b(?! (response|reply|replies|turnaround|marketing|campaigns?|automation|sequences?|templates?|tool|list|blasts?|newsletters?|updates|promos?)\b)|\be-?mail (address|addy|4|for)\b|\bwhere (do|can|should) (i|we) (send|e-?mail|mail)\b|\bwho (do|should|can|would) (i|we) (contact|tell|ask|send \w+ to|write to|e-?mail|report \w+ to|reach out to)\b|\bwhat inbox\b|\baddress to write to\b/;

/** "is there a minimum age", "I'm 17, can I sign up": an age the site requires. */
const WANTS_AGE = /\b(minimum age|age (limit|requirement|restriction)s?|how old (do|must|should|does|to|can)|old enough|under ?18|minors?|teen(ager)?s?)\b|\b1[0-7] ?(yo|yrs?|years?)\b|\b(i'?m|i am|(son|daughter|kid|nephew|niece)('?s| is)) 1[0-7]\b/;

/** A messaging app's number ("a Signal or Telegram number"), which the site does not give: not the team's phone. */
const MESSAGING_APP = /\b(signal|telegram|whats ?app|wechat|viber|discord|slack|skype|imessage|facetime|kakao)\b/;

const WANTS_NUMBER = /\bhow many\b|\bwhat (percent|percentage|number)\b|\bhow much (time|of)\b/;

/** "how much is…", "what does it cost", "any fees": a price, or that there is none ("no fee", "free", "included"). */
const WANTS_PRICE =
  /\bhow much (is|are|does|do|will|would|for|to)\b(?![^?.]*\b(cut|reduce|save|increase|improve|lower|raise|boost|grow|time)\b)|\bwhat (does|do|will|would) [^?.]{0,40}\bcost\b|\b(prices?|pricing|costs?|fees?|rates?)\b/;

/** The shape of answer a question wants, or undefined when any answer may fit ("do you…?", "what is…?"). */
export function wantedShape(question: string): AnswerShape | undefined {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  // "When can I book?" and "when do you answer?" are still questions of time; "what happens when…" is not.
  if (/\bwhat happens (when|if)\b|\bwhen (i|we) (leave|cancel|stop|quit)\b/.test(text)) return undefined;
  if (WANTS_TIME.test(text)) return ASKS_SETUP.test(text) && !NOT_A_SETUP_TIME.test(text) ? 'setup-time' : WANTS_DURATION.test(text) ? 'duration' : 'time';
  if (WANTS_AGE.test(text)) return 'age';
  if (WANTS_PHONE.test(text) && !NUMBER_AS_PRODUCT.test(text) && !MESSAGING_APP.test(text)) return 'phone';
  if (WANTS_EMAIL.test(text) && !EMAIL_OF_SOMETHING_ELSE.test(text)) return 'email';
  if (WANTS_NUMBER.test(text)) return 'number';
  if (WANTS_PRICE.test(text)) return 'price';
  return undefined;
}

const TIME_WORDS =
  /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarter(ly)?|daily|weekly|monthly|annually|yearly|immediately|instantly|at once|right away|same[- ]day|overnight|24\/7|around the clock|first ring|real time|tomorrow|tonight|morning|evening|weekends?|business days?|mon(day)?|tue(sday)?|wed(nesday)?|thu(rsday)?|fri(day)?|sat(urday)?|sun(day)?|\d{1,2}(:\d\d)?\s?(am|pm)|before|after|until|within|anytime|any time|ongoing|every|secs?|(19|20)\d\d|jan(uary)?|feb(ruary)?|march|april|may|june|july|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
const SPELLED_DURATION = /\b(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|same|next) (business )?(minutes?|hours?|days?|weeks?|months?|years?)\b|\bsame[- ]day\b|\bunder 24\b/i;
const PRICE_WORDS = /\$\d|\b(free|no charge|at cost|included|includes|costs? nothing|quote|quoted|financing|priced|refund|refunds|non-refundable)\b|\bno [a-z -]{0,20}(costs?|charges?|fees?)\b/i;
const PHONE_NUMBER = /\{phone\}|\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}/;
const EMAIL_ADDRESS = /[a-z0-9._-]+@[a-z0-9-]+\.[a-z]/i;
const NUMBER_WORDS = /\d|\b(first|once|twice|single|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|unlimited|no limit)\b/i;

/** A length of time in figures, years and "20-minute" included. */
const LENGTH_OF_TIME = /\b\d+(?:\s?-\s?\d+)?[\s-]?(?:minutes?|hours?|days?|business days?|weeks?|months?|years?)\b/i;

/** Whether a text states a length of time, in figures ("24 hours") or in words ("within one business day"). */
export function statesDuration(text: string): boolean {
  return DURATION.test(text) || SPELLED_DURATION.test(text);
}

/** Whether a reply has the shape a question wants. */
export function hasShape(reply: string, shape: AnswerShape | undefined): boolean {
  if (!shape) return true;
  // The link at the end ("See /pricing.") is no answer.
  const text = reply.replace(/(^|\s)\/[a-z0-9#-]*/gi, ' ');
  if (shape === 'time') return DURATION.test(text) || TIME_WORDS.test(text);
  // "24/7" or "Mon–Fri" says when, not how long it takes to set up.
  if (shape === 'setup-time') return statesDuration(text);
  if (shape === 'duration') return statesDuration(text) || LENGTH_OF_TIME.test(text);
  if (shape === 'price') return PRICE_WORDS.test(text);
  if (shape === 'age') return AGE.test(text);
  if (shape === 'phone') return PHONE_NUMBER.test(text);
  if (shape === 'email') return EMAIL_ADDRESS.test(text);
  return NUMBER_WORDS.test(text);
}
