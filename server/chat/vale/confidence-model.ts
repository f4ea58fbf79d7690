// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 1418 development cases and the curated answers' own questions (3091 asks); cut-off 0.87, chosen on held-out folds: 1851 correct, 2361 "I don't know", 42 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.8183, // searchCoverage
    0.5254, // replyCoverage
    0.1751, // questionFit
    1.1151, // searchRank
    0.5004, // scoreRatio
    0.5691, // passageRank
    -0.3695, // passageScoreRatio
    1.5377, // curated
    -0.5899, // passage
    0.1591, // factPick
    0.8986, // topicFirst
    1.1373, // topicAny
    0.162, // topicConflict
    0, // askHasTopic
    -1.134, // chunkHasTopic
    0.6053, // attributeMatch
    -0.6053, // attributeMissing
    -0.3222, // unaskedAttributes
    0, // shapeWanted
    0.0494, // shapeMismatch
    -0.1461, // priceAskedWithFigure
    0.1461, // priceAskedNoFigure
    0.2214, // timingAskedWithDuration
    -0.2214, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.3388, // replyLength
    0.7384, // kindMatch
    -0.3079, // kindMismatch
    0.9159, // pairMatch
    0.3476, // rarestInReply
    1.0308, // questionCoverage
    -0.4843, // keywordCoverage
    0.2727, // answerCoverage
    -0.8476, // taught
    0.467, // factPickOfTopic
    1.2293, // otherWordsStated
    0, // otherWordsAsked
    0.7951, // phrasingCloseness
    0.4032, // phrasingBest
    0, // phrasingUnanswered
    0.4701, // phrasingVotes
    0.011, // siblingsStated
  ],
  sureWeights: [
    -2.5997, // bias
    0.3622, // searchCoverage
    0.2055, // replyCoverage
    -0.1509, // questionFit
    0.6635, // searchRank
    -0.1554, // scoreRatio
    0.2172, // passageRank
    0.2354, // passageScoreRatio
    -0.7697, // curated
    0.3888, // passage
    0.2464, // factPick
    0.1946, // topicFirst
    0.3159, // topicAny
    -0.1109, // topicConflict
    0.0642, // askHasTopic
    -0.5976, // chunkHasTopic
    0.0606, // attributeMatch
    -0.1656, // attributeMissing
    0.135, // unaskedAttributes
    -0.2831, // shapeWanted
    0.0149, // shapeMismatch
    0.2146, // priceAskedWithFigure
    -0.4221, // priceAskedNoFigure
    0.6182, // timingAskedWithDuration
    -0.1758, // timingAskedNoDuration
    -0.2414, // followUp
    -0.4035, // unknownWordShare
    0.1644, // contentWords
    -0.1688, // replyLength
    0.1587, // kindMatch
    -0.5368, // kindMismatch
    -0.116, // pairMatch
    0.0941, // rarestInReply
    -0.3226, // questionCoverage
    0.2329, // keywordCoverage
    0.2245, // answerCoverage
    0.1493, // taught
    0.6386, // factPickOfTopic
    1.002, // otherWordsStated
    0.0652, // otherWordsAsked
    1.9637, // phrasingCloseness
    0.7106, // phrasingBest
    -0.9098, // phrasingUnanswered
    1.854, // phrasingVotes
    0.0652, // siblingsStated
    0.6662, // share
    0.1067, // lead
  ],
  cutoff: 0.87,
};
