/**
 * The known questions the trainer writes (server/chat/vale/known-phrasings.ts): the development cases'
 * questions as Vale reads them in their chats, each with every answer that states what it asked.
 */
import { resolvePlaceholders } from '~/content/company';
import type { ValeAgent } from '../../server/chat/vale/agent';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import type { KnowledgeChunk } from '../../server/chat/vale/knowledge';
import type { KnownPhrasing } from '../../server/chat/vale/phrasings';
import { consideredLast, isRight } from './examples';

/** At most this many answers may state what a question asked for it to teach which answer fits it; more, and its facts are too common to tell. */
const MAX_PHRASING_ANSWERS = 24;

/**
 * The development cases' questions as Vale reads them in their chats, each with every answer that states
 * what it asked: the known questions a new one is compared with (server/chat/vale/phrasings.ts).
 */
export function phrasingsOf(agent: ValeAgent, cases: readonly VisitorCase[], chunks: readonly KnowledgeChunk[]): KnownPhrasing[] {
  const replies = chunks.map((chunk) => ({ id: chunk.id, answer: resolvePlaceholders(chunk.answer) }));
  return cases.flatMap((visitorCase) => {
    const considered = consideredLast(agent, visitorCase);
    return considered.flatMap(({ ask }) => {
      const answers = visitorCase.unknown ? [] : replies.filter((chunk) => isRight(visitorCase, chunk.answer, considered.length)).map((chunk) => chunk.id);
      if (!visitorCase.unknown && (answers.length === 0 || answers.length > MAX_PHRASING_ANSWERS)) return [];
      return [{ text: ask.query, answers, source: visitorCase.id }];
    });
  });
}
