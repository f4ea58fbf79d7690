// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (794 asks); cut-off 0.79, chosen on held-out folds: 262 correct, 222 "I don't know", 14 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.4854, // searchCoverage
    0.5694, // replyCoverage
    0.9286, // questionFit
    1.5013, // searchRank
    0.9248, // scoreRatio
    0.6993, // passageRank
    -0.4483, // passageScoreRatio
    0.3129, // curated
    -0.165, // passage
    0.5575, // factPick
    0.6847, // topicFirst
    0.4841, // topicAny
    -0.3256, // topicConflict
    0, // askHasTopic
    -0.9952, // chunkHasTopic
    0.2487, // attributeMatch
    -0.2487, // attributeMissing
    -0.1093, // unaskedAttributes
    0, // shapeWanted
    0.0898, // shapeMismatch
    0.2741, // priceAskedWithFigure
    -0.2741, // priceAskedNoFigure
    0.4811, // timingAskedWithDuration
    -0.4811, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.1749, // replyLength
    1.054, // kindMatch
    -0.7422, // kindMismatch
    1.9342, // pairMatch
    0.6555, // rarestInReply
    0.9959, // questionCoverage
    -0.5114, // keywordCoverage
    0.2082, // answerCoverage
    -0.5373, // taught
    0.5165, // factPickOfTopic
  ],
  sureWeights: [
    -2.8888, // bias
    1.6096, // searchCoverage
    0.5521, // replyCoverage
    0.4482, // questionFit
    -0.4026, // searchRank
    -0.2259, // scoreRatio
    0.3368, // passageRank
    0.1723, // passageScoreRatio
    0.0414, // curated
    0.1726, // passage
    0.1237, // factPick
    0.3185, // topicFirst
    0.1098, // topicAny
    0.0811, // topicConflict
    -0.3134, // askHasTopic
    -0.1581, // chunkHasTopic
    -0.5191, // attributeMatch
    -0.502, // attributeMissing
    0.0046, // unaskedAttributes
    0.0664, // shapeWanted
    0.0832, // shapeMismatch
    -0.1189, // priceAskedWithFigure
    -1.0027, // priceAskedNoFigure
    1.1287, // timingAskedWithDuration
    0.4935, // timingAskedNoDuration
    -0.6776, // followUp
    -1.4621, // unknownWordShare
    0.0835, // contentWords
    -0.2853, // replyLength
    0.6302, // kindMatch
    -0.0201, // kindMismatch
    0.0809, // pairMatch
    -0.0844, // rarestInReply
    0.292, // questionCoverage
    0.7787, // keywordCoverage
    0.3074, // answerCoverage
    0.447, // taught
    0.2818, // factPickOfTopic
    1.6814, // share
    1.1087, // lead
  ],
  cutoff: 0.79,
};
