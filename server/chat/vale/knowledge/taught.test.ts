import { assistantAnswers } from '~/content/assistant-answers';
import { said } from '~/content/taught-answer';
import { createValeAgent } from '../agent';
import { composeReply } from '../compose';
import { buildKnowledge, knowledgeSources } from './index';
import { faqKnowledge } from './faqs';
import { taughtKnowledge } from './taught';

const chunks = taughtKnowledge();

describe('taught knowledge', () => {
  it('is one of the knowledge sources', () => {
    expect(knowledgeSources.taught).toBe(taughtKnowledge);
  });

  it('gives every phrasing of every answer a chunk of its own, with the answer and its page', () => {
    expect(chunks).toHaveLength(assistantAnswers.reduce((sum, taught) => sum + taught.phrasings.length, 0));
    for (const taught of assistantAnswers) {
      for (const phrasing of taught.phrasings) {
        const chunk = chunks.find((candidate) => candidate.question === phrasing);
        expect(chunk, phrasing).toMatchObject({ answer: taught.answer.text, href: taught.page });
        // The entry's other phrasings are searched too.
        for (const other of taught.phrasings.filter((candidate) => candidate !== phrasing)) expect(chunk?.keywords).toContain(other);
      }
    }
  });

  it('has unique ids, kept as they are in the whole knowledge', () => {
    const ids = chunks.map((chunk) => chunk.id);
    expect(new Set(ids).size).toBe(ids.length);
    const knowledgeIds = new Set(buildKnowledge().map((chunk) => chunk.id));
    for (const id of ids) expect(knowledgeIds.has(id), id).toBe(true);
    for (const id of ids) expect(id).toMatch(/^taught:[a-z0-9-]+:[a-z0-9-]+$/);
  });

  it('counts as curated, like an FAQ answer', () => {
    const faqWeight = faqKnowledge()[0].weight;
    for (const chunk of chunks) expect(chunk.weight, chunk.id).toBe(faqWeight);
  });

  it('is given whole: no answer is too long for a reply', () => {
    for (const chunk of chunks) {
      const reply = composeReply(chunk, 'Do you?');
      expect(reply.startsWith(chunk.answer), chunk.id).toBe(true);
    }
  });

  it('builds chunks from any list of answers, such as one just added', () => {
    const added = taughtKnowledge([
      { id: 'parking', phrasings: ['Is there parking?', 'Where do I park?', 'Can I park at your office?'], answer: said`We work online and by phone.`, page: '/contact' },
    ]);
    expect(added.map((chunk) => chunk.id)).toEqual(['taught:parking:is-there-parking', 'taught:parking:where-do-i-park', 'taught:parking:can-i-park-at-your-office']);
  });

  it('lets Vale answer a taught question with the taught answer', () => {
    const taught = assistantAnswers.find((entry) => entry.id === 'deliverable-ownership');
    const agent = createValeAgent();
    expect(agent.answer(taught!.phrasings[0]).reply).toContain(taught!.answer.text);
  });
});
