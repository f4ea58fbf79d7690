// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (794 asks, best-ranked answer right for 319); at cut-off 0.72: 253 correct, 222 "I don't know", 23 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.2589, // searchCoverage
    0.3566, // replyCoverage
    1.0833, // questionFit
    1.5219, // searchRank
    0.6846, // scoreRatio
    0.5718, // passageRank
    -0.4601, // passageScoreRatio
    0.3378, // curated
    -0.1591, // passage
    0.7648, // factPick
    0.6263, // topicFirst
    0.2621, // topicAny
    -0.0653, // topicConflict
    0, // askHasTopic
    -0.8262, // chunkHasTopic
    0.0861, // attributeMatch
    -0.0861, // attributeMissing
    -0.0159, // unaskedAttributes
    0, // shapeWanted
    0, // shapeMismatch
    0.6059, // priceAskedWithFigure
    -0.6059, // priceAskedNoFigure
    0.5643, // timingAskedWithDuration
    -0.5643, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.184, // replyLength
    0.7972, // kindMatch
    -0.8446, // kindMismatch
    1.8994, // pairMatch
    0.8001, // rarestInReply
    0.4953, // questionCoverage
    -0.2259, // keywordCoverage
    0.1172, // answerCoverage
    -0.478, // taught
    0.3463, // factPickOfTopic
  ],
  sureWeights: [
    -2.3343, // bias
    1.392, // searchCoverage
    0.6373, // replyCoverage
    0.4458, // questionFit
    -0.0202, // searchRank
    0.2502, // scoreRatio
    0.2898, // passageRank
    0.0898, // passageScoreRatio
    -0.2097, // curated
    0.1604, // passage
    0.3579, // factPick
    0.1151, // topicFirst
    0.2305, // topicAny
    0.2711, // topicConflict
    -0.0193, // askHasTopic
    -0.4688, // chunkHasTopic
    -0.3367, // attributeMatch
    -0.3198, // attributeMissing
    -0.0057, // unaskedAttributes
    0.1022, // shapeWanted
    0, // shapeMismatch
    -0.1911, // priceAskedWithFigure
    -0.7412, // priceAskedNoFigure
    0.5621, // timingAskedWithDuration
    0.2916, // timingAskedNoDuration
    -0.4271, // followUp
    -0.9763, // unknownWordShare
    -0.3522, // contentWords
    -0.4087, // replyLength
    0.6221, // kindMatch
    0.0734, // kindMismatch
    -0.0299, // pairMatch
    -0.0561, // rarestInReply
    -0.2276, // questionCoverage
    0.561, // keywordCoverage
    0.456, // answerCoverage
    0.5024, // taught
    -0.1233, // factPickOfTopic
    1.6253, // share
    0.3534, // lead
  ],
  cutoff: 0.72,
};
