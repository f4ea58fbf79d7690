// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 2568 development cases and the curated answers' own questions (4331 asks); cut-off 0.84, chosen on held-out folds: 3090 correct, 4541 "I don't know", 73 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.5052, // searchCoverage
    0.5663, // replyCoverage
    0.1585, // questionFit
    1.2601, // searchRank
    0.1403, // scoreRatio
    0.5834, // passageRank
    -0.2856, // passageScoreRatio
    1.1663, // curated
    -0.426, // passage
    0.1524, // factPick
    0.55, // topicFirst
    0.8327, // topicAny
    -0.0955, // topicConflict
    0, // askHasTopic
    -0.9883, // chunkHasTopic
    0.4789, // attributeMatch
    -0.4789, // attributeMissing
    -0.2028, // unaskedAttributes
    0, // shapeWanted
    0.0304, // shapeMismatch
    -0.2134, // priceAskedWithFigure
    0.2134, // priceAskedNoFigure
    0.1697, // timingAskedWithDuration
    -0.1697, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.2137, // replyLength
    0.5783, // kindMatch
    -0.3255, // kindMismatch
    0.7163, // pairMatch
    0.2088, // rarestInReply
    0.9542, // questionCoverage
    -0.3983, // keywordCoverage
    0.3175, // answerCoverage
    -0.7708, // taught
    0.3355, // factPickOfTopic
    1.0039, // otherWordsStated
    0, // otherWordsAsked
    1.8136, // phrasingCloseness
    0.6225, // phrasingBest
    0, // phrasingUnanswered
    1.1776, // phrasingVotes
    -0.023, // siblingsStated
    1.1208, // byConstruction
  ],
  sureWeights: [
    -2.9269, // bias
    0.3641, // searchCoverage
    0.1576, // replyCoverage
    -0.1964, // questionFit
    0.5629, // searchRank
    -0.1321, // scoreRatio
    0.2354, // passageRank
    0.1914, // passageScoreRatio
    -0.4586, // curated
    -0.0337, // passage
    0.0328, // factPick
    0.3556, // topicFirst
    0.2017, // topicAny
    -0.2178, // topicConflict
    -0.0647, // askHasTopic
    -0.3658, // chunkHasTopic
    0.2419, // attributeMatch
    -0.1179, // attributeMissing
    0.0766, // unaskedAttributes
    -0.1852, // shapeWanted
    0.006, // shapeMismatch
    0.1296, // priceAskedWithFigure
    0.0625, // priceAskedNoFigure
    0.469, // timingAskedWithDuration
    -0.3628, // timingAskedNoDuration
    -0.1351, // followUp
    -0.3228, // unknownWordShare
    0.1843, // contentWords
    -0.2359, // replyLength
    0.1566, // kindMatch
    -0.3232, // kindMismatch
    -0.1246, // pairMatch
    0.1176, // rarestInReply
    -0.099, // questionCoverage
    0.1009, // keywordCoverage
    0.2123, // answerCoverage
    0.332, // taught
    0.2168, // factPickOfTopic
    0.8052, // otherWordsStated
    -0.0576, // otherWordsAsked
    2.039, // phrasingCloseness
    0.6968, // phrasingBest
    -0.9045, // phrasingUnanswered
    1.7401, // phrasingVotes
    -0.0483, // siblingsStated
    0.5266, // byConstruction
    0.8156, // share
    -0.1317, // lead
  ],
  cutoff: 0.84,
};
