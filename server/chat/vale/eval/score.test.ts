import { startingPrice } from '~/content/prices';
import { createValeAgent } from '../agent';
import { formatRanks, rightRank, scoreReply } from './score';
import type { VisitorCase } from './visitor-case';

const asked = (overrides: Partial<VisitorCase>): VisitorCase => ({ id: 'x', category: 'price', turns: ['how much is the crm'], facts: ['$197'], ...overrides });

describe('scoring a reply', () => {
  it('is correct with every fact and nothing forbidden, whatever the case of the letters', () => {
    expect(scoreReply(asked({ facts: ['$197', 'ATOM'] }), 'atom CRM starts at $197/month.', false)).toBe('correct');
  });

  it('is "I don\'t know" when Vale said it has no answer, and wrong when it answered without the facts', () => {
    expect(scoreReply(asked({}), "I don't have an answer to that on our site.", true)).toBe('unknown');
    expect(scoreReply(asked({}), 'Marketing starts at $497/month.', false)).toBe('wrong');
  });

  it('takes a fact in any of the wordings the site gives it', () => {
    const reminders = asked({ category: 'timing', facts: [['24 hours', '24 h'], ['2 hours', '2 h']] });
    expect(scoreReply(reminders, 'Reminders go out 24 h and 2 h before each appointment.', false)).toBe('correct');
    expect(scoreReply(reminders, 'Reminders go out 24 hours before each appointment.', false)).toBe('wrong');
  });

  it('is wrong when the reply says something forbidden, even with the facts', () => {
    expect(scoreReply(asked({ forbidden: ['$147'] }), 'It is $197/month, or $147/month for Vale.', false)).toBe('wrong');
  });

  it('for a question the site cannot answer: saying so is correct, anything else is wrong', () => {
    const offTopic = asked({ category: 'off-topic', facts: [], unknown: true });
    expect(scoreReply(offTopic, "I don't have an answer to that on our site.", true)).toBe('correct');
    expect(scoreReply(offTopic, 'Yes. See /ai.', false)).toBe('wrong');
  });
});

describe('where the right answer is ranked', () => {
  const agent = createValeAgent();

  it('reads the rank of the first right candidate of a one-ask question, given or not', () => {
    const rank = rightRank(agent, asked({ turns: ['How much does ATOM cost?'], facts: [startingPrice('crm')] }));
    expect(rank).toBe(0);
    expect(rightRank(agent, asked({ turns: ['How much does ATOM cost?'], facts: ['no such figure anywhere'] }))).toBe(-1);
  });

  it('applies to no conversation and no question the site cannot answer', () => {
    expect(rightRank(agent, asked({ turns: ['hi', 'How much does ATOM cost?'] }))).toBeUndefined();
    expect(rightRank(agent, asked({ category: 'off-topic', facts: [], unknown: true }))).toBeUndefined();
  });

  it('counts them for a line of the report', () => {
    expect(formatRanks('Test side', [0, 2, 5, -1, undefined])).toBe(
      'Test side: of 4 one-ask questions, a right answer ranked first 1 (25.0%), in the first three 2 (50.0%), among the candidates 3 (75.0%)',
    );
  });
});
