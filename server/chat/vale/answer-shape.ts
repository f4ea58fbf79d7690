/**
 * What kind of answer a question wants, and whether a reply has that shape: "when…?" and "how long…?"
 * want a time, "how many…?" a number. A reply without one does not answer the question, however many
 * of its words it shares, so Vale does not give it as the answer.
 */
import { DURATION } from './text';

export type AnswerShape = 'time' | 'number' | 'price';

const WANTS_TIME = /(^|[,;] ?|\b(and|but|so|then) )when\b|\bwhen (do|does|did|is|are|was|will|can|could|would|should)\b|\b(how (long|fast|quick|quickly|soon|often)|what time|which days?|what days?|what hours|how many (days|weeks|months|hours|minutes|years))\b/;
const WANTS_NUMBER = /\bhow many\b|\bwhat (percent|percentage|number)\b|\bhow much (time|of)\b/;

/** "how much is…", "what does it cost", "any fees": a price, or that there is none ("no fee", "free", "included"). */
const WANTS_PRICE =
  /\bhow much (is|are|does|do|will|would|for|to)\b(?![^?.]*\b(cut|reduce|save|increase|improve|lower|raise|boost|grow|time)\b)|\bwhat (does|do|will|would) [^?.]{0,40}\bcost\b|\b(prices?|pricing|costs?|fees?|rates?)\b/;

/** The shape of answer a question wants, or undefined when any answer may fit ("do you…?", "what is…?"). */
export function wantedShape(question: string): AnswerShape | undefined {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  // "When can I book?" and "when do you answer?" are still questions of time; "what happens when…" is not.
  if (/\bwhat happens (when|if)\b|\bwhen (i|we) (leave|cancel|stop|quit)\b/.test(text)) return undefined;
  if (WANTS_TIME.test(text)) return 'time';
  if (WANTS_NUMBER.test(text)) return 'number';
  if (WANTS_PRICE.test(text)) return 'price';
  return undefined;
}

const TIME_WORDS =
  /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarter(ly)?|daily|weekly|monthly|annually|yearly|immediately|instantly|at once|right away|same[- ]day|overnight|24\/7|around the clock|first ring|real time|tomorrow|tonight|morning|evening|weekends?|business days?|mon(day)?|tue(sday)?|wed(nesday)?|thu(rsday)?|fri(day)?|sat(urday)?|sun(day)?|\d{1,2}(:\d\d)?\s?(am|pm)|before|after|until|within|anytime|any time|ongoing|every|secs?|(19|20)\d\d|jan(uary)?|feb(ruary)?|march|april|may|june|july|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
const PRICE_WORDS = /\$\d|\b(free|no charge|at cost|included|includes|costs? nothing|quote|quoted|financing|priced|refund|refunds|non-refundable)\b|\bno [a-z -]{0,20}(costs?|charges?|fees?)\b/i;
const NUMBER_WORDS = /\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|unlimited|no limit)\b/i;

/** Whether a reply has the shape a question wants. */
export function hasShape(reply: string, shape: AnswerShape | undefined): boolean {
  if (!shape) return true;
  // The link at the end ("See /pricing.") is no answer.
  const text = reply.replace(/(^|\s)\/[a-z0-9#-]*/gi, ' ');
  if (shape === 'time') return DURATION.test(text) || TIME_WORDS.test(text);
  if (shape === 'price') return PRICE_WORDS.test(text);
  return NUMBER_WORDS.test(text);
}
