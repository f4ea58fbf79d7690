// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6743 asks); cut-off 0.87, chosen on held-out folds: 4049 correct, 6571 "I don't know", 105 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.217, // searchCoverage
    0.713, // replyCoverage
    0.1774, // questionFit
    1.2623, // searchRank
    0.1917, // scoreRatio
    0.2506, // passageRank
    -0.6939, // passageScoreRatio
    -0.0845, // curated
    -0.9576, // passage
    0.2538, // factPick
    0.4124, // topicFirst
    0.6771, // topicAny
    -0.1334, // topicConflict
    0, // askHasTopic
    -0.7013, // chunkHasTopic
    0.3786, // attributeMatch
    -0.3786, // attributeMissing
    -0.2901, // unaskedAttributes
    0, // shapeWanted
    0.0169, // shapeMismatch
    -0.0764, // priceAskedWithFigure
    0.0764, // priceAskedNoFigure
    0.3001, // timingAskedWithDuration
    -0.3001, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1812, // replyLength
    0.3718, // kindMatch
    -0.3656, // kindMismatch
    0.8286, // pairMatch
    0.2063, // rarestInReply
    0.9404, // questionCoverage
    -0.3432, // keywordCoverage
    0.411, // answerCoverage
    -0.8543, // taught
    0.2354, // factPickOfTopic
    1.1234, // otherWordsStated
    0, // otherWordsAsked
    1.4843, // phrasingCloseness
    0.6198, // phrasingBest
    0, // phrasingUnanswered
    1.3309, // phrasingVotes
    -0.1387, // siblingsStated
    0.5851, // byConstruction
    0.1849, // statesWhatWasAsked
    -0.0113, // statesTheCapability
    0.7706, // ownQuestion
  ],
  sureWeights: [
    -2.2763, // bias
    0.0794, // searchCoverage
    0.0569, // replyCoverage
    -0.1646, // questionFit
    0.327, // searchRank
    -0.2563, // scoreRatio
    0.2856, // passageRank
    0.2708, // passageScoreRatio
    0.2909, // curated
    0.2921, // passage
    -0.026, // factPick
    -0.0374, // topicFirst
    0.0877, // topicAny
    -0.1231, // topicConflict
    0.0649, // askHasTopic
    -0.4815, // chunkHasTopic
    0.0886, // attributeMatch
    -0.0523, // attributeMissing
    0.1814, // unaskedAttributes
    -0.1418, // shapeWanted
    0.0225, // shapeMismatch
    0.014, // priceAskedWithFigure
    -0.0641, // priceAskedNoFigure
    0.658, // timingAskedWithDuration
    -0.4887, // timingAskedNoDuration
    -0.1371, // followUp
    -0.2028, // unknownWordShare
    -0.0596, // contentWords
    -0.2119, // replyLength
    0.0787, // kindMatch
    -0.1062, // kindMismatch
    -0.1523, // pairMatch
    -0.0473, // rarestInReply
    0.0115, // questionCoverage
    0.3228, // keywordCoverage
    -0.0666, // answerCoverage
    0.3523, // taught
    0.2511, // factPickOfTopic
    0.6196, // otherWordsStated
    -0.0403, // otherWordsAsked
    1.5805, // phrasingCloseness
    0.5924, // phrasingBest
    -0.9353, // phrasingUnanswered
    1.8602, // phrasingVotes
    -0.0631, // siblingsStated
    0.3399, // byConstruction
    0.3273, // statesWhatWasAsked
    -0.119, // statesTheCapability
    -0.0539, // ownQuestion
    0.9696, // share
    0.2768, // lead
    -0.5296, // next bias
    -0.1164, // next searchCoverage
    0.0911, // next replyCoverage
    0.1756, // next questionFit
    0.2206, // next searchRank
    0.031, // next scoreRatio
    -0.1053, // next passageRank
    -0.1805, // next passageScoreRatio
    -0.1453, // next curated
    -0.1519, // next passage
    -0.0205, // next factPick
    0.0931, // next topicFirst
    0.2476, // next topicAny
    0.0797, // next topicConflict
    0.0894, // next askHasTopic
    -0.0587, // next chunkHasTopic
    0.0265, // next attributeMatch
    0.0792, // next attributeMissing
    -0.3113, // next unaskedAttributes
    -0.1173, // next shapeWanted
    0, // next shapeMismatch
    0.1255, // next priceAskedWithFigure
    -0.1498, // next priceAskedNoFigure
    0.1011, // next timingAskedWithDuration
    0.0682, // next timingAskedNoDuration
    -0.1371, // next followUp
    -0.1525, // next unknownWordShare
    0.1047, // next contentWords
    -0.2573, // next replyLength
    0.1168, // next kindMatch
    0.0282, // next kindMismatch
    0.048, // next pairMatch
    0.056, // next rarestInReply
    -0.4353, // next questionCoverage
    -0.1245, // next keywordCoverage
    0.1816, // next answerCoverage
    -0.0023, // next taught
    -0.0093, // next factPickOfTopic
    0.2913, // next otherWordsStated
    0.1119, // next otherWordsAsked
    0.4314, // next phrasingCloseness
    -0.1238, // next phrasingBest
    -0.9259, // next phrasingUnanswered
    0.5422, // next phrasingVotes
    0.1579, // next siblingsStated
    0.1863, // next byConstruction
    0.2005, // next statesWhatWasAsked
    0.1123, // next statesTheCapability
    -0.026, // next ownQuestion
  ],
  cutoff: 0.87,
};
