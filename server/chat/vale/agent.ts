/**
 * Vale, the embedded chat agent, built from the site's knowledge: a message is screened for small talk
 * and refusals (./screening.ts), read into asks (./asks.ts), each ask's candidate answers considered
 * (./consider.ts), and the reply assembled from those it is sure of (./reply-assembly.ts).
 */
import { resolvePlaceholders } from '~/content/company';
import { MAX_SUBJECT_CHARS } from '../chat-memory';
import type { ChatAgent } from '../embedded-provider';
import { askedWays } from './asked-ways';
import { clausesOf, isWholeQuestion, joinsQuestions, leansOnContext, otherWords, readAsks, type Ask } from './asks';
import { NO, YES } from '../../leads/lead-capture-reading';
import { CandidateFinder, curatedOf } from './candidates';
import { composeReply } from './compose';
import { checkModel, type ConfidenceModel } from './confidence';
import { confidenceModel } from './confidence-model';
import { askedAsOne, considerAsks, isSure, oneQuestionAskedTwice, type ConsideredAsk, type Considering } from './consider';
import { buildKnowledge, type KnowledgeChunk } from './knowledge';
import { passageKnowledge } from './knowledge/passages';
import { knownPhrasings } from './known-phrasings';
import { LEAD_IN_WORDS, withoutLeadIn, type LeadIn } from './lead-ins';
import { knownQuestions, PhrasingIndex, type KnownPhrasing } from './phrasings';
import { REPLIES } from './replies';
import { assembleAnswer, shareAFigure, type ValeAnswer, type ValeContext } from './reply-assembly';
import { isManipulation, smallTalk } from './screening';
import type { KnowledgeIndex } from './search';
import { createSpeller } from './spelling';
import { queryWords, statedTerms } from './text';
import { buildTopics, readQuestion } from './topics';

export type { ConsideredAsk } from './consider';
export type { ValeAnswer, ValeContext } from './reply-assembly';

export interface ValeAgent extends ChatAgent {
  answer(message: string, context?: ValeContext): ValeAnswer;
  /** What Vale considered for a message, for training and explaining its confidence. */
  consider(message: string, context?: ValeContext): ConsideredAsk[] | undefined;
  readonly index: KnowledgeIndex;
}

/** How many asks of one message are answered. */
const MAX_ASKS = 3;

/** What Vale knows it has been asked: the curated answers' own questions, the other ways of asking them, and these visitors' questions. */
export function knownQuestionIndex(
  chunks: readonly KnowledgeChunk[] = buildKnowledge(),
  passages: readonly KnowledgeChunk[] = passageKnowledge(),
  visitors: readonly KnownPhrasing[] = knownPhrasings,
): PhrasingIndex {
  return new PhrasingIndex(knownQuestions(curatedOf(chunks), [...chunks, ...passages], visitors, askedWays));
}

export function createValeAgent(
  chunks: readonly KnowledgeChunk[] = buildKnowledge(),
  passages: readonly KnowledgeChunk[] = passageKnowledge(),
  model: ConfidenceModel = confidenceModel,
  phrasings: PhrasingIndex = knownQuestionIndex(chunks, passages),
): ValeAgent {
  checkModel(model);
  const topics = buildTopics();
  const finder = new CandidateFinder(chunks, passages, topics);
  const speller = createSpeller([
    ...[...chunks, ...passages].flatMap((chunk) => [chunk.question, chunk.answer, chunk.keywords ?? '']),
    ...topics.flatMap((topic) => topic.aliases),
    LEAD_IN_WORDS,
  ]);
  const topicsById = new Map(topics.map((topic) => [topic.id, topic]));
  const considering: Considering = { finder, phrasings, model };

  /** Small talk and refusals need no search; everything else is read into asks. */
  function read(asked: string, context: ValeContext): { early?: ValeAnswer; message: string; asks: Ask[]; clauses: LeadIn[]; joined: boolean } {
    const message = speller.correct(asked);
    const talk = smallTalk(message);
    if (talk) return { early: { reply: resolvePlaceholders(REPLIES[talk]), kind: talk, context }, message, asks: [], clauses: [], joined: false };
    if (isManipulation(asked)) return { early: { reply: resolvePlaceholders(REPLIES.declined), kind: 'declined', context }, message, asks: [], clauses: [], joined: false };
    const clauses = clausesOf(message).map(withoutLeadIn);
    return { message: textOf(clauses), asks: asksOf(clauses, context), clauses, joined: joinsQuestions(message) };
  }

  /**
   * Each question of a message read in turn; a later one that leans on context leans on the one before it,
   * and one after "unrelated:" or "different question:" on nothing.
   */
  function asksOf(clauses: readonly LeadIn[], context: ValeContext): Ask[] {
    const asks: Ask[] = [];
    let current = context;
    for (const { question, changesTopic } of clauses) {
      if (changesTopic) current = {};
      const previous = current.topic ? topicsById.get(current.topic) : undefined;
      const read = readAsks(question, readQuestion(question, topics), current, previous);
      asks.push(...read);
      const last = read.at(-1);
      if (last?.topics[0]) current = { topic: last.topics[0].id, ...(last.attributes[0] ? { attribute: last.attributes[0] } : {}) };
    }
    return asks.slice(0, MAX_ASKS);
  }

  function consider(asked: string, context: ValeContext = {}): ConsideredAsk[] | undefined {
    const { early, message, asks } = read(asked, context);
    return early ? undefined : considerAsks(message, asks, considering);
  }

  function answer(asked: string, context: ValeContext = {}): ValeAnswer {
    const short = shortAnswer(asked);
    const meant = context.offered && short === 'yes' ? finder.chunk(context.offered) : undefined;
    if (meant) return answerOffered(meant);
    if (context.offered && short === 'no') return { reply: resolvePlaceholders(REPLIES.notMeant), kind: 'answer', context: { ...(context.topic ? { topic: context.topic } : {}) } };
    const { early, message, asks, clauses, joined } = read(asked, context);
    if (early) return early;
    // A bare "yes", "ok" or "no" with nothing offered answers no question of Vale's: it asks for one, and searches nothing.
    if (short) return { reply: resolvePlaceholders(REPLIES.askAway), kind: 'answer', context };
    // Read as one ask, a question of two things may get the answer to one of them, or none.
    const asOne = considerAsks(message, asks, considering);
    const considered = (asks.length === 1 && clauses.length === 1 && askedAsTwo(message, context, asOne[0])) || asOne;
    const answered = assembleAnswer(oneQuestionAskedTwice(message, joined, considered, considering) || considered, finder, model);
    const leans = () => clauses.length === 1 && !clauses[0].changesTopic && !isWholeQuestion(message, readQuestion(message, topics));
    const together = answered.kind === 'unknown' && context.subject && leans() ? withQuestionBefore(clauses, context.subject) : undefined;
    if (together) return { ...together, context: { ...together.context, subject: context.subject } };
    // A question read with the one before it leaves that one for the next; any other is the next one's subject.
    const subject = asks.some((ask) => ask.onSubject) ? context.subject : message.slice(0, MAX_SUBJECT_CHARS);
    return { ...answered, context: { ...answered.context, ...(subject ? { subject } : {}) } };
  }

  /**
   * A question that joins two things with "and" that are not two known things named side by side ("your legal
   * entity name and the year it was founded?", not "texts and calls"): when each half asks something of its own,
   * neither leaning on the chat before it, and Vale is sure of a different answer to each, both are answered.
   */
  function askedAsTwo(message: string, context: ValeContext, asOne: ConsideredAsk | undefined): ConsideredAsk[] | undefined {
    const at = message.toLowerCase().lastIndexOf(' and ');
    if (at < 0) return undefined;
    const previous = context.topic ? topicsById.get(context.topic) : undefined;
    const asks: Ask[] = [];
    for (const half of [message.slice(0, at), message.slice(at + ' and '.length)]) {
      const reading = readQuestion(half, topics);
      if (queryWords(half).length === 0 || leansOnContext(half, reading)) return undefined;
      const [ask] = readAsks(half, reading, context, previous);
      // A half that only names a thing ("sms", "what do texts") is one of two things asked of together.
      if (!ask || (otherWords(ask).length === 0 && reading.attributes.every((attribute) => attribute === 'what'))) return undefined;
      asks.push(ask);
    }
    // A sure answer that speaks of both halves answers both.
    const stated = asOne && isSure(asOne, model) ? statedTerms(asOne.chosen.reply) : undefined;
    if (stated && asks.every((ask) => speaksOf(ask, stated))) return undefined;
    const each = considerAsks(message, asks, considering);
    const two = each.length === 2 && each.every((entry) => isSure(entry, model)) && each[0].chosen!.chunk.id !== each[1].chosen!.chunk.id;
    return two ? each : undefined;
  }

  /**
   * A follow-up Vale is not sure of ("and the privacy policy?" after "when was the accessibility page last
   * revised?") read with the question before it, as one question, and answered when that is sure. When that
   * answer is the earlier one (or states its figures), it is given again only if it speaks of the follow-up's own
   * words ("can I text that one too?" after the phone number), composed for them ("and my invoices?" gets the
   * invoices' period alone), and without the earlier answer's figures unless it is that very answer.
   */
  function withQuestionBefore(clauses: readonly LeadIn[], subject: string): ValeAnswer | undefined {
    const before = clausesOf(speller.correct(subject)).map(withoutLeadIn);
    const both = [...before, ...clauses];
    const asks = asksOf(both, {});
    // Both questions may name the same thing: it is one thing asked of.
    const whole: Ask = { ...askedAsOne(asks, textOf(both), false), topics: [...new Set(asks.flatMap((ask) => ask.topics))] };
    const together = assembleAnswer(considerAsks(whole.query, [whole], considering), finder, model);
    if (together.kind !== 'answer' || !together.source) return undefined;
    const earlierAsks = asksOf(before, {});
    const earlier = assembleAnswer(considerAsks(textOf(before), earlierAsks, considering), finder, model);
    const again = together.source.id === earlier.source?.id || together.reply === earlier.reply || shareAFigure(together.reply, earlier.reply);
    if (!again) return together;
    const stated = statedTerms(together.reply);
    const own = asks.slice(earlierAsks.length);
    if (own.length === 0 || !own.every((ask) => speaksOf(ask, stated))) return undefined;
    const reply = resolvePlaceholders(composeReply(together.source, textOf(clauses)));
    return reply === earlier.reply || !shareAFigure(reply, earlier.reply) ? { ...together, reply } : undefined;
  }

  /** The answer Vale asked whether the visitor meant, now they said they did: its own question answered. */
  function answerOffered(chunk: KnowledgeChunk): ValeAnswer {
    const topic = finder.readingOf(chunk).topics[0];
    const context: ValeContext = { ...(topic ? { topic } : {}), subject: chunk.question.slice(0, MAX_SUBJECT_CHARS) };
    return { reply: resolvePlaceholders(composeReply(chunk, chunk.question)), kind: 'answer', source: chunk, confidence: 1, context, meant: chunk.id };
  }

  /** A message Vale does not answer (one the lead flow takes) still moves the chat to a topic it names. */
  function contextOf(asked: string, context: ValeContext): ValeContext {
    const named = readQuestion(speller.correct(asked), topics).topics[0];
    return named ? { topic: named.id } : context;
  }

  return {
    index: finder.index,
    answer,
    consider,
    contextOf,
    reply: (message) => answer(message).reply,
  };
}

/** Whether a reply's words (statedTerms) include one of the words an ask asks of its own. */
const speaksOf = (ask: Ask, stated: ReadonlySet<string>) => otherWords(ask).some((word) => queryWords(word)[0]?.terms.some((term) => stated.has(term)));

/** The questions of a message, without their lead-ins, as one text. */
const textOf = (clauses: readonly LeadIn[]) => clauses.map((clause) => clause.question).join(' ');

/** A message that is only a yes ("yeah please", "correct") or a no ("nope, not that"), asking nothing else. */
function shortAnswer(message: string): 'yes' | 'no' | undefined {
  const text = message.trim().toLowerCase();
  const words = text.split(/\s+/);
  // "y" and "n" alone are a yes and a no; "n outgoing?" is "and outgoing?".
  if (text.includes('?') || words.length > 4 || (words[0].length === 1 && words.length > 1)) return undefined;
  return YES.test(text) ? 'yes' : NO.test(text) ? 'no' : undefined;
}

/** Whether the visitor meant the answer offered. */
export const confirms = (message: string) => shortAnswer(message) === 'yes';
/** Whether they did not. */
export const declines = (message: string) => shortAnswer(message) === 'no';

let shared: ValeAgent | undefined;

/** The process-wide agent, built on first use so start-up stays fast. */
export function getValeAgent(): ValeAgent {
  shared ??= createValeAgent();
  return shared;
}
