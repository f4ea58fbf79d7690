/**
 * Scoring one visitor case: the reply to its last turn is correct when it states every expected fact
 * and nothing forbidden; "I don't know" when Vale said it has no answer; wrong otherwise. For a case whose
 * right answer is "I don't know" (off-topic, manipulative, not on the site), saying so is correct and any
 * other answer is wrong.
 */
import { NEW_CHAT_STATE, type ChatState } from '../../chat-memory';
import { takeTurn, turnReply } from '../../conversation';
import type { ValeAgent, ValeAnswer } from '../agent';
import { statesFact, type CaseCategory, type VisitorCase } from './visitor-case';

export type Verdict = 'correct' | 'unknown' | 'wrong';

export interface CaseResult {
  case: VisitorCase;
  reply: string;
  /** How sure Vale was of its last answer, when it came from the site's content. */
  confidence?: number;
  /** Whether that answer is a card's (KnowledgeChunk.card), held to the card cut-off. */
  card?: boolean;
  verdict: Verdict;
  /** When Vale offered the answer it held back: whether a "yes" to it gets the right answer. */
  offerVerdict?: 'correct' | 'wrong';
}

export function scoreReply(visitorCase: VisitorCase, reply: string, saidUnknown: boolean): Verdict {
  const text = reply.toLowerCase();
  const forbidden = (visitorCase.forbidden ?? []).some((phrase) => text.includes(phrase.toLowerCase()));
  if (visitorCase.unknown) return saidUnknown && !forbidden ? 'correct' : 'wrong';
  if (forbidden) return 'wrong';
  if (saidUnknown) return 'unknown';
  return visitorCase.facts.every((fact) => statesFact(text, fact)) ? 'correct' : 'wrong';
}

/**
 * Runs a case's turns in one conversation, exactly as the chat does (../../conversation.ts takeTurn): the
 * steps of taking the visitor's details when they ask to be contacted (../../../leads/lead-capture.ts), with
 * Vale answering what is not an answer to them, and Vale's answer otherwise. Scores the last reply.
 */
export function runCase(agent: ValeAgent, visitorCase: VisitorCase): CaseResult {
  let state: ChatState = NEW_CHAT_STATE;
  let last: { reply: string; kind: string; confidence?: number; card?: boolean } = { reply: '', kind: 'unknown' };
  for (const message of visitorCase.turns) {
    const turn = takeTurn(state, message, agent, true);
    state = turn.next;
    // A refusal (a request to drop its rules or grant a discount) is Vale saying it won't, not a fact.
    const kind = turn.answer ? (turn.answer.kind === 'declined' ? 'unknown' : turn.answer.kind) : 'answer';
    const confidence = turn.answer && 'confidence' in turn.answer && typeof turn.answer.confidence === 'number' ? turn.answer.confidence : undefined;
    const card = turn.answer !== undefined && 'source' in turn.answer && (turn.answer as ValeAnswer).source?.card === true;
    last = { reply: turnReply(turn), kind, confidence, ...(card ? { card } : {}) };
  }
  const verdict = scoreReply(visitorCase, last.reply, last.kind === 'unknown');
  return { case: visitorCase, reply: last.reply, confidence: last.confidence, ...(last.card ? { card: true } : {}), verdict, ...(state.offered ? { offerVerdict: offerVerdict(agent, visitorCase, state) } : {}) };
}

/** A "yes" to the question Vale offered: right when its answer states the case's facts; for a case the site has no answer to, never. */
function offerVerdict(agent: ValeAgent, visitorCase: VisitorCase, state: ChatState): 'correct' | 'wrong' {
  if (visitorCase.unknown) return 'wrong';
  return scoreReply(visitorCase, turnReply(takeTurn(state, 'yes', agent, true)), false) === 'correct' ? 'correct' : 'wrong';
}

/** A Markdown line: how often Vale asked whether the visitor meant another question, and how often a yes to it is the right answer. */
export function formatOffers(title: string, results: readonly CaseResult[]): string {
  const offered = results.filter((result) => result.offerVerdict !== undefined);
  const right = offered.filter((result) => result.offerVerdict === 'correct').length;
  return `${title}: a question offered ("Did you mean…?") for ${offered.length} of ${results.length} cases; a "yes" to it gives the right answer for ${right}, another for ${offered.length - right}`;
}

/**
 * Where the first right answer stands among the candidates Vale ranked for a one-message, one-ask question
 * (0: the answer it ranked first), whether or not it was sure enough to give it; -1 when no candidate is
 * right; undefined for a case this does not apply to (several turns or asks, or no answer on the site). It
 * tells the search's reach from the confidence's judgement.
 */
export function rightRank(agent: ValeAgent, visitorCase: VisitorCase): number | undefined {
  if (visitorCase.unknown || visitorCase.turns.length !== 1) return undefined;
  const considered = agent.consider(visitorCase.turns[0]);
  if (considered?.length !== 1) return undefined;
  return considered[0].ranked.findIndex(({ item }) => scoreReply(visitorCase, item.reply, false) === 'correct');
}

export interface Tally {
  total: number;
  correct: number;
  unknown: number;
  wrong: number;
}

export function tally(results: readonly CaseResult[]): { byCategory: Map<CaseCategory, Tally>; all: Tally } {
  const byCategory = new Map<CaseCategory, Tally>();
  const all: Tally = { total: 0, correct: 0, unknown: 0, wrong: 0 };
  for (const result of results) {
    const row = byCategory.get(result.case.category) ?? { total: 0, correct: 0, unknown: 0, wrong: 0 };
    for (const counts of [row, all]) {
      counts.total += 1;
      counts[result.verdict] += 1;
    }
    byCategory.set(result.case.category, row);
  }
  return { byCategory, all };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** A Markdown line: of the questions `rightRank` applies to, how many have a right answer first, in the first three, anywhere. */
export function formatRanks(title: string, ranks: ReadonlyArray<number | undefined>): string {
  const applied = ranks.filter((rank): rank is number => rank !== undefined);
  const within = (limit: number) => applied.filter((rank) => rank >= 0 && rank < limit).length;
  const share = (count: number) => `${count} (${percent(count, applied.length)})`;
  return `${title}: of ${applied.length} one-ask questions, a right answer ranked first ${share(within(1))}, in the first three ${share(within(3))}, among the candidates ${share(within(Infinity))}`;
}

/** A Markdown table: one row per category and a total. */
export function formatTally(title: string, { byCategory, all }: ReturnType<typeof tally>): string {
  const rows = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, row]) => `| ${category} | ${row.total} | ${row.correct} (${percent(row.correct, row.total)}) | ${row.unknown} | ${row.wrong} |`);
  return [
    `### ${title}`,
    '',
    '| category | cases | correct | "I don\'t know" | wrong |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    `| **all** | ${all.total} | ${all.correct} (${percent(all.correct, all.total)}) | ${all.unknown} | ${all.wrong} (${percent(all.wrong, all.total)}) |`,
  ].join('\n');
}
