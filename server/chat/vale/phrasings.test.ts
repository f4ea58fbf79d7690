import { askedWays } from './asked-ways';
import { buildKnowledge, type KnowledgeChunk } from './knowledge';
import { passageKnowledge } from './knowledge/passages';
import { knownPhrasings } from './known-phrasings';
import { knownQuestions, PhrasingIndex, type KnownPhrasing } from './phrasings';

const phrasings: KnownPhrasing[] = [
  { text: 'how much is the crm per month', answers: ['crm-price'], source: 'case-1' },
  { text: 'how long does crm setup take', answers: ['crm-timing'], source: 'case-2' },
  { text: 'what is the weather in paris', answers: [], source: 'case-3' },
];

describe('known phrasings', () => {
  it('finds the answer of the closest known question, typos and word order aside', () => {
    const evidence = new PhrasingIndex(phrasings).evidence('crm pricng per month?');
    expect(evidence.byAnswer.get('crm-price')).toBeGreaterThan(evidence.byAnswer.get('crm-timing') ?? 0);
    expect(evidence.best).toBe(evidence.byAnswer.get('crm-price'));
    expect(evidence.unanswered).toBeLessThan(0.1);
  });

  it('tells "how much" from "how long" about the same thing', () => {
    const evidence = new PhrasingIndex(phrasings).evidence('how long does it take to set up the crm');
    expect(evidence.byAnswer.get('crm-timing')).toBeGreaterThan(evidence.byAnswer.get('crm-price') ?? 0);
  });

  it('lets the closest known questions vote for their answers, by closeness', () => {
    const votes = new PhrasingIndex(phrasings).evidence('how much does the crm cost per month').votes;
    expect(votes.get('crm-price')).toBeGreaterThan(votes.get('crm-timing') ?? 0);
    const shares = [...votes.values()];
    expect(shares.every((share) => share > 0 && share <= 1)).toBe(true);
  });

  it('says how much of a known question a longer message contains, which the closeness dilutes', () => {
    const known: KnownPhrasing[] = [...phrasings, { text: 'will it give legal advice', answers: ['no-legal-advice'], source: 'case-4' }];
    const evidence = new PhrasingIndex(known).evidence('family law practice here, my worry is the ai giving people legal advice over the phone. will it?');
    expect(evidence.contained('no-legal-advice')).toBeGreaterThan(0.6);
    expect(evidence.contained('no-legal-advice')).toBeGreaterThan(2 * (evidence.byAnswer.get('no-legal-advice') ?? 0));
    expect(evidence.contained('crm-price')).toBeLessThan(0.3);
    expect(new PhrasingIndex(known).evidence('how much is the crm per month').contained('crm-price')).toBeCloseTo(1, 5);
  });

  it('says how close the nearest question without an answer is', () => {
    const evidence = new PhrasingIndex(phrasings).evidence('weather in paris today');
    expect(evidence.unanswered).toBeGreaterThan(0.5);
    expect(evidence.best).toBeLessThan(evidence.unanswered);
  });

  it('gives a question asked exactly as known a closeness of 1, and none once its source is left out', () => {
    const index = new PhrasingIndex(phrasings);
    expect(index.evidence('how much is the crm per month').best).toBeCloseTo(1, 5);
    const without = index.without(new Set(['case-1']));
    expect(without.size).toBe(2);
    expect(without.evidence('how much is the crm per month').byAnswer.has('crm-price')).toBe(false);
  });

  it('has nothing to say of a question sharing nothing with any known one', () => {
    expect(new PhrasingIndex(phrasings).evidence('zzz').best).toBe(0);
    expect(new PhrasingIndex([]).evidence('anything').byAnswer.size).toBe(0);
  });

  it('as trained, answers only with answers Vale has (run `npm run train:chat` after changing the knowledge)', () => {
    const ids = new Set([...buildKnowledge(), ...passageKnowledge()].map((chunk) => chunk.id));
    const unknown = knownPhrasings.flatMap((phrasing) => phrasing.answers.filter((id) => !ids.has(id)));
    expect(unknown).toEqual([]);
    expect(knownPhrasings.length).toBeGreaterThan(0);
  });

  it("knows the other ways of asking a curated answer as its own question, left out with it", () => {
    const hours: KnowledgeChunk = { id: 'faq:hours', question: 'What are your hours?', answer: 'Weekdays 8 to 6.', href: '/contact', weight: 1 };
    const known = knownQuestions([hours], [hours], [], new Map([['faq:hours', ['when r u open', 'what time do you close']]]));
    expect(known).toEqual([
      { text: 'What are your hours?', answers: ['faq:hours'], source: 'faq:hours' },
      { text: 'when r u open', answers: ['faq:hours'], source: 'faq:hours' },
      { text: 'what time do you close', answers: ['faq:hours'], source: 'faq:hours' },
    ]);
    const index = new PhrasingIndex(known);
    expect(index.evidence('what time do u close').votes.get('faq:hours')).toBe(1);
    expect(index.without(new Set(['faq:hours'])).size).toBe(0);
  });

  it("knows the ways visitors ask a page's section, never the section's title, left out with it", () => {
    const hours: KnowledgeChunk = { id: 'faq:hours', question: 'What are your hours?', answer: 'Weekdays 8 to 6.', href: '/contact', weight: 1 };
    const clause: KnowledgeChunk = { id: 'legal:terms-9', question: 'Terms: Ending the Services', answer: 'Either side may end with 30 days notice.', href: '/terms', weight: 0.5 };
    const known = knownQuestions([hours], [hours, clause], [], new Map([['legal:terms-9', ['how do i cancel', 'notice to end the contract?']]]));
    expect(known.filter((phrasing) => phrasing.source === 'legal:terms-9')).toEqual([
      { text: 'how do i cancel', answers: ['legal:terms-9'], source: 'legal:terms-9' },
      { text: 'notice to end the contract?', answers: ['legal:terms-9'], source: 'legal:terms-9' },
    ]);
    const index = new PhrasingIndex(known);
    expect(index.evidence('how can i cancel').votes.get('legal:terms-9')).toBeGreaterThan(0.5);
    expect(index.without(new Set(['legal:terms-9'])).size).toBe(1);
  });

  it('has its other ways of asking only for answers Vale has, several each, none asked twice', () => {
    const known = new Set(buildKnowledge().map((chunk) => chunk.id));
    expect([...askedWays.keys()].filter((id) => !known.has(id))).toEqual([]);
    expect([...askedWays.values()].every((ways) => ways.length >= 3)).toBe(true);
    const all = [...askedWays.values()].flat().map((way) => way.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    expect(askedWays.size).toBeGreaterThan(100);
  });
});
