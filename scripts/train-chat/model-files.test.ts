import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { confidenceModel } from '../../server/chat/vale/confidence-model';
import { FEATURE_NAMES } from '../../server/chat/vale/features';
import { knownPhrasings } from '../../server/chat/vale/known-phrasings';
import { carriedOver, confidenceModelSource, knownPhrasingsSource } from './model-files';

const valeFile = (name: string) => readFileSync(resolve(import.meta.dirname, '../../server/chat/vale', name), 'utf8');

describe('the files the trainer writes', () => {
  it('are the committed ones, written from what they hold: neither was edited by hand', () => {
    const committed = valeFile('confidence-model.ts');
    const summary = /^\/\/ Trained on (.*)\.$/m.exec(committed)?.[1] ?? '';
    expect(confidenceModelSource(confidenceModel, summary)).toBe(committed);
    expect(knownPhrasingsSource(knownPhrasings)).toBe(valeFile('known-phrasings.ts'));
  });

  it('list each answer id once, however many questions name it', () => {
    const source = knownPhrasingsSource([
      { text: 'how much is vale', answers: ['faq:a', 'faq:b'], source: 'price-1' },
      { text: 'vale price', answers: ['faq:b'], source: 'price-2' },
      { text: 'weather?', answers: [], source: 'off-topic-1' },
    ]);
    expect(source).toContain('const ANSWERS: readonly string[] = [\n  "faq:a",\n  "faq:b"\n];');
    expect(source).toContain('  ["how much is vale",[0,1],"price-1"],\n  ["vale price",[1],"price-2"],\n  ["weather?",[],"off-topic-1"],\n');
  });
});

describe('carrying a model over to the current features', () => {
  it('keeps a model trained for them as it is', () => {
    expect(carriedOver(confidenceModel)).toBe(confidenceModel);
  });

  it('keeps each weight by its feature name, and starts a new feature at 0', () => {
    // The second feature is new; 'retired' is no longer one.
    const [, , ...rest] = FEATURE_NAMES;
    const old = {
      features: ['bias', ...rest, 'retired'],
      rankWeights: [0.5, ...rest.map(() => 1), 9],
      sureWeights: [0.25, ...rest.map(() => 2), 9, 0.3, 0.4, ...['bias', ...rest, 'retired'].map(() => 0.5)],
      cutoff: 0.8,
    };
    const model = carriedOver(old);
    expect(model.features).toBe(FEATURE_NAMES);
    expect(model.rankWeights).toEqual([0.5, 0, ...rest.map(() => 1)]);
    // The next answer's features carry over by name too ('next bias', …); the new one starts at 0 there as well.
    expect(model.sureWeights).toEqual([0.25, 0, ...rest.map(() => 2), 0.3, 0.4, 0.5, 0, ...rest.map(() => 0.5)]);
    expect(model.cutoff).toBe(0.8);
  });
});
