import { resolvePlaceholders } from '~/content/company';
import { siteConfig } from '~/site.config';
import { possessive } from './knowledge/types';
import type { ChatAgent } from '../embedded-provider';
import { composeReply } from './compose';
import { buildKnowledge, type KnowledgeChunk } from './knowledge';
import { KnowledgeIndex, type SearchHit } from './search';
import { normalise, tokenize } from './text';

const { assistantName: vale, brandName: brand } = siteConfig;

/**
 * When the best match covers less than this share of the question's meaning, Vale
 * says it does not know rather than answer a different question.
 */
export const MIN_COVERAGE = 0.55;

export const REPLIES = {
  greeting: `Hi, I'm ${vale}, ${possessive(brand)} AI assistant. Ask me about our services, prices (/pricing) or setup times, or book a free strategy session at /contact.`,
  thanks: `You're welcome! Anything else about our services or prices? You can also book a free strategy session at /contact.`,
  goodbye: `Thanks for stopping by! When you're ready, book a free strategy session at /contact or call us at {phone}.`,
  unknown: `I don't have an answer to that on our site. Our team can help on a free strategy session at /contact, or call us at {phone}.`,
} as const;

type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

/** Words that carry no question on their own; a message made only of them is small talk. */
const SMALL_TALK_WORDS: Record<SmallTalk, Set<string>> = {
  greeting: new Set('hi hello hey hiya howdy yo greetings morning afternoon evening good there vale'.split(' ')),
  thanks: new Set('thanks thank thx ty cheers appreciate appreciated great awesome perfect cool helpful helps'.split(' ')),
  goodbye: new Set('bye goodbye later cya ttyl farewell night'.split(' ')),
};
const FILLER = new Set('ok okay so much very you a lot all got it that this is was for the and see ya oh well nice again really'.split(' '));

function smallTalk(message: string): SmallTalk | undefined {
  const words = tokenize(normalise(message));
  if (words.length === 0) return 'greeting';
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

export interface ValeAnswer {
  reply: string;
  kind: SmallTalk | 'answer' | 'unknown';
  /** The chunk the reply came from, when it came from the site's content. */
  source?: KnowledgeChunk;
  hits: SearchHit[];
}

export interface ValeAgent extends ChatAgent {
  answer(message: string): ValeAnswer;
  readonly index: KnowledgeIndex;
}

export function createValeAgent(chunks: readonly KnowledgeChunk[] = buildKnowledge()): ValeAgent {
  const index = new KnowledgeIndex(chunks);

  function answer(message: string): ValeAnswer {
    const talk = smallTalk(message);
    if (talk) return { reply: resolvePlaceholders(REPLIES[talk]), kind: talk, hits: [] };

    const hits = index.query(message);
    const best = hits[0];
    if (!best || best.coverage < MIN_COVERAGE) {
      return { reply: resolvePlaceholders(REPLIES.unknown), kind: 'unknown', hits };
    }
    return { reply: composeReply(best.chunk, message), kind: 'answer', source: best.chunk, hits };
  }

  return {
    index,
    answer,
    reply: (message) => answer(message).reply,
  };
}

let shared: ValeAgent | undefined;

/** The process-wide agent, built on first use so start-up stays fast. */
export function getValeAgent(): ValeAgent {
  shared ??= createValeAgent();
  return shared;
}
