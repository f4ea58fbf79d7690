// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 1418 development cases and the curated answers' own questions (1799 asks); cut-off 0.81, chosen on held-out folds: 1943 correct, 2230 "I don't know", 81 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.5546, // searchCoverage
    0.6758, // replyCoverage
    0.2231, // questionFit
    1.3686, // searchRank
    0.2894, // scoreRatio
    0.8377, // passageRank
    -0.2658, // passageScoreRatio
    0.3222, // curated
    -0.2754, // passage
    0.6206, // factPick
    0.478, // topicFirst
    0.7001, // topicAny
    -0.1326, // topicConflict
    0, // askHasTopic
    -0.8048, // chunkHasTopic
    0.1577, // attributeMatch
    -0.1577, // attributeMissing
    -0.2499, // unaskedAttributes
    0, // shapeWanted
    0.1067, // shapeMismatch
    0.11, // priceAskedWithFigure
    -0.11, // priceAskedNoFigure
    0.6716, // timingAskedWithDuration
    -0.6716, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1474, // replyLength
    0.7419, // kindMatch
    -0.4613, // kindMismatch
    1.3786, // pairMatch
    0.146, // rarestInReply
    0.6893, // questionCoverage
    -0.2571, // keywordCoverage
    0.3197, // answerCoverage
    -0.5909, // taught
    0.6827, // factPickOfTopic
    2.0413, // otherWordsStated
    0, // otherWordsAsked
    1.3961, // phrasingCloseness
    0.7912, // phrasingBest
    0, // phrasingUnanswered
    2.1775, // phrasingVotes
  ],
  sureWeights: [
    -2.7615, // bias
    0.5797, // searchCoverage
    0.1395, // replyCoverage
    0.0429, // questionFit
    0.3166, // searchRank
    -0.1836, // scoreRatio
    0.0597, // passageRank
    0.1511, // passageScoreRatio
    -0.3593, // curated
    0.0373, // passage
    0.2069, // factPick
    0.5603, // topicFirst
    0.2265, // topicAny
    -0.1792, // topicConflict
    -0.2599, // askHasTopic
    -0.4731, // chunkHasTopic
    0.1721, // attributeMatch
    -0.3107, // attributeMissing
    0.0163, // unaskedAttributes
    -0.1377, // shapeWanted
    0.0112, // shapeMismatch
    -0.1977, // priceAskedWithFigure
    -0.332, // priceAskedNoFigure
    0.3734, // timingAskedWithDuration
    -0.2182, // timingAskedNoDuration
    -0.414, // followUp
    -0.3303, // unknownWordShare
    0.1979, // contentWords
    -0.2681, // replyLength
    0.1014, // kindMatch
    -0.4071, // kindMismatch
    -0.1213, // pairMatch
    -0.1851, // rarestInReply
    -0.3808, // questionCoverage
    0.1732, // keywordCoverage
    0.1451, // answerCoverage
    0.2826, // taught
    0.2544, // factPickOfTopic
    1.0596, // otherWordsStated
    0.1216, // otherWordsAsked
    1.489, // phrasingCloseness
    0.3962, // phrasingBest
    -1.0434, // phrasingUnanswered
    1.9213, // phrasingVotes
    1.1218, // share
    0.2011, // lead
  ],
  cutoff: 0.81,
};
