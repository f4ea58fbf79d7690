import { knownQuestionIndex } from '../../server/chat/vale/agent';
import { confidenceModel } from '../../server/chat/vale/confidence-model';
import type { VisitorCase } from '../../server/chat/vale/eval/visitor-case';
import { replay, settledCutoff } from './replay';

const phrasings = knownQuestionIndex();
// Answered fairly surely (though not by construction, which is sure at 1), and wrongly by this case's lights: no website plan costs $999.
const misread: VisitorCase = { id: 'price-1', category: 'price', turns: ['how much is the website package?'], facts: ['$999'] };

describe('the cut-off as the cases are played', () => {
  it('replays a case with how sure Vale is and how it ends answered or held back', () => {
    const [outcome] = replay(confidenceModel, [misread], phrasings);
    expect(outcome).toMatchObject({ answered: 'wrong', heldBack: 'unknown' });
    expect(outcome.sureness).toBeGreaterThan(0.5);
    expect(outcome.sureness).toBeLessThan(1);
  });

  it('is raised a step at a time until the cases played give no more wrong answers than allowed', () => {
    const [{ sureness }] = replay(confidenceModel, [misread], phrasings);
    const from = Math.floor(sureness * 1000) / 1000 - 0.002;
    const settled = settledCutoff(confidenceModel, [misread], phrasings, from, 0);
    expect(settled.cutoff).toBeGreaterThan(sureness);
    expect(settled.cutoff).toBeLessThanOrEqual(from + 0.004);
    expect(settled.result).toMatchObject({ total: 1, wrong: 0, unknown: 1 });
    expect(settledCutoff(confidenceModel, [misread], phrasings, from, 1).cutoff).toBe(from);
  });
});
