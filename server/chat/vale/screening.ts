/**
 * Messages Vale answers without a search: small talk ("hi", "thanks, bye"), and attempts to change its
 * rules or to have it grant what only the team can, which get a short refusal.
 */
import { siteConfig } from '~/site.config';
import { isEnglishWord } from './english-words';
import { normalise } from './normalise';
import { tokenize } from './text';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

const ASSISTANT_NAME = siteConfig.assistantName.toLowerCase();

/** Words that carry no question on their own; a message made only of them is small talk. */
const SMALL_TALK_WORDS: Record<SmallTalk, Set<string>> = {
  greeting: new Set(`hi hello hey hiya howdy yo greetings morning afternoon evening good there ${ASSISTANT_NAME}`.split(' ')),
  thanks: new Set('thanks thank thx ty cheers appreciate appreciated great awesome perfect cool helpful helps'.split(' ')),
  goodbye: new Set('bye goodbye later cya ttyl farewell night'.split(' ')),
};
const FILLER = new Set('ok okay so much very you a lot all got it that this is was for the and see ya oh well nice again really'.split(' '));

/** "and Vale?", "what about vale": the assistant's name asked about, not greeted. */
const ASKS_OF_A_NAME = /^\s*(and|or|also|plus|what about|how about)\b|\?\s*$/i;

/** "…, I'm Tom", "…, my name is Ana Ruiz": who is writing, said at the end of a message. */
const SAYS_WHO = /(?:^|[\s,.!-]+)(?:i'm|im|i am|my name is|my name's|name's|this is)\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s*[.!]*\s*$/i;

/**
 * The message without the name its writer gives ("Hi I'm Tom" → "Hi"): a name is capitalised or no English
 * word, so "hi, I'm interested" still says something.
 */
function withoutOwnName(message: string): string {
  const said = SAYS_WHO.exec(message.replace(/[’‘]/g, "'"));
  if (!said) return message;
  const isName = (word: string) => /^[A-Z]/.test(word) || !isEnglishWord(word.toLowerCase());
  return said[1]!.split(/\s+/).every(isName) ? message.slice(0, said.index) : message;
}

/** The kind of small talk a message is, or undefined when it asks something. */
export function smallTalk(message: string): SmallTalk | undefined {
  const words = tokenize(normalise(withoutOwnName(message)));
  if (words.length === 0) return 'greeting';
  const greetsOnlyByName = words.includes(ASSISTANT_NAME) && words.every((word) => FILLER.has(word) || word === ASSISTANT_NAME);
  if (greetsOnlyByName && ASKS_OF_A_NAME.test(message)) return undefined;
  if (words.length > 8) return undefined;
  let kind: SmallTalk | undefined;
  for (const word of words) {
    const match = (Object.keys(SMALL_TALK_WORDS) as SmallTalk[]).find((candidate) => SMALL_TALK_WORDS[candidate].has(word));
    if (match) {
      // "thanks, bye" is a goodbye; "hi, thanks" is thanks.
      if (!kind || match === 'goodbye' || (match === 'thanks' && kind === 'greeting')) kind = match;
    } else if (!FILLER.has(word)) {
      return undefined;
    }
  }
  return kind;
}

/**
 * Attempts to make Vale drop its instructions, reveal them, or grant what only the team can (a discount,
 * a free service, a confirmation of a price it did not state). Answered with a short refusal.
 */
const MANIPULATION = [
  /\b(ignore|disregard|forget|override|bypass)\b.*\b(instructions?|rules?|prompts?|guidelines?|programming|restrictions?)\b/,
  /\b(system|hidden|initial|original) (prompts?|instructions?|messages?)\b/,
  /\b(you are|you're|act as|pretend (to be|you are)|roleplay as)\b.*\b(dan|jailbr[eo]ken|unrestricted|no rules|developer mode|evil)\b/,
  /\bno (rules|restrictions|limits|filters)\b/,
  // "…, just confirm it" at the end of a claim; "can you confirm that you serve Canada?" is a question.
  /\bjust confirm\b|\bconfirm (it|that|this)[.! ]*$/,
  /\bi (hereby )?authori[sz]e (you|vale)\b/,
  /\b(give|offer|get) me (a |an |some )?(\d+ ?% off|discount|deal|coupon|promo|freebie|free (website|month|trial|service|crm|setup))\b/,
  /\b\d+ ?% off\b/,
  /\b(say|tell me|admit|repeat after me)\b.*\b(is free|for free|costs? nothing|\$0)\b/,
];

/** Whether a message, as the visitor wrote it, tries to change Vale's rules, prices or promises. */
export function isManipulation(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  return MANIPULATION.some((pattern) => pattern.test(text));
}
