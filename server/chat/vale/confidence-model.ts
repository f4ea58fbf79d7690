// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 818 development cases and the curated answers' own questions (1138 asks); cut-off 0.77, chosen on held-out folds: 1099 correct, 1282 "I don't know", 73 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    2.2551, // searchCoverage
    0.664, // replyCoverage
    0.7603, // questionFit
    1.4141, // searchRank
    0.5084, // scoreRatio
    0.8805, // passageRank
    -0.3046, // passageScoreRatio
    0.7122, // curated
    -0.5473, // passage
    0.4177, // factPick
    0.4479, // topicFirst
    0.8487, // topicAny
    -0.3602, // topicConflict
    0, // askHasTopic
    -0.8273, // chunkHasTopic
    0.4231, // attributeMatch
    -0.4231, // attributeMissing
    -0.3031, // unaskedAttributes
    0, // shapeWanted
    0.1489, // shapeMismatch
    0.4289, // priceAskedWithFigure
    -0.4289, // priceAskedNoFigure
    0.6103, // timingAskedWithDuration
    -0.6103, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1683, // replyLength
    0.8864, // kindMatch
    -0.5698, // kindMismatch
    1.5141, // pairMatch
    0.1575, // rarestInReply
    0.8602, // questionCoverage
    -0.3729, // keywordCoverage
    0.4071, // answerCoverage
    -0.5664, // taught
    0.5493, // factPickOfTopic
    2.612, // otherWordsStated
    0, // otherWordsAsked
  ],
  sureWeights: [
    -2.5131, // bias
    0.868, // searchCoverage
    0.5626, // replyCoverage
    0.6957, // questionFit
    -0.2358, // searchRank
    -0.1746, // scoreRatio
    0.0186, // passageRank
    -0.1515, // passageScoreRatio
    -0.0749, // curated
    -0.5129, // passage
    0.1935, // factPick
    0.1999, // topicFirst
    0.631, // topicAny
    -0.2107, // topicConflict
    -0.4062, // askHasTopic
    -0.4165, // chunkHasTopic
    0.0363, // attributeMatch
    -0.0682, // attributeMissing
    0.1159, // unaskedAttributes
    -0.1383, // shapeWanted
    0.0507, // shapeMismatch
    -0.2487, // priceAskedWithFigure
    -0.6803, // priceAskedNoFigure
    0.3668, // timingAskedWithDuration
    0.1843, // timingAskedNoDuration
    -0.4837, // followUp
    -0.7029, // unknownWordShare
    0.1854, // contentWords
    -0.0315, // replyLength
    0.3937, // kindMatch
    -0.4149, // kindMismatch
    0.1979, // pairMatch
    -0.0956, // rarestInReply
    0.036, // questionCoverage
    0.2976, // keywordCoverage
    0.4084, // answerCoverage
    0.6274, // taught
    0.2173, // factPickOfTopic
    1.0726, // otherWordsStated
    -0.2983, // otherWordsAsked
    1.1848, // share
    0.5563, // lead
  ],
  cutoff: 0.77,
};
