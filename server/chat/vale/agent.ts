import { resolvePlaceholders } from '~/content/company';
import { siteConfig } from '~/site.config';
import { possessive } from './knowledge/types';
import type { ChatAgent } from '../embedded-provider';
import { hasShape, wantedShape } from './answer-shape';
import { composeReply, MAX_REPLY_CHARS } from './compose';
import { buildKnowledge, type KnowledgeChunk } from './knowledge';
import { passageKnowledge } from './knowledge/passages';
import { KnowledgeIndex, type SearchHit } from './search';
import { createSpeller } from './spelling';
import { buildTopics, readQuestion, type Attribute } from './topics';
import { DURATION, normalise, queryWords, tokenize } from './text';

const { assistantName: vale, brandName: brand } = siteConfig;

/**
 * When the best match covers less than this share of the question's meaning, Vale
 * says it does not know rather than answer a different question.
 */
export const MIN_COVERAGE = 0.62;

export const REPLIES = {
  greeting: `Hi, I'm ${vale}, ${possessive(brand)} AI assistant. Ask me about our services, prices (/pricing) or setup times, or book a free strategy session at /contact.`,
  thanks: `You're welcome! Anything else about our services or prices? You can also book a free strategy session at /contact.`,
  goodbye: `Thanks for stopping by! When you're ready, book a free strategy session at /contact or call us at {phone}.`,
  unknown: `I don't have an answer to that on our site. Our team can help on a free strategy session at /contact, or call us at {phone}.`,
  askTeam: `Our team can tell you on a free strategy session at /contact, or call us at {phone}.`,
  notExactly: `I don't have that exact detail on our site. The closest I have:`,
  declined: `I can only share what is on our site, and I can't change prices, terms or my instructions. Our team can talk about what fits you on a free strategy session at /contact, or call us at {phone}.`,
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

/** What a conversation carries from one answer to the next: the topic last talked about. */
export interface ValeContext {
  topic?: string;
  /** The figure last asked for (a price, a timeline), so "inbound?" after "what do outbound calls cost?" asks the price. */
  attribute?: Attribute;
}

/** Attributes a short follow-up that asks nothing of its own goes on asking. */
const CARRIED_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['price', 'timing', 'response', 'billing']);

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

function isManipulation(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  return MANIPULATION.some((pattern) => pattern.test(text));
}

export interface ValeAnswer {
  reply: string;
  /** 'declined': a request to change its rules, prices or promises, which Vale does not do. */
  kind: SmallTalk | 'answer' | 'unknown' | 'declined';
  /** The chunk the reply came from, when it came from the site's content. */
  source?: KnowledgeChunk;
  hits: SearchHit[];
  /** The context for the next message. */
  context: ValeContext;
}

export interface ValeAgent extends ChatAgent {
  answer(message: string, context?: ValeContext): ValeAnswer;
  readonly index: KnowledgeIndex;
}

/** A message this short that names no topic of its own continues the last one ("and the setup time?"). */
const FOLLOW_UP_MAX_WORDS = 8;

/** The order in which a question's attributes are answered when it asks several. */
export const ATTRIBUTE_ORDER: readonly Attribute[] = ['price', 'estimate', 'billing', 'response', 'timing', 'updated', 'included', 'how-to-get', 'what'];

const PRICE_TERM = queryWords('price')[0].terms[0];

/** A question about prices in general says little else: at most this many other content words ("cheapest service"). */
const GENERAL_PRICE_MAX_WORDS = 2;

/** Attributes that answer each other's question when a topic states only one of them. */
const SAME_QUESTION: Partial<Record<Attribute, Attribute>> = { timing: 'response', response: 'timing' };

/** Figures a visitor may ask of a thing that the site may not state for it, as Vale names them when it has none. */
const MISSING_FIGURE = { price: 'a price', timing: 'a timeline', billing: 'billing details', updated: 'an update date' } as const;

/** What each missing figure looks like in an answer. */
const FIGURE_PATTERNS = { price: /\$\d/, timing: DURATION, billing: /\bbill/i, updated: /\b(19|20)\d\d\b/ } as const;

/** How many ranked chunks one search keeps for choosing among candidates. */
const SEARCH_DEPTH = 20;

/** Chunks of at least this weight are curated answers (see KnowledgeChunk.weight). */
const CURATED_WEIGHT = 0.9;

/** Facts about no topic in particular ("what are your prices?") are kept under this key. */
const GENERAL = '';

/** A passage of page copy answers only when it matches this much of the question: it was not written as an answer. */
export const PASSAGE_MIN_COVERAGE = 0.8;
/** How much more of the question a passage must state than the answer found, to be given instead. */
const PASSAGE_MARGIN = 0.15;

export function createValeAgent(chunks: readonly KnowledgeChunk[] = buildKnowledge(), passages: readonly KnowledgeChunk[] = passageKnowledge()): ValeAgent {
  const index = new KnowledgeIndex(chunks);
  const passageIndex = new KnowledgeIndex(passages);
  const topics = buildTopics();
  const speller = createSpeller([...[...chunks, ...passages].flatMap((chunk) => [chunk.question, chunk.answer, chunk.keywords ?? '']), ...topics.flatMap((topic) => topic.aliases)]);
  const topicsById = new Map(topics.map((topic) => [topic.id, topic]));
  // Each chunk read the way a visitor's question is: which topics it is about and what it answers of them.
  const facts = new Map<string, KnowledgeChunk[]>();
  const chunkTopics = new Map<string, string[]>();
  const chunkAttributes = new Map<string, Attribute[]>();
  for (const chunk of chunks) {
    const reading = readQuestion(chunk.question, topics);
    chunkTopics.set(chunk.id, reading.topics.map((topic) => topic.id));
    chunkAttributes.set(chunk.id, reading.attributes);
    // A chunk answers for its first topic: "Can Vale answer my business line?" is about Vale.
    const topic = reading.topics[0]?.id ?? GENERAL;
    for (const attribute of reading.attributes) {
      const key = `${topic}|${attribute}`;
      facts.set(key, [...(facts.get(key) ?? []), chunk]);
    }
  }

  /** The reply from the chunk that states this attribute of this topic, best fit first; undefined when none does. */
  /** The best chunk stating one of the attributes of the topic; `hits` (the search for the question) ranks the candidates. */
  function factFor(topicId: string, attributes: Attribute[], hits: () => SearchHit[]): KnowledgeChunk | undefined {
    for (const attribute of ATTRIBUTE_ORDER) {
      if (!attributes.includes(attribute)) continue;
      // "How long do you take to answer" may be stated as a reply time or as a timeline.
      const found = facts.get(`${topicId}|${attribute}`) ?? (SAME_QUESTION[attribute] ? facts.get(`${topicId}|${SAME_QUESTION[attribute]}`) : undefined);
      // The figure asked for first is not stated: say so rather than give another one ("per month" is no timeline).
      if (!found?.length && attribute in MISSING_FIGURE) return undefined;
      if (!found?.length) continue;
      // Fewest attributes the visitor did not ask about first: "how fast can it be live" is not "how fast does it reply".
      // "What is it" comes with most answers, so it never counts against one.
      const unasked = (chunk: KnowledgeChunk) => (chunkAttributes.get(chunk.id) ?? []).filter((other) => other !== 'what' && !attributes.includes(other)).length;
      // Curated answers state facts; copy lifted from page sections only when there is nothing curated.
      const curated = found.filter((chunk) => (chunk.weight ?? 1) >= CURATED_WEIGHT);
      let pool = curated.length > 0 ? curated : found;
      // A price question wants a figure: answers that state one come first.
      const withFigure = attribute === 'price' ? pool.filter((chunk) => /\$\d/.test(chunk.answer)) : [];
      if (withFigure.length > 0) pool = withFigure;
      const fewest = Math.min(...pool.map(unasked));
      const candidates = pool.filter((chunk) => unasked(chunk) === fewest);
      if (candidates.length === 1) return candidates[0];
      const ranked = hits().find((hit) => candidates.includes(hit.chunk));
      return ranked?.chunk ?? [...candidates].sort((a, b) => (b.weight ?? 1) - (a.weight ?? 1))[0];
    }
    return undefined;
  }

  const unknown = (hits: SearchHit[], context: ValeContext): ValeAnswer => ({ reply: resolvePlaceholders(REPLIES.unknown), kind: 'unknown', hits, context });

  function answer(asked: string, context: ValeContext = {}): ValeAnswer {
    const { found, message, query } = answerFromContent(asked, context);
    if (found.kind !== 'answer' && found.kind !== 'unknown') return found;
    const shape = wantedShape(asked);
    const fits = found.kind === 'answer' && hasShape(found.reply, shape);
    // A curated answer that fits stands; otherwise a line of the pages' own copy may say more of what was asked.
    const curated = (found.source?.weight ?? 1) >= CURATED_WEIGHT;
    if (fits && curated) return found;
    const [passage] = passageIndex.query(query, 1);
    if (passage && passage.coverage >= PASSAGE_MIN_COVERAGE) {
      const reply = composeReply(passage.chunk, message);
      const statedByPassage = index.statedCoverage(message, reply);
      const better = !fits || statedByPassage > index.statedCoverage(message, found.reply) + PASSAGE_MARGIN;
      if (better && hasShape(reply, shape) && statedByPassage >= PASSAGE_MIN_COVERAGE) {
        return { reply, kind: 'answer', source: passage.chunk, hits: [passage], context: found.context };
      }
    }
    if (found.kind === 'unknown' || fits) return found;
    // A reply that does not have the shape the question wants ("when…?" with no time in it) is no answer.
    const reply = resolvePlaceholders(`${REPLIES.notExactly} ${found.reply} ${REPLIES.askTeam}`);
    return { ...found, reply, kind: 'unknown' };
  }

  /**
   * The answer from the site's curated content, with the message as Vale read it (spelling corrected) and
   * the search text it used (the message, with the topic it continues).
   */
  function answerFromContent(asked: string, context: ValeContext): { found: ValeAnswer; message: string; query: string } {
    const message = speller.correct(asked);
    const talk = smallTalk(message);
    if (talk) return { found: { reply: resolvePlaceholders(REPLIES[talk]), kind: talk, hits: [], context }, message, query: message };
    if (isManipulation(asked)) return { found: { reply: resolvePlaceholders(REPLIES.declined), kind: 'declined', hits: [], context }, message, query: message };

    const reading = readQuestion(message, topics);
    const previous = context.topic ? topicsById.get(context.topic) : undefined;
    const short = tokenize(normalise(message)).length <= FOLLOW_UP_MAX_WORDS;
    let named = reading.topics;
    // "what about scale?" after a bundle names the next bundle.
    if (named.length === 0 && previous?.family && reading.followUpTopics.some((topic) => topic.family === previous.family)) {
      named = reading.followUpTopics.filter((topic) => topic.family === previous.family);
    }
    // A word the site never uses ("submarine insurance") makes a new question, not a follow-up.
    const contentWords = queryWords(message);
    const strange = contentWords.some((word) => !index.knows(word.terms));
    const followUp = named.length === 0 && previous !== undefined && short && !strange;
    const about = followUp ? [previous] : named;
    // "and a template one?", "inbound?", "and if I add a website?": the same figure, asked of this.
    const carried = reading.attributes.length === 0 && short && !strange && context.attribute && CARRIED_ATTRIBUTES.has(context.attribute);
    const attributes: Attribute[] = carried && context.attribute ? [context.attribute] : reading.attributes;
    const query = followUp ? `${message} ${previous.name}` : message;
    // One search per message, made when first needed and shared by every step below.
    let cached: SearchHit[] | undefined;
    const searched = () => (cached ??= index.query(query, SEARCH_DEPTH));

    // A known thing and one of its attributes: answered from the chunk that states it.
    if (about.length > 0 && attributes.length > 0) {
      const sources = about
        .slice(0, 2)
        .flatMap((topic) => factFor(topic.id, attributes, about.length > 1 ? () => index.query(`${message} ${topic.name}`, SEARCH_DEPTH) : searched) ?? []);
      if (sources.length > 0) {
        const replies = [...new Set(sources)].map((source) => composeReply(source, query));
        // Two things asked at once get both answers when they stay short; otherwise the first.
        const reply = replies.join(' ').length <= MAX_REPLY_CHARS ? replies.join(' ') : replies[0];
        const asked = ATTRIBUTE_ORDER.find((attribute) => attributes.includes(attribute));
        return { found: { reply, kind: 'answer', source: sources[0], hits: [], context: { topic: about[0].id, ...(asked && CARRIED_ATTRIBUTES.has(asked) ? { attribute: asked } : {}) } }, message, query };
      }
    }

    // Asked for a figure the site does not state for that thing: say so rather than answer something else.
    const missing = attributes.find((attribute) => attribute in MISSING_FIGURE);
    if (about.length === 1 && missing) {
      // A section about it that states such a figure still answers ("Accessibility Statement: Feedback" gives 48 hours).
      const [best] = searched();
      const figure = FIGURE_PATTERNS[missing as keyof typeof FIGURE_PATTERNS];
      if (best && best.coverage >= MIN_COVERAGE && (chunkTopics.get(best.chunk.id) ?? []).includes(about[0].id) && figure.test(best.chunk.answer)) {
        return { found: { reply: composeReply(best.chunk, query), kind: 'answer', source: best.chunk, hits: [], context: { topic: about[0].id } }, message, query };
      }
      const reply = resolvePlaceholders(`I don't have ${MISSING_FIGURE[missing as keyof typeof MISSING_FIGURE]} for ${about[0].name} on our site. ${REPLIES.askTeam}`);
      return { found: { reply, kind: 'unknown', hits: [], context: { topic: about[0].id } }, message, query };
    }

    // An attribute of nothing named, with no topic to continue: the general fact ("what are your prices?").
    const otherWords = contentWords.filter((word) => word.terms[0] !== PRICE_TERM);
    if (about.length === 0 && reading.attributes.includes('price') && otherWords.length <= GENERAL_PRICE_MAX_WORDS) {
      const general = factFor(GENERAL, ['price'], searched);
      if (general) return { found: { reply: composeReply(general, query), kind: 'answer', source: general, hits: [], context }, message, query };
    }

    const hits = searched().slice(0, 5);
    const best = hits[0];
    // Precision first: asked about one thing, never answer with a chunk about another.
    const offTopic = (chunk: KnowledgeChunk) => {
      const its = chunkTopics.get(chunk.id) ?? [];
      return about.length > 0 && reading.attributes.length > 0 && its.length > 0 && !about.some((topic) => its.includes(topic.id));
    };
    if (best && best.coverage >= MIN_COVERAGE && !offTopic(best.chunk)) {
      const topic = about[0]?.id ?? chunkTopics.get(best.chunk.id)?.[0] ?? context.topic;
      return { found: { reply: composeReply(best.chunk, query), kind: 'answer', source: best.chunk, hits, context: topic ? { topic } : {} }, message, query };
    }
    return { found: unknown(hits, about.length > 0 ? { topic: about[0].id } : context), message, query };
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
