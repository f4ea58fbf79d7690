// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 818 development cases and the curated answers' own questions (1134 asks); cut-off 0.75, chosen on held-out folds: 1168 correct, 1215 "I don't know", 71 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    2.1417, // searchCoverage
    0.6802, // replyCoverage
    0.8416, // questionFit
    1.4774, // searchRank
    0.3288, // scoreRatio
    0.8423, // passageRank
    -0.3833, // passageScoreRatio
    0.5772, // curated
    -0.5924, // passage
    0.4714, // factPick
    0.5916, // topicFirst
    0.9645, // topicAny
    -0.2694, // topicConflict
    0, // askHasTopic
    -0.8798, // chunkHasTopic
    0.4047, // attributeMatch
    -0.4047, // attributeMissing
    -0.3076, // unaskedAttributes
    0, // shapeWanted
    0.1465, // shapeMismatch
    0.4175, // priceAskedWithFigure
    -0.4175, // priceAskedNoFigure
    0.6091, // timingAskedWithDuration
    -0.6091, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1134, // replyLength
    0.9116, // kindMatch
    -0.5726, // kindMismatch
    1.5181, // pairMatch
    0.2069, // rarestInReply
    0.8441, // questionCoverage
    -0.4561, // keywordCoverage
    0.447, // answerCoverage
    -0.4682, // taught
    0.5565, // factPickOfTopic
    2.687, // otherWordsStated
    0, // otherWordsAsked
  ],
  sureWeights: [
    -2.8402, // bias
    0.7415, // searchCoverage
    0.6197, // replyCoverage
    0.5366, // questionFit
    -0.0411, // searchRank
    -0.1686, // scoreRatio
    0.054, // passageRank
    -0.0942, // passageScoreRatio
    -0.0137, // curated
    -0.4138, // passage
    0.5264, // factPick
    0.03, // topicFirst
    0.6424, // topicAny
    -0.1906, // topicConflict
    -0.0804, // askHasTopic
    -0.5618, // chunkHasTopic
    -0.149, // attributeMatch
    -0.2336, // attributeMissing
    -0.0109, // unaskedAttributes
    -0.1609, // shapeWanted
    0.0609, // shapeMismatch
    -0.3167, // priceAskedWithFigure
    -0.5405, // priceAskedNoFigure
    0.7998, // timingAskedWithDuration
    0.3249, // timingAskedNoDuration
    -0.4444, // followUp
    -0.7128, // unknownWordShare
    0.2955, // contentWords
    -0.3292, // replyLength
    0.3528, // kindMatch
    -0.4632, // kindMismatch
    0.1629, // pairMatch
    -0.0069, // rarestInReply
    -0.0738, // questionCoverage
    0.3144, // keywordCoverage
    0.5527, // answerCoverage
    0.6925, // taught
    0.2966, // factPickOfTopic
    1.0046, // otherWordsStated
    -0.2744, // otherWordsAsked
    1.4085, // share
    0.5949, // lead
  ],
  cutoff: 0.75,
};
