/**
 * Questions visitors have asked, each with the answers that state what it wanted: how close a new question
 * is to one already answered is evidence, beside the search, of which answer fits it. A question is compared
 * as a weighted bag of its words, word pairs and letter triples (so "pricng" still meets "pricing"), each
 * weighed by how rare it is among the known questions; closeness is the cosine of two bags.
 */
import { AnswerWordModel, type AnswerLikelihood } from './answer-words';
import type { KnowledgeChunk } from './knowledge';
import { normalise } from './normalise';
import { stem, tokenize } from './text';
import { canonicalWord } from './vocabulary';

export interface KnownPhrasing {
  /** The question as Vale read it (a follow-up carries the topic it continues). */
  text: string;
  /** Ids of the knowledge chunks that state what it asked; empty when the site has no answer to it. */
  answers: readonly string[];
  /** Where it came from (an evaluation case's id), so a question is never its own evidence while training. */
  source: string;
}

/**
 * The questions Vale knows for a knowledge base: each curated answer's own question and the other ways
 * visitors ask it (`otherWays`, by chunk id), each answered by every curated answer that says the same; the
 * ways visitors ask a page's section or a legal clause, answered by it;
 * and visitors' questions with the answers the knowledge still has; a visitor's question none of whose
 * answers is left says nothing.
 */
export function knownQuestions(
  curated: readonly KnowledgeChunk[],
  all: readonly KnowledgeChunk[],
  visitors: readonly KnownPhrasing[],
  otherWays: ReadonlyMap<string, readonly string[]> = new Map(),
): KnownPhrasing[] {
  const ids = new Set(all.map((chunk) => chunk.id));
  const byAnswer = new Map<string, string[]>();
  for (const chunk of curated) byAnswer.set(chunk.answer, [...(byAnswer.get(chunk.answer) ?? []), chunk.id]);
  // Each of a chunk's ways is from its source, so leaving the chunk out leaves out every way of asking it.
  const own = curated.flatMap((chunk) =>
    [chunk.question, ...(otherWays.get(chunk.id) ?? [])].map((text) => ({ text, answers: byAnswer.get(chunk.answer) ?? [chunk.id], source: chunk.id })),
  );
  // A page's section or clause is titled, not asked: only the ways visitors ask it are questions.
  const curatedIds = new Set(curated.map((chunk) => chunk.id));
  const sections = all
    .filter((chunk) => !curatedIds.has(chunk.id))
    .flatMap((chunk) => (otherWays.get(chunk.id) ?? []).map((text) => ({ text, answers: [chunk.id], source: chunk.id })));
  const asked = visitors.flatMap((phrasing) => {
    const answers = phrasing.answers.filter((id) => ids.has(id));
    return phrasing.answers.length > 0 && answers.length === 0 ? [] : [{ ...phrasing, answers }];
  });
  return [...own, ...sections, ...asked];
}

/** What the known questions say of a new one: how close the nearest question each answer answered is, and the nearest one nothing answers. */
export interface PhrasingEvidence {
  byAnswer: ReadonlyMap<string, number>;
  /** The best closeness over every answer. */
  best: number;
  /** Closeness of the nearest question the site has no answer to. */
  unanswered: number;
  /** Of the NEIGHBOURS closest known questions, the share of their closeness whose question each answer answered. */
  votes: ReadonlyMap<string, number>;
  /**
   * For each answer, the most of one of its known questions that the new one contains (its weight's share
   * found there): "will it give legal advice?" is all inside "my worry is the AI giving people legal advice
   * over the phone, does it?", which the cosine, diluted by the rest of the message, hardly sees.
   */
  contained: (answer: string) => number;
  /** Which answers the question's words point to, over every known question (./answer-words.ts). */
  likely: AnswerLikelihood;
}

/** How many of the closest known questions vote. */
const NEIGHBOURS = 5;

/** Closer than this, a known question says something of a new one; below it they share a few letters and nothing more. */
const LEAST_CLOSENESS = 0.1;

/** Letter triples count for less than whole words: they are many, and only there to survive typos. */
const TRIPLE_WEIGHT = 0.3;

function termsOfText(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, weight: number) => terms.set(term, (terms.get(term) ?? 0) + weight);
  const tokens = tokenize(normalise(text));
  // Stop words stay (as written): "how long" and "how much" ask different things.
  const words = tokens.map((token) => {
    const canonical = canonicalWord(token);
    return canonical === null ? `=${token}` : stem(canonical);
  });
  for (const word of words) add(`w:${word}`, 1);
  for (let i = 1; i < words.length; i += 1) add(`p:${words[i - 1]} ${words[i]}`, 1);
  for (const token of tokens) {
    const framed = `<${token}>`;
    for (let i = 0; i + 3 <= framed.length; i += 1) add(`t:${framed.slice(i, i + 3)}`, TRIPLE_WEIGHT);
  }
  return terms;
}

/** A bag's words and word pairs: letter triples are there to find a question despite its typos, not to tell answers apart. */
const wordsOf = (bag: ReadonlyMap<string, number>) => new Map([...bag].filter(([term]) => !term.startsWith('t:')));

/** The known questions that have a term, and the term's weight in each. */
interface Postings {
  phrasings: number[];
  weights: number[];
}

export class PhrasingIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly rarity = new Map<string, number>();
  /** The known questions each answer answered, by their place in the list. */
  private readonly questionsOf = new Map<string, number[]>();
  private readonly words: AnswerWordModel;

  constructor(private readonly phrasings: readonly KnownPhrasing[]) {
    const bags = phrasings.map((phrasing) => termsOfText(phrasing.text));
    this.words = new AnswerWordModel(phrasings.map((phrasing, index) => ({ terms: wordsOf(bags[index]), answers: phrasing.answers })));
    phrasings.forEach((phrasing, index) => {
      for (const answer of phrasing.answers) {
        const list = this.questionsOf.get(answer);
        if (list) list.push(index);
        else this.questionsOf.set(answer, [index]);
      }
    });
    const counts = new Map<string, number>();
    for (const bag of bags) for (const term of bag.keys()) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) this.rarity.set(term, Math.log((bags.length + 1) / (count + 1)) + 1);
    bags.forEach((bag, phrasing) => {
      for (const [term, weight] of this.weighed(bag)) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = { phrasings: [], weights: [] }));
        list.phrasings.push(phrasing);
        list.weights.push(weight);
      }
    });
  }

  /** The same questions but those from these sources: what Vale would know had it never seen them. */
  without(sources: ReadonlySet<string>): PhrasingIndex {
    return new PhrasingIndex(this.phrasings.filter((phrasing) => !sources.has(phrasing.source)));
  }

  get size(): number {
    return this.phrasings.length;
  }

  evidence(question: string): PhrasingEvidence {
    // Summed in an array: a chat's every ask reads this, and letter triples reach many known questions.
    const closeness = new Float64Array(this.phrasings.length);
    const contained = new Float64Array(this.phrasings.length);
    const reached: number[] = [];
    const bag = termsOfText(question);
    for (const [term, weight] of this.weighed(bag)) {
      const list = this.postings.get(term);
      if (!list) continue;
      for (let i = 0; i < list.phrasings.length; i += 1) {
        const index = list.phrasings[i];
        if (closeness[index] === 0) reached.push(index);
        closeness[index] += weight * list.weights[i];
        // A known question's weights are of unit length: their squares over the shared terms are the share of it found.
        contained[index] += list.weights[i] * list.weights[i];
      }
    }
    const byAnswer = new Map<string, number>();
    let best = 0;
    let unanswered = 0;
    const near = reached.filter((index) => closeness[index] >= LEAST_CLOSENESS);
    for (const index of near) {
      const value = closeness[index];
      const { answers } = this.phrasings[index];
      if (answers.length === 0) unanswered = Math.max(unanswered, value);
      for (const answer of answers) if (value > (byAnswer.get(answer) ?? 0)) byAnswer.set(answer, value);
      if (answers.length > 0) best = Math.max(best, value);
    }
    // Read for the few answers that are candidates only, from their own known questions.
    const containedOf = (answer: string) => (this.questionsOf.get(answer) ?? []).reduce((most, index) => Math.max(most, contained[index]), 0);
    return { byAnswer, best, unanswered, votes: this.votes(near, closeness), contained: containedOf, likely: this.words.likelihood(wordsOf(bag)) };
  }

  private votes(near: number[], closeness: Float64Array): Map<string, number> {
    const nearest = near.sort((a, b) => closeness[b] - closeness[a]).slice(0, NEIGHBOURS);
    const total = nearest.reduce((sum, index) => sum + closeness[index], 0);
    const votes = new Map<string, number>();
    for (const index of nearest) {
      for (const answer of this.phrasings[index].answers) votes.set(answer, (votes.get(answer) ?? 0) + closeness[index] / total);
    }
    return votes;
  }

  /** A bag as unit-length weights, each term by its rarity; a term no known question has adds length only. */
  private weighed(bag: ReadonlyMap<string, number>): Array<[string, number]> {
    const weights: Array<[string, number]> = [];
    let length = 0;
    for (const [term, count] of bag) {
      const weight = count * (this.rarity.get(term) ?? Math.log(this.phrasings.length + 1) + 1);
      length += weight * weight;
      if (this.rarity.has(term)) weights.push([term, weight]);
    }
    const norm = Math.sqrt(length) || 1;
    return weights.map(([term, weight]) => [term, weight / norm]);
  }
}
