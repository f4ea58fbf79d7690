// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (794 asks); cut-off 0.76, chosen on held-out folds: 279 correct, 205 "I don't know", 14 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    2.5371, // searchCoverage
    0.3987, // replyCoverage
    1.0103, // questionFit
    1.213, // searchRank
    0.7858, // scoreRatio
    0.6125, // passageRank
    -0.3539, // passageScoreRatio
    0.4741, // curated
    -0.1553, // passage
    0.5386, // factPick
    0.7649, // topicFirst
    0.6692, // topicAny
    -0.4773, // topicConflict
    0, // askHasTopic
    -0.9048, // chunkHasTopic
    0.4306, // attributeMatch
    -0.4306, // attributeMissing
    -0.1305, // unaskedAttributes
    0, // shapeWanted
    0.1261, // shapeMismatch
    0.2976, // priceAskedWithFigure
    -0.2976, // priceAskedNoFigure
    0.434, // timingAskedWithDuration
    -0.434, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.0912, // replyLength
    1.0667, // kindMatch
    -0.7591, // kindMismatch
    1.7528, // pairMatch
    0.2881, // rarestInReply
    0.922, // questionCoverage
    -0.6021, // keywordCoverage
    0.3107, // answerCoverage
    -0.416, // taught
    0.6184, // factPickOfTopic
    2.8827, // otherWordsStated
    0, // otherWordsAsked
  ],
  sureWeights: [
    -3.015, // bias
    1.1108, // searchCoverage
    0.3179, // replyCoverage
    0.497, // questionFit
    -0.0912, // searchRank
    -0.3631, // scoreRatio
    0.1846, // passageRank
    0.1306, // passageScoreRatio
    0.0067, // curated
    -0.0322, // passage
    0.3478, // factPick
    -0.0529, // topicFirst
    0.5718, // topicAny
    -0.1602, // topicConflict
    -0.3496, // askHasTopic
    -0.0467, // chunkHasTopic
    -0.047, // attributeMatch
    -0.675, // attributeMissing
    -0.2083, // unaskedAttributes
    0.1774, // shapeWanted
    0.0579, // shapeMismatch
    -0.5324, // priceAskedWithFigure
    -0.9965, // priceAskedNoFigure
    0.6516, // timingAskedWithDuration
    0.2248, // timingAskedNoDuration
    -0.7617, // followUp
    -1.1857, // unknownWordShare
    0.1086, // contentWords
    0.12, // replyLength
    0.8188, // kindMatch
    0.3054, // kindMismatch
    0.1025, // pairMatch
    -0.0112, // rarestInReply
    0.1472, // questionCoverage
    0.4444, // keywordCoverage
    0.2806, // answerCoverage
    0.8658, // taught
    0.0802, // factPickOfTopic
    1.0765, // otherWordsStated
    -0.662, // otherWordsAsked
    1.6843, // share
    0.8963, // lead
  ],
  cutoff: 0.76,
};
