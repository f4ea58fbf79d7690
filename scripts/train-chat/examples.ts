/**
 * The labelled examples the models learn from: every answer Vale considers for a question, marked right
 * when it states what the question's case expects. Each question is put to an agent that does not know it.
 */
import { NEW_CHAT_STATE, type ChatState } from '../../server/chat/chat-memory';
import { agentAnswers, takeTurn } from '../../server/chat/conversation';
import { captureStep } from '../../server/leads/lead-capture';
import { createValeAgent, type ConsideredAsk, type ValeAgent } from '../../server/chat/vale/agent';
import { askedWays } from '../../server/chat/vale/asked-ways';
import { curatedOf } from '../../server/chat/vale/candidates';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { scoreReply } from '../../server/chat/vale/eval/score';
import { statesFact, type VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import { buildKnowledge, type KnowledgeChunk } from '../../server/chat/vale/knowledge';
import type { PhrasingIndex } from '../../server/chat/vale/phrasings';
import type { Attribute } from '../../server/chat/vale/topics';
import type { AskExample } from './fitting';
import { dealt, FOLDS } from './folds';

const includesAny = (text: string, phrases: readonly string[]) => phrases.some((phrase) => text.includes(phrase.toLowerCase()));

/** Whether a reply to one ask of a case is right: all its facts, or for one of two asks, some of them; nothing forbidden. */
export function isRight(visitorCase: VisitorCase, reply: string, asks: number): boolean {
  if (asks === 1) return scoreReply(visitorCase, reply, false) === 'correct';
  const text = reply.toLowerCase();
  return !visitorCase.unknown && !includesAny(text, visitorCase.forbidden ?? []) && visitorCase.facts.some((fact) => statesFact(text, fact));
}

/**
 * What Vale considered for a case's last turn, in the chat its earlier turns leave; nothing when the flow
 * of taking details answers it alone (a name taken, a yes), which is no answer to learn from.
 */
export function consideredLast(agent: ValeAgent, visitorCase: VisitorCase): ConsideredAsk[] {
  let state: ChatState = NEW_CHAT_STATE;
  for (const message of visitorCase.turns.slice(0, -1)) state = takeTurn(state, message, agent, true).next;
  const last = visitorCase.turns.at(-1) ?? '';
  if (!agentAnswers(captureStep(state.capture, last))) return [];
  return agent.consider(last, { topic: state.topic, attribute: state.attribute as Attribute | undefined, subject: state.subject }) ?? [];
}

/** The asks of one case's last turn, with every answer considered. */
function examplesOf(agent: ValeAgent, visitorCase: VisitorCase): AskExample[] {
  const considered = consideredLast(agent, visitorCase);
  return considered.map(({ ranked }) => ({
    candidates: ranked.map(({ item, features }) => ({ features, right: isRight(visitorCase, item.reply, considered.length), reply: item.reply })),
  }));
}

/** Each case's asks (in the cases' order), considered by an agent that never saw the case's own question. */
export function caseExamples(cases: readonly VisitorCase[], model: ConfidenceModel, phrasings: PhrasingIndex): AskExample[][] {
  const foldOf = dealt(cases.length, 0);
  const caseAsks: AskExample[][] = Array.from({ length: cases.length }, () => []);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const held = new Set(cases.filter((_, i) => foldOf[i] === fold).map((visitorCase) => visitorCase.id));
    const agent = createValeAgent(undefined, undefined, model, phrasings.without(held));
    cases.forEach((visitorCase, i) => {
      if (foldOf[i] === fold) caseAsks[i] = examplesOf(agent, visitorCase);
    });
  }
  return caseAsks;
}

/**
 * The curated answers' own questions, asked as written, and the other ways visitors ask them and the pages'
 * sections: each is surely answered by its own chunk (or one with the same answer). They teach the ranker
 * what fits, beside the visitors' cases.
 */
export function ownQuestionExamples(model: ConfidenceModel, phrasings: PhrasingIndex): AskExample[] {
  const knowledge = buildKnowledge();
  const curated = new Set(curatedOf(knowledge));
  const asked = knowledge.filter((chunk) => curated.has(chunk) || askedWays.has(chunk.id));
  // A section's own question is its title, not a visitor's question.
  const questionsOf = (chunk: KnowledgeChunk) => [...(curated.has(chunk) ? [chunk.question] : []), ...(askedWays.get(chunk.id) ?? [])];
  const foldOf = dealt(asked.length, 0);
  const examples: AskExample[] = [];
  // Each question is asked of an agent that does not know it as a phrasing: it is asked as if new.
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const held = asked.filter((_, i) => foldOf[i] === fold);
    const agent = createValeAgent(undefined, undefined, model, phrasings.without(new Set(held.map((chunk) => chunk.id))));
    for (const chunk of held) {
      for (const question of questionsOf(chunk)) {
        const considered = agent.consider(question) ?? [];
        if (considered.length !== 1) continue;
        examples.push({ candidates: considered[0].ranked.map(({ item, features }) => ({ features, right: item.chunk.answer === chunk.answer, reply: item.reply })) });
      }
    }
  }
  return examples;
}
