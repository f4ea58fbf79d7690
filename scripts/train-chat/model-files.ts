/**
 * The files the trainer reads and writes: the confidence model (server/chat/vale/confidence-model.ts),
 * carried over to the current features before training, and the known questions
 * (server/chat/vale/known-phrasings.ts), both written as TypeScript modules.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConfidenceModel } from '../../server/chat/vale/confidence';
import { FEATURE_NAMES } from '../../server/chat/vale/features';
import type { KnownPhrasing } from '../../server/chat/vale/phrasings';

const VALE_DIR = resolve(import.meta.dirname, '../../server/chat/vale');

/** What the confidence model weighs, in order (see sureFeatures): the best answer's features, its share and lead, the next answer's features. */
const sureNames = (features: readonly string[]) => [...features, 'share', 'lead', ...features.map((name) => `next ${name}`)];

/** A model trained for other features, carried over by feature name: what it knew still counts, a new feature starts at 0. */
export function carriedOver(old: ConfidenceModel): ConfidenceModel {
  if (old.features.join() === FEATURE_NAMES.join()) return old;
  const byName = (weights: readonly number[], names: readonly string[]) => (name: string) => weights[names.indexOf(name)] ?? 0;
  const rankOf = byName(old.rankWeights, old.features);
  const sureOf = byName(old.sureWeights, sureNames(old.features));
  return {
    features: FEATURE_NAMES,
    rankWeights: FEATURE_NAMES.map(rankOf),
    sureWeights: sureNames(FEATURE_NAMES).map(sureOf),
    cutoff: old.cutoff,
    ...(old.cardCutoff !== undefined ? { cardCutoff: old.cardCutoff } : {}),
  };
}

/** The source of known-phrasings.ts. Answer ids are listed once and referred to by their place: each is named by many questions. */
export function knownPhrasingsSource(phrasings: readonly KnownPhrasing[]): string {
  const answerIds = [...new Set(phrasings.flatMap((phrasing) => phrasing.answers))];
  const placeOf = new Map(answerIds.map((id, i) => [id, i]));
  return `// Written by \`npm run train:chat\` (scripts/train-chat.ts) from the development half of the evaluation; do not edit by hand.
// Each row: the question as Vale read it, the places in ANSWERS of the answers that state what it asked (none: the site has no answer), its case.
import type { KnownPhrasing } from './phrasings';

const ANSWERS: readonly string[] = ${JSON.stringify(answerIds, null, 2)};

const ROWS: ReadonlyArray<readonly [string, readonly number[], string]> = [
${phrasings.map((phrasing) => `  ${JSON.stringify([phrasing.text, phrasing.answers.map((id) => placeOf.get(id)), phrasing.source])},`).join('\n')}
];

export const knownPhrasings: readonly KnownPhrasing[] = ROWS.map(([text, answers, source]) => ({ text, answers: answers.map((place) => ANSWERS[place]), source }));
`;
}

/** The source of confidence-model.ts, each weight beside the name of what it weighs; `summary` says what it was trained on. */
export function confidenceModelSource(model: ConfidenceModel, summary: string): string {
  const listed = (weights: readonly number[], names: readonly string[]) => weights.map((weight, i) => `    ${weight}, // ${names[i]}`).join('\n');
  return `// Written by \`npm run train:chat\` (scripts/train-chat.ts); do not edit by hand.
// Trained on ${summary}.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ${JSON.stringify(model.features)},
  rankWeights: [
${listed(model.rankWeights, model.features)}
  ],
  sureWeights: [
${listed(model.sureWeights, sureNames(model.features))}
  ],
  cutoff: ${model.cutoff},${model.cardCutoff !== undefined ? `
  cardCutoff: ${model.cardCutoff},` : ''}
};
`;
}

/** Writes both files; returns the confidence model's path. */
export function writeModelFiles(model: ConfidenceModel, phrasings: readonly KnownPhrasing[], summary: string): string {
  writeFileSync(resolve(VALE_DIR, 'known-phrasings.ts'), knownPhrasingsSource(phrasings));
  const file = resolve(VALE_DIR, 'confidence-model.ts');
  writeFileSync(file, confidenceModelSource(model, summary));
  return file;
}
