// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (779 asks, best-ranked answer right for 318); at cut-off 0.61: 297 correct, 177 "I don't know", 24 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.3742, // searchCoverage
    0.458, // replyCoverage
    1.0646, // questionFit
    1.507, // searchRank
    0.7098, // scoreRatio
    0.543, // passageRank
    -0.4432, // passageScoreRatio
    0.3845, // curated
    -0.0991, // passage
    0.5813, // factPick
    0.8141, // topicFirst
    0.381, // topicAny
    -0.3464, // topicConflict
    0, // askHasTopic
    -0.9473, // chunkHasTopic
    0.1789, // attributeMatch
    -0.1789, // attributeMissing
    -0.2517, // unaskedAttributes
    0, // shapeWanted
    0, // shapeMismatch
    0.5952, // priceAskedWithFigure
    -0.5952, // priceAskedNoFigure
    0.5191, // timingAskedWithDuration
    -0.5191, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.1786, // replyLength
    0.9463, // kindMatch
    -0.793, // kindMismatch
    1.9405, // pairMatch
    0.6962, // rarestInReply
    0.8181, // questionCoverage
    -0.231, // keywordCoverage
    0.1932, // answerCoverage
    -0.4782, // taught
    0.3535, // factPickOfTopic
  ],
  sureWeights: [
    -3.1863, // bias
    1.6075, // searchCoverage
    0.5339, // replyCoverage
    0.165, // questionFit
    -0.0765, // searchRank
    -0.0477, // scoreRatio
    0.2253, // passageRank
    0.0812, // passageScoreRatio
    0.057, // curated
    0.1458, // passage
    0.4767, // factPick
    0.46, // topicFirst
    0.0556, // topicAny
    0.1347, // topicConflict
    -0.309, // askHasTopic
    -0.389, // chunkHasTopic
    -0.5391, // attributeMatch
    -0.346, // attributeMissing
    -0.0847, // unaskedAttributes
    0.2703, // shapeWanted
    0, // shapeMismatch
    -0.2614, // priceAskedWithFigure
    -0.9131, // priceAskedNoFigure
    0.6159, // timingAskedWithDuration
    0.4546, // timingAskedNoDuration
    -0.601, // followUp
    -1.1198, // unknownWordShare
    0.1723, // contentWords
    -0.4737, // replyLength
    0.6313, // kindMatch
    -0.0038, // kindMismatch
    0.0786, // pairMatch
    0.0132, // rarestInReply
    0.3559, // questionCoverage
    0.8359, // keywordCoverage
    0.5243, // answerCoverage
    0.4891, // taught
    0.0617, // factPickOfTopic
    1.5517, // share
    0.7612, // lead
  ],
  cutoff: 0.61,
};
