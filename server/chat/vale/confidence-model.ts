// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (5418 asks); cut-off 0.87, chosen on held-out folds: 3970 correct, 6654 "I don't know", 101 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.3289, // searchCoverage
    0.5169, // replyCoverage
    0.1372, // questionFit
    1.3036, // searchRank
    0.0189, // scoreRatio
    0.6041, // passageRank
    -0.3411, // passageScoreRatio
    1.0333, // curated
    -0.1938, // passage
    0.1882, // factPick
    0.5316, // topicFirst
    0.7602, // topicAny
    -0.0608, // topicConflict
    0, // askHasTopic
    -0.9076, // chunkHasTopic
    0.409, // attributeMatch
    -0.409, // attributeMissing
    -0.2834, // unaskedAttributes
    0, // shapeWanted
    0.0193, // shapeMismatch
    -0.172, // priceAskedWithFigure
    0.172, // priceAskedNoFigure
    0.2546, // timingAskedWithDuration
    -0.2546, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.0996, // replyLength
    0.4605, // kindMatch
    -0.33, // kindMismatch
    0.5642, // pairMatch
    0.2812, // rarestInReply
    0.8588, // questionCoverage
    -0.3074, // keywordCoverage
    0.2959, // answerCoverage
    -0.82, // taught
    0.3218, // factPickOfTopic
    1.0519, // otherWordsStated
    0, // otherWordsAsked
    2.1586, // phrasingCloseness
    0.7878, // phrasingBest
    0, // phrasingUnanswered
    1.5748, // phrasingVotes
    -0.0977, // siblingsStated
    0.7656, // byConstruction
    0.2342, // statesWhatWasAsked
    -0.0118, // statesTheCapability
    0.9891, // ownQuestion
  ],
  sureWeights: [
    -2.2521, // bias
    0.3174, // searchCoverage
    0.1508, // replyCoverage
    -0.1843, // questionFit
    0.3076, // searchRank
    -0.2058, // scoreRatio
    0.2659, // passageRank
    0.221, // passageScoreRatio
    -0.2546, // curated
    -0.0476, // passage
    -0.035, // factPick
    0.1657, // topicFirst
    -0.066, // topicAny
    -0.0889, // topicConflict
    0.0165, // askHasTopic
    -0.4302, // chunkHasTopic
    0.0312, // attributeMatch
    -0.037, // attributeMissing
    0.1255, // unaskedAttributes
    -0.1579, // shapeWanted
    0.0388, // shapeMismatch
    0.1311, // priceAskedWithFigure
    -0.2359, // priceAskedNoFigure
    0.4735, // timingAskedWithDuration
    -0.2824, // timingAskedNoDuration
    -0.0966, // followUp
    -0.1842, // unknownWordShare
    -0.0698, // contentWords
    -0.4361, // replyLength
    0.1586, // kindMatch
    -0.1636, // kindMismatch
    -0.1507, // pairMatch
    -0.015, // rarestInReply
    -0.0948, // questionCoverage
    0.1991, // keywordCoverage
    0.0279, // answerCoverage
    0.1395, // taught
    0.3257, // factPickOfTopic
    0.6778, // otherWordsStated
    -0.0053, // otherWordsAsked
    1.4116, // phrasingCloseness
    0.4314, // phrasingBest
    -0.882, // phrasingUnanswered
    1.6314, // phrasingVotes
    -0.0669, // siblingsStated
    0.2459, // byConstruction
    0.2607, // statesWhatWasAsked
    -0.1231, // statesTheCapability
    -0.0772, // ownQuestion
    0.9901, // share
    0.2936, // lead
    -0.533, // next bias
    0.0503, // next searchCoverage
    -0.0816, // next replyCoverage
    0.189, // next questionFit
    0.1934, // next searchRank
    -0.0279, // next scoreRatio
    0.1947, // next passageRank
    0.1425, // next passageScoreRatio
    0.1668, // next curated
    -0.1951, // next passage
    -0.1124, // next factPick
    0.162, // next topicFirst
    0.1262, // next topicAny
    0.0443, // next topicConflict
    0.0405, // next askHasTopic
    -0.0575, // next chunkHasTopic
    0.1338, // next attributeMatch
    -0.0861, // next attributeMissing
    -0.3426, // next unaskedAttributes
    -0.1352, // next shapeWanted
    0, // next shapeMismatch
    0.0215, // next priceAskedWithFigure
    -0.0998, // next priceAskedNoFigure
    0.2636, // next timingAskedWithDuration
    -0.0724, // next timingAskedNoDuration
    -0.0966, // next followUp
    -0.1514, // next unknownWordShare
    0.081, // next contentWords
    0.1066, // next replyLength
    0.021, // next kindMatch
    0.0823, // next kindMismatch
    -0.026, // next pairMatch
    -0.0174, // next rarestInReply
    -0.4778, // next questionCoverage
    -0.0007, // next keywordCoverage
    0.0708, // next answerCoverage
    -0.1059, // next taught
    -0.0048, // next factPickOfTopic
    0.2616, // next otherWordsStated
    0.1334, // next otherWordsAsked
    0.5965, // next phrasingCloseness
    -0.0258, // next phrasingBest
    -0.8753, // next phrasingUnanswered
    0.9677, // next phrasingVotes
    0.186, // next siblingsStated
    0.1442, // next byConstruction
    0.3085, // next statesWhatWasAsked
    -0.0673, // next statesTheCapability
    0.0073, // next ownQuestion
  ],
  cutoff: 0.87,
};
