/**
 * The answers that might fit an ask, and what is known about each: the chunk that states the ask's
 * attribute of its topic (the fact table), the best matches of a full-text search of the curated
 * answers, and the best lines of the pages' own copy. Which one is given, if any, is decided by how
 * confident Vale can be of it (./confidence.ts).
 */
import { ASKS_SETUP } from './answer-shape';
import type { Ask } from './asks';
import { composeReply } from './compose';
import type { KnowledgeChunk } from './knowledge';
import { KnowledgeIndex, type SearchHit } from './search';
import { PRICE, queryWords } from './text';
import { readQuestion, type Attribute, type Topic } from './topics';

export interface Candidate {
  chunk: KnowledgeChunk;
  reply: string;
  /** Chosen by the fact table: it states the ask's attribute of the ask's topic. */
  factPick: boolean;
  /** Its place and match in the search of curated answers, when found there. */
  search?: { rank: number; hit: SearchHit; topScore: number };
  /** Its place and match in the search of the pages' copy, when found there. */
  passage?: { rank: number; hit: SearchHit; topScore: number };
}

/** What a chunk is about, read the way a visitor's question is. */
export interface ChunkReading {
  topics: string[];
  /** Its topics with the broader ones they belong to: a line about text messages is about the phone too. */
  kin: ReadonlySet<string>;
  attributes: Attribute[];
}

/** A topic's id with those of the broader topics it belongs to. */
export const kinOf = (topics: readonly Topic[]): ReadonlySet<string> => new Set(topics.flatMap((topic) => [topic.id, topic.parent, topic.partOf].filter((id): id is string => id !== undefined)));

/** How many ranked answers and page lines each ask considers. */
const SEARCH_DEPTH = 12;
const PASSAGE_DEPTH = 6;

/** Chunks of at least this weight are curated answers (see KnowledgeChunk.weight). */
export const CURATED_WEIGHT = 0.9;

/** The curated answers among chunks: those written to be given as they stand. */
/** Whether a chunk is a curated answer (the fact table's, an FAQ entry, a taught answer), not a page's line or a policy clause. */
export const isCurated = (chunk: KnowledgeChunk) => (chunk.weight ?? 1) >= CURATED_WEIGHT;
export const curatedOf = (chunks: readonly KnowledgeChunk[]) => chunks.filter(isCurated);

/** The order in which a question's attributes are looked up when it asks several. */
export const ATTRIBUTE_ORDER: readonly Attribute[] = ['price', 'estimate', 'billing', 'response', 'timing', 'updated', 'included', 'audience', 'how-to-get', 'what'];
/** Attributes that answer each other's question when a topic states only one of them. */
const SAME_QUESTION: Partial<Record<Attribute, Attribute>> = { timing: 'response', response: 'timing' };

/** Facts about no topic in particular ("what are your prices?") are kept under this key. */
const GENERAL = '';

/** A question as its content words, in order: "What are your prices?" and "what are ur prices" meet. */
const questionKey = (question: string) => queryWords(question).map((word) => word.terms[0]).join(' ');

export class CandidateFinder {
  readonly index: KnowledgeIndex;
  private readonly passages: KnowledgeIndex;
  private readonly readings = new Map<string, ChunkReading>();
  private readonly facts = new Map<string, KnowledgeChunk[]>();
  /** Chunks by their own question's words, so a question asked as written finds its answer however common its words. */
  private readonly byQuestion = new Map<string, KnowledgeChunk[]>();
  private readonly byId = new Map<string, KnowledgeChunk>();
  private readonly replyTopics = new Map<string, readonly Topic[]>();

  constructor(
    chunks: readonly KnowledgeChunk[],
    passages: readonly KnowledgeChunk[],
    private readonly topics: readonly Topic[],
  ) {
    this.index = new KnowledgeIndex(chunks);
    this.passages = new KnowledgeIndex(passages);
    for (const chunk of [...chunks, ...passages]) this.byId.set(chunk.id, chunk);
    for (const chunk of chunks) {
      const key = questionKey(chunk.question);
      this.byQuestion.set(key, [...(this.byQuestion.get(key) ?? []), chunk]);
      const reading = this.readingOf(chunk);
      // A chunk answers for its first topic: "Can Vale answer my business line?" is about Vale.
      const topic = reading.topics[0] ?? GENERAL;
      for (const attribute of reading.attributes) {
        const key = `${topic}|${attribute}`;
        this.facts.set(key, [...(this.facts.get(key) ?? []), chunk]);
      }
    }
  }

  /** The topics a reply names, so an answer that also states the asked topic's siblings can be told from one that states it alone. */
  topicsNamedIn(reply: string): readonly Topic[] {
    let named = this.replyTopics.get(reply);
    if (!named) {
      if (this.replyTopics.size > 4096) this.replyTopics.clear();
      named = readQuestion(reply, this.topics).topics;
      this.replyTopics.set(reply, named);
    }
    return named;
  }

  readingOf(chunk: KnowledgeChunk): ChunkReading {
    let reading = this.readings.get(chunk.id);
    if (!reading) {
      const read = readQuestion(chunk.question, this.topics);
      reading = { topics: read.topics.map((topic) => topic.id), kin: kinOf(read.topics), attributes: read.attributes };
      this.readings.set(chunk.id, reading);
    }
    return reading;
  }

  /** The curated chunk that states one of the attributes of a topic, fewest unasked attributes first; search rank breaks ties. */
  factFor(topicId: string, attributes: readonly Attribute[], ranked: readonly SearchHit[], query = ''): KnowledgeChunk | undefined {
    // A time asked of setting something up ("how long to get it set up") is never answered by how fast it replies.
    const setup = ASKS_SETUP.test(query.toLowerCase());
    for (const attribute of ATTRIBUTE_ORDER) {
      // "What is…?" of nothing named has no one answer.
      if (!attributes.includes(attribute) || (attribute === 'what' && topicId === GENERAL)) continue;
      const same = attribute === 'timing' && setup ? undefined : SAME_QUESTION[attribute];
      const found = this.facts.get(`${topicId}|${attribute}`) ?? (same ? this.facts.get(`${topicId}|${same}`) : undefined);
      if (!found?.length) continue;
      const curated = found.filter(isCurated);
      let pool = curated.length > 0 ? curated : found;
      // A price question wants a figure: answers that state one come first.
      const withFigure = attribute === 'price' ? pool.filter((chunk) => PRICE.test(chunk.answer)) : [];
      if (withFigure.length > 0) pool = withFigure;
      const unasked = (chunk: KnowledgeChunk) => this.readingOf(chunk).attributes.filter((other) => other !== 'what' && !attributes.includes(other)).length;
      const fewest = Math.min(...pool.map(unasked));
      const candidates = pool.filter((chunk) => unasked(chunk) === fewest);
      const best = ranked.find((hit) => candidates.includes(hit.chunk))?.chunk;
      return best ?? [...candidates].sort((a, b) => (b.weight ?? 1) - (a.weight ?? 1))[0];
    }
    return undefined;
  }

  /** The answers that might fit an ask; `alsoConsider` adds chunks found another way (the closest known questions' answers). */
  candidates(ask: Ask, alsoConsider: readonly string[] = []): Candidate[] {
    const hits = this.index.query(ask.query, SEARCH_DEPTH);
    const lines = this.passages.query(ask.query, PASSAGE_DEPTH);
    const found = new Map<string, Candidate>();
    const add = (chunk: KnowledgeChunk) => {
      let candidate = found.get(chunk.id);
      if (!candidate) {
        candidate = { chunk, reply: composeReply(chunk, ask.query, ask.earlier), factPick: false };
        found.set(chunk.id, candidate);
      }
      return candidate;
    };
    const topic = ask.topics[0]?.id ?? (ask.attributes.length > 0 ? GENERAL : undefined);
    for (const chunk of this.byQuestion.get(questionKey(ask.query)) ?? []) add(chunk);
    // A narrower thing with no fact of its own ("the price of a template site") has its broader one's.
    const parent = ask.topics[0]?.sharesParentFacts ? ask.topics[0].parent : undefined;
    const attributes: readonly Attribute[] = ask.attributes.length === 0 && ask.topics[0]?.overviewAnswers ? ['what'] : ask.attributes;
    const pick = topic === undefined ? undefined : (this.factFor(topic, attributes, hits, ask.query) ?? (parent ? this.factFor(parent, attributes, hits, ask.query) : undefined));
    if (pick) add(pick).factPick = true;
    hits.forEach((hit, rank) => (add(hit.chunk).search = { rank, hit, topScore: hits[0].score }));
    lines.forEach((hit, rank) => (add(hit.chunk).passage = { rank, hit, topScore: lines[0].score }));
    for (const id of alsoConsider) {
      const chunk = this.byId.get(id);
      if (chunk) add(chunk);
    }
    return [...found.values()];
  }

  /** A chunk of the site's knowledge by its id, if it still exists. */
  chunk(id: string): KnowledgeChunk | undefined {
    return this.byId.get(id);
  }

  /** Whether the site's content uses any of these search terms. */
  knows(terms: readonly string[]): boolean {
    return this.index.knows(terms) || this.passages.knows(terms);
  }
}
