import { AnswerWordModel, LEAST_LOG_PROBABILITY } from './answer-words';
import { PhrasingIndex, type KnownPhrasing } from './phrasings';

const bag = (text: string) => new Map(text.split(' ').map((word) => [`w:${word}`, 1]));

describe('which answer a question’s words point to', () => {
  const model = new AnswerWordModel([
    { terms: bag('do you send appointment reminders'), answers: ['reminders'] },
    { terms: bag('can vale text reminders to patients'), answers: ['reminders'] },
    { terms: bag('does vale remind clients of appointments'), answers: ['reminders'] },
    { terms: bag('how much do you charge for texts'), answers: ['sms-rate'] },
    { terms: bag('what do you charge per text'), answers: ['sms-rate'] },
    { terms: bag('what is the weather today'), answers: [] },
  ]);

  it('weighs the words an answer’s questions share, not the words every question has', () => {
    const likely = model.likelihood(bag('do you text reminders'));
    expect(likely.logProbability('reminders')).toBeGreaterThan(likely.logProbability('sms-rate'));
    const price = model.likelihood(bag('what do you charge for reminders texts'));
    expect(price.logProbability('sms-rate')).toBeGreaterThan(price.logProbability('reminders'));
  });

  it('gives probabilities that sum to 1 over the answers and the questions nothing answers', () => {
    const likely = model.likelihood(bag('weather today'));
    const total = Math.exp(likely.logProbability('reminders')) + Math.exp(likely.logProbability('sms-rate')) + likely.unanswered;
    expect(total).toBeCloseTo(1, 6);
    expect(likely.unanswered).toBeGreaterThan(0.9);
  });

  it('has no preference when no word is known, and a floor for answers it never saw', () => {
    const likely = model.likelihood(bag('zzz qqq'));
    expect(likely.logProbability('reminders')).toBeCloseTo(likely.logProbability('sms-rate'), 9);
    expect(likely.logProbability('not-an-answer')).toBe(LEAST_LOG_PROBABILITY);
    expect(new AnswerWordModel([]).likelihood(bag('anything'))).toMatchObject({ unanswered: 0 });
  });

  it('is part of what the known questions say of a new one, and forgets questions left out', () => {
    const phrasings: KnownPhrasing[] = [
      { text: 'how much is the crm per month', answers: ['crm-price'], source: 'case-1' },
      { text: 'how long does crm setup take', answers: ['crm-timing'], source: 'case-2' },
    ];
    const index = new PhrasingIndex(phrasings);
    const likely = index.evidence('crm price a month').likely;
    expect(likely.logProbability('crm-price')).toBeGreaterThan(likely.logProbability('crm-timing'));
    expect(index.without(new Set(['case-1'])).evidence('crm price a month').likely.logProbability('crm-price')).toBe(LEAST_LOG_PROBABILITY);
  });
});
