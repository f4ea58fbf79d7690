import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeChunk } from './knowledge';
import { normalise } from './normalise';
import { impliedTerms, queryWords, statedBeginnings, statedTerms, termsOf, tokenize } from './text';

export interface SearchHit {
  chunk: KnowledgeChunk;
  score: number;
  /**
   * Share of the question's meaning the chunk matched: each content word counts by
   * how rare it is in the site's content, so missing "pizza" in "do you sell pizza"
   * weighs more than matching "sell".
   */
  coverage: number;
  /** Share of the chunk's own question (by term weight) that the visitor asked. */
  questionFit: number;
}

interface IndexedChunk {
  id: string;
  question: string;
  keywords: string;
  answer: string;
}

const FIELDS = ['question', 'keywords', 'answer'] as const;
/** The question a chunk answers says most about it; its keywords next; the answer text least. */
const FIELD_BOOST = { question: 3, keywords: 1.6, answer: 1 };

/** How many of the best matches are re-ranked by how well they fit the question. */
const RERANK_DEPTH = 20;
/** Share of the final score that depends on the chunk's own question being asked in full. */
const QUESTION_FIT_SHARE = 0.4;

/** Edit distance (insert, delete, substitute, swap two neighbours) between two short words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * How surely a word matched: in full when the content has it (or begins with it); a fuzzy match counts in
 * full only one slip away ("pricng"), and half beyond that, since "submarines" is two edits from
 * "summaries" and is no typo of it.
 */
function matchStrength(wordTerms: string[], indexTerms: string[]): number {
  if (wordTerms.some((term) => indexTerms.some((indexTerm) => indexTerm === term || indexTerm.startsWith(term)))) return 1;
  const nearest = Math.min(...wordTerms.flatMap((term) => indexTerms.map((indexTerm) => editDistance(term, indexTerm))));
  return nearest <= 1 ? 1 : 0.5;
}

const indexTerms = (token: string) => {
  const terms = termsOf(token);
  return terms.length ? terms : null;
};

/** Texts read once are kept up to this many; visitors' own words must not grow the cache forever. */
const READ_CACHE_MAX = 5_000;

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= READ_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/** Full-text index over the knowledge chunks: stemming and synonyms, fuzzy and prefix matching, field boosts. */
export class KnowledgeIndex {
  private readonly search = new MiniSearch<IndexedChunk>({
    fields: [...FIELDS],
    idField: 'id',
    // Documents are added already normalised (once, in the constructor).
    tokenize,
    processTerm: indexTerms,
  });
  private readonly chunks = new Map<string, KnowledgeChunk>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly termWeights = new Map<string, number>();
  /** Main terms of each chunk's question, for judging how much of it the visitor asked. */
  private readonly questionTerms = new Map<string, string[]>();

  constructor(chunks: readonly KnowledgeChunk[]) {
    for (const chunk of chunks) {
      this.chunks.set(chunk.id, chunk);
      const keywords = `${chunk.keywords ?? ''} ${impliedTerms(chunk.answer)}`;
      const document = { id: chunk.id, question: normalise(chunk.question), keywords: normalise(keywords), answer: normalise(chunk.answer) };
      const terms = new Set(FIELDS.flatMap((field) => tokenize(document[field]).flatMap(termsOf)));
      for (const term of terms) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.search.add(document);
      const questionTerms = tokenize(document.question).map((token) => termsOf(token)[0]).filter(Boolean);
      this.questionTerms.set(chunk.id, [...new Set(questionTerms)]);
    }
  }

  get size(): number {
    return this.chunks.size;
  }

  /** Whether the site's content uses a word (any of its search terms) anywhere. */
  knows(terms: readonly string[]): boolean {
    return terms.some((term) => this.documentFrequency.has(term));
  }

  /** How rare the rarest of a word's terms is in the content (higher is rarer). */
  rarity(terms: readonly string[]): number {
    return Math.max(...terms.map((term) => this.termWeight(term)));
  }

  /** How much a term tells chunks apart: rare terms weigh more; unknown ones most. */
  private termWeight(term: string): number {
    let weight = this.termWeights.get(term);
    if (weight === undefined) {
      weight = Math.log(1 + this.chunks.size / ((this.documentFrequency.get(term) ?? 0) + 1));
      if (this.documentFrequency.has(term)) this.termWeights.set(term, weight);
    }
    return weight;
  }

  /**
   * Share of a question's meaning that a reply's own words state, each word weighted by how rare it is:
   * a reply that never mentions "round robin" does not answer a question about it.
   */
  statedCoverage(question: string, reply: string): number {
    const stated = statedTerms(reply);
    const beginnings = statedBeginnings(reply);
    let total = 0;
    let covered = 0;
    for (const word of this.wordsOf(question)) {
      const known = word.terms.find((term) => this.documentFrequency.has(term));
      const weight = this.termWeight(known ?? word.terms[0]);
      total += weight;
      // A word is stated when a stated term is it, or starts with it (for a word of LEAST_BEGINNING letters or more).
      if (word.terms.some((term) => stated.has(term) || beginnings.has(term))) covered += weight;
    }
    return total > 0 ? covered / total : 1;
  }

  /** The words a question asks, remembered: the same questions are read for every candidate. */
  private readonly wordsCache = new Map<string, ReturnType<typeof queryWords>>();

  private wordsOf(question: string): ReturnType<typeof queryWords> {
    let words = this.wordsCache.get(question);
    if (!words) {
      words = queryWords(question);
      remember(this.wordsCache, question, words);
    }
    return words;
  }

  query(question: string, limit = 5): SearchHit[] {
    const words = queryWords(question);
    if (words.length === 0) return [];
    // The stem finds every form of a word; the word as typed is only worth a lookup
    // when its stem is unknown (a typo or a half-typed word to expand).
    const terms = [
      ...new Set(words.flatMap((word) => (this.documentFrequency.has(word.terms[0]) ? [word.terms[0]] : word.terms))),
    ];
    const results: SearchResult[] = this.search.search(terms.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      // Only a term the content never uses needs expanding: a half-typed word or a typo.
      prefix: (term) => term.length >= 4 && !this.documentFrequency.has(term),
      fuzzy: (term) => (term.length >= 5 && !this.documentFrequency.has(term) ? 0.2 : false),
      boostDocument: (id) => this.chunks.get(String(id))?.weight ?? 1,
    });

    // A word weighs what its stem weighs; a word the content never uses in any form weighs most.
    const wordWeights = words.map((word) => {
      const known = word.terms.find((term) => this.documentFrequency.has(term));
      return this.termWeight(known ?? word.terms[0]);
    });
    const totalWeight = wordWeights.reduce((sum, weight) => sum + weight, 0);
    const asked = new Set(terms);
    const hits = results.slice(0, RERANK_DEPTH).map((result) => {
      const id = String(result.id);
      const matched = new Set(result.queryTerms);
      const indexTerms = Object.keys(result.match);
      const matchedWeight = words.reduce((sum, word, index) => {
        if (!word.terms.some((term) => matched.has(term))) return sum;
        return sum + wordWeights[index] * matchStrength(word.terms, indexTerms);
      }, 0);
      // Of two chunks that match equally, prefer the one whose own question the
      // visitor asked in full: "what is X" over "how much does X cost".
      const questionTerms = this.questionTerms.get(id) ?? [];
      const questionWeight = questionTerms.reduce((sum, term) => sum + this.termWeight(term), 0);
      const askedWeight = questionTerms.reduce((sum, term) => (asked.has(term) ? sum + this.termWeight(term) : sum), 0);
      const questionCoverage = questionWeight > 0 ? askedWeight / questionWeight : 0;
      return {
        chunk: this.chunks.get(id)!,
        score: result.score * (1 - QUESTION_FIT_SHARE + QUESTION_FIT_SHARE * questionCoverage),
        coverage: totalWeight > 0 ? matchedWeight / totalWeight : 0,
        questionFit: questionCoverage,
      };
    });
    // Rank by relevance, weighted by how much of the question each chunk answers.
    return hits.sort((a, b) => b.score * b.coverage ** 2 - a.score * a.coverage ** 2).slice(0, limit);
  }
}
