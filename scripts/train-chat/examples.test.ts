import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import { isRight } from './examples';

const priceCase: VisitorCase = { id: 'two-part-1', category: 'two-part', turns: ['how much is vale and the crm?'], facts: ['$147', '$97'], forbidden: ['$297'] };

describe('labelling a reply', () => {
  it('wants every fact of a one-ask case', () => {
    expect(isRight(priceCase, 'Vale is $147 and the CRM $97.', 1)).toBe(true);
    expect(isRight(priceCase, 'Vale is $147.', 1)).toBe(false);
  });

  it('takes some of the facts for one of two asks, and never a forbidden one', () => {
    expect(isRight(priceCase, 'Vale is $147.', 2)).toBe(true);
    expect(isRight(priceCase, 'Vale is $147, or $297 with calls.', 2)).toBe(false);
    expect(isRight(priceCase, 'We are in Toronto.', 2)).toBe(false);
  });

  it('finds no reply right for a case the site has no answer to', () => {
    const offTopic: VisitorCase = { id: 'off-topic-1', category: 'off-topic', turns: ['weather?'], facts: [], unknown: true };
    expect(isRight(offTopic, 'It is sunny.', 1)).toBe(false);
    expect(isRight(offTopic, 'It is sunny.', 2)).toBe(false);
  });
});
