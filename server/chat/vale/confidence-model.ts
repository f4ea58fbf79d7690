// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 818 development cases and the curated answers' own questions (1134 asks); cut-off 0.81, chosen on held-out folds: 1128 correct, 1280 "I don't know", 46 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.7068, // searchCoverage
    0.6345, // replyCoverage
    0.5837, // questionFit
    1.4997, // searchRank
    0.2211, // scoreRatio
    0.7592, // passageRank
    -0.5507, // passageScoreRatio
    0.3763, // curated
    -0.2313, // passage
    0.5685, // factPick
    0.6376, // topicFirst
    0.7104, // topicAny
    -0.1834, // topicConflict
    0, // askHasTopic
    -0.9662, // chunkHasTopic
    0.2604, // attributeMatch
    -0.2604, // attributeMissing
    -0.1744, // unaskedAttributes
    0, // shapeWanted
    0.1602, // shapeMismatch
    0.3388, // priceAskedWithFigure
    -0.3388, // priceAskedNoFigure
    0.6441, // timingAskedWithDuration
    -0.6441, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.0537, // replyLength
    0.7546, // kindMatch
    -0.7442, // kindMismatch
    1.6044, // pairMatch
    0.3369, // rarestInReply
    0.6418, // questionCoverage
    -0.4545, // keywordCoverage
    0.4377, // answerCoverage
    -0.5948, // taught
    0.6789, // factPickOfTopic
    2.3375, // otherWordsStated
    0, // otherWordsAsked
    1.9384, // phrasingCloseness
    0.954, // phrasingBest
    0, // phrasingUnanswered
  ],
  sureWeights: [
    -3.0174, // bias
    0.4815, // searchCoverage
    0.5028, // replyCoverage
    0.1619, // questionFit
    0.1857, // searchRank
    0.0457, // scoreRatio
    0.1979, // passageRank
    0.1138, // passageScoreRatio
    -0.2098, // curated
    -0.1917, // passage
    0.2032, // factPick
    0.1926, // topicFirst
    0.3851, // topicAny
    -0.3185, // topicConflict
    0.1034, // askHasTopic
    -0.6677, // chunkHasTopic
    -0.0221, // attributeMatch
    -0.1966, // attributeMissing
    0.082, // unaskedAttributes
    -0.1694, // shapeWanted
    0.036, // shapeMismatch
    -0.0726, // priceAskedWithFigure
    -0.561, // priceAskedNoFigure
    0.7921, // timingAskedWithDuration
    0.0482, // timingAskedNoDuration
    -0.5726, // followUp
    -0.7468, // unknownWordShare
    0.3861, // contentWords
    -0.1066, // replyLength
    0.1717, // kindMatch
    -0.5281, // kindMismatch
    -0.0816, // pairMatch
    0.044, // rarestInReply
    -0.3308, // questionCoverage
    0.3364, // keywordCoverage
    0.5761, // answerCoverage
    0.4428, // taught
    0.3497, // factPickOfTopic
    1.0604, // otherWordsStated
    -0.408, // otherWordsAsked
    1.4608, // phrasingCloseness
    0.5255, // phrasingBest
    -0.9705, // phrasingUnanswered
    1.2931, // share
    0.6143, // lead
  ],
  cutoff: 0.81,
};
