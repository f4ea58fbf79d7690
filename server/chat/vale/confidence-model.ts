// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (779 asks, best-ranked answer right for 320); at cut-off 0.61: 303 correct, 172 "I don't know", 23 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.45, // searchCoverage
    0.5129, // replyCoverage
    1.009, // questionFit
    1.5403, // searchRank
    0.719, // scoreRatio
    0.6574, // passageRank
    -0.4927, // passageScoreRatio
    0.3418, // curated
    -0.1076, // passage
    0.6152, // factPick
    0.8276, // topicFirst
    0.3618, // topicAny
    -0.3645, // topicConflict
    0, // askHasTopic
    -0.9371, // chunkHasTopic
    0.1605, // attributeMatch
    -0.1605, // attributeMissing
    -0.2467, // unaskedAttributes
    0, // shapeWanted
    0, // shapeMismatch
    0.2654, // priceAskedWithFigure
    -0.2654, // priceAskedNoFigure
    0.5132, // timingAskedWithDuration
    -0.5132, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.1197, // replyLength
    0.969, // kindMatch
    -0.7054, // kindMismatch
    1.9306, // pairMatch
    0.7096, // rarestInReply
    0.8383, // questionCoverage
    -0.3167, // keywordCoverage
    0.1171, // answerCoverage
    -0.551, // taught
    0.3712, // factPickOfTopic
  ],
  sureWeights: [
    -3.5093, // bias
    1.4748, // searchCoverage
    0.6202, // replyCoverage
    0.2912, // questionFit
    -0.0528, // searchRank
    0.0757, // scoreRatio
    0.413, // passageRank
    0.2577, // passageScoreRatio
    -0.0593, // curated
    0.3064, // passage
    0.3032, // factPick
    0.509, // topicFirst
    0.0562, // topicAny
    0.0355, // topicConflict
    -0.5024, // askHasTopic
    -0.3123, // chunkHasTopic
    -0.1386, // attributeMatch
    -0.4031, // attributeMissing
    0.0456, // unaskedAttributes
    -0.1206, // shapeWanted
    0, // shapeMismatch
    -0.4308, // priceAskedWithFigure
    -0.7879, // priceAskedNoFigure
    0.8952, // timingAskedWithDuration
    0.4508, // timingAskedNoDuration
    -0.4882, // followUp
    -1.2086, // unknownWordShare
    0.2688, // contentWords
    -0.2624, // replyLength
    0.5952, // kindMatch
    0.0634, // kindMismatch
    0.1592, // pairMatch
    0.0456, // rarestInReply
    0.3697, // questionCoverage
    0.9371, // keywordCoverage
    0.4983, // answerCoverage
    0.5138, // taught
    0.0621, // factPickOfTopic
    1.5213, // share
    0.7172, // lead
  ],
  cutoff: 0.61,
};
