// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (779 asks, best-ranked answer right for 314); at cut-off 0.71: 258 correct, 216 "I don't know", 24 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.2801, // searchCoverage
    0.4339, // replyCoverage
    0.959, // questionFit
    1.5269, // searchRank
    0.5877, // scoreRatio
    0.5772, // passageRank
    -0.4607, // passageScoreRatio
    0.3251, // curated
    -0.2601, // passage
    0.6007, // factPick
    0.746, // topicFirst
    0.2971, // topicAny
    -0.3899, // topicConflict
    0, // askHasTopic
    -0.9261, // chunkHasTopic
    0.1637, // attributeMatch
    -0.1637, // attributeMissing
    -0.2173, // unaskedAttributes
    0, // shapeWanted
    0, // shapeMismatch
    0.5611, // priceAskedWithFigure
    -0.5611, // priceAskedNoFigure
    0.541, // timingAskedWithDuration
    -0.541, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.1157, // replyLength
    0.8781, // kindMatch
    -0.8574, // kindMismatch
    1.9688, // pairMatch
    0.6594, // rarestInReply
    0.6204, // questionCoverage
    -0.2175, // keywordCoverage
    0.1146, // answerCoverage
    -0.5564, // taught
    0.3924, // factPickOfTopic
  ],
  sureWeights: [
    -2.3339, // bias
    1.4244, // searchCoverage
    0.5927, // replyCoverage
    0.4397, // questionFit
    -0.0592, // searchRank
    0.0508, // scoreRatio
    0.256, // passageRank
    0.1103, // passageScoreRatio
    -0.2518, // curated
    0.172, // passage
    0.4482, // factPick
    0.3792, // topicFirst
    0.0485, // topicAny
    0.128, // topicConflict
    -0.1658, // askHasTopic
    -0.3728, // chunkHasTopic
    -0.441, // attributeMatch
    -0.4747, // attributeMissing
    0.0052, // unaskedAttributes
    0.2193, // shapeWanted
    0, // shapeMismatch
    -0.353, // priceAskedWithFigure
    -0.6994, // priceAskedNoFigure
    0.4321, // timingAskedWithDuration
    0.3562, // timingAskedNoDuration
    -0.3988, // followUp
    -1.246, // unknownWordShare
    -0.1634, // contentWords
    -0.3119, // replyLength
    0.5936, // kindMatch
    0.0473, // kindMismatch
    -0.1605, // pairMatch
    0.0159, // rarestInReply
    -0.1196, // questionCoverage
    0.6491, // keywordCoverage
    0.3913, // answerCoverage
    0.4319, // taught
    -0.045, // factPickOfTopic
    1.5793, // share
    0.2075, // lead
  ],
  cutoff: 0.71,
};
