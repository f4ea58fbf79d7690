import { assistantAnswers, type TaughtAnswer } from '~/content/assistant-answers';
import { slug, type KnowledgeChunk } from './types';

/** A taught answer is curated: the owner wrote it to be given as it stands, like an FAQ entry. */
const TAUGHT_WEIGHT = 1;

/**
 * The answers an owner taught Vale (app/content/assistant-answers.ts): one chunk per phrasing, each with
 * the entry's other phrasings as its keywords.
 *
 * Why both: the search weighs a chunk's own question most and ranks up the chunk whose question the visitor
 * asked in full, and the agent reads each chunk's question for its topic and attribute, so every phrasing
 * gets a question of its own; and how much of a question a chunk covers counts words from all its fields,
 * so the sibling phrasings in its keywords let "how do I stop getting your texts" match words that only
 * another phrasing has. Measured on the development side, one chunk with the other phrasings as keywords
 * answered fewer of its own phrasings, and once answered a different entry's question.
 */
export function taughtKnowledge(answers: readonly TaughtAnswer[] = assistantAnswers): KnowledgeChunk[] {
  return answers.flatMap((taught) =>
    taught.phrasings.map((phrasing) => ({
      id: `taught:${taught.id}:${slug(phrasing)}`,
      question: phrasing,
      answer: taught.answer.text,
      href: taught.page,
      keywords: taught.phrasings.filter((other) => other !== phrasing).join(' '),
      weight: TAUGHT_WEIGHT,
    })),
  );
}
