// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (794 asks); cut-off 0.77, chosen on held-out folds: 269 correct, 215 "I don't know", 14 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    2.3992, // searchCoverage
    0.3706, // replyCoverage
    1.1219, // questionFit
    1.267, // searchRank
    0.7787, // scoreRatio
    0.5812, // passageRank
    -0.4103, // passageScoreRatio
    0.5069, // curated
    -0.1464, // passage
    0.5323, // factPick
    0.6875, // topicFirst
    0.7331, // topicAny
    -0.4859, // topicConflict
    0, // askHasTopic
    -0.9207, // chunkHasTopic
    0.2948, // attributeMatch
    -0.2948, // attributeMissing
    -0.0912, // unaskedAttributes
    0, // shapeWanted
    0.1099, // shapeMismatch
    0.3141, // priceAskedWithFigure
    -0.3141, // priceAskedNoFigure
    0.4804, // timingAskedWithDuration
    -0.4804, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.1927, // replyLength
    1.1478, // kindMatch
    -0.8151, // kindMismatch
    1.7879, // pairMatch
    0.3223, // rarestInReply
    0.8628, // questionCoverage
    -0.471, // keywordCoverage
    0.3006, // answerCoverage
    -0.5152, // taught
    0.5151, // factPickOfTopic
    2.9927, // otherWordsStated
    0, // otherWordsAsked
  ],
  sureWeights: [
    -3.1057, // bias
    1.1124, // searchCoverage
    0.3549, // replyCoverage
    0.4023, // questionFit
    -0.2397, // searchRank
    -0.1761, // scoreRatio
    0.1327, // passageRank
    0.008, // passageScoreRatio
    -0.0047, // curated
    -0.0563, // passage
    0.0878, // factPick
    0.287, // topicFirst
    0.285, // topicAny
    -0.0487, // topicConflict
    -0.4153, // askHasTopic
    -0.1952, // chunkHasTopic
    -0.3714, // attributeMatch
    -0.6412, // attributeMissing
    0.0659, // unaskedAttributes
    0.2378, // shapeWanted
    0.0584, // shapeMismatch
    -0.0086, // priceAskedWithFigure
    -0.9637, // priceAskedNoFigure
    0.8434, // timingAskedWithDuration
    0.2038, // timingAskedNoDuration
    -0.6796, // followUp
    -1.2827, // unknownWordShare
    0.1571, // contentWords
    0.0261, // replyLength
    0.7239, // kindMatch
    0.0992, // kindMismatch
    0.0987, // pairMatch
    -0.2062, // rarestInReply
    0.382, // questionCoverage
    0.3781, // keywordCoverage
    0.4079, // answerCoverage
    0.5934, // taught
    0.1463, // factPickOfTopic
    1.1432, // otherWordsStated
    -0.4228, // otherWordsAsked
    1.5277, // share
    0.9511, // lead
  ],
  cutoff: 0.77,
};
