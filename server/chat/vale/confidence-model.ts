// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 1418 development cases and the curated answers' own questions (3087 asks); cut-off 0.87, chosen on held-out folds: 1857 correct, 2355 "I don't know", 42 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.816, // searchCoverage
    0.5186, // replyCoverage
    0.1604, // questionFit
    1.0939, // searchRank
    0.52, // scoreRatio
    0.5612, // passageRank
    -0.3822, // passageScoreRatio
    1.5266, // curated
    -0.6103, // passage
    0.1472, // factPick
    0.9076, // topicFirst
    1.13, // topicAny
    0.1521, // topicConflict
    0, // askHasTopic
    -1.137, // chunkHasTopic
    0.6001, // attributeMatch
    -0.6001, // attributeMissing
    -0.3246, // unaskedAttributes
    0, // shapeWanted
    0.0493, // shapeMismatch
    -0.1383, // priceAskedWithFigure
    0.1383, // priceAskedNoFigure
    0.2182, // timingAskedWithDuration
    -0.2182, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.3392, // replyLength
    0.7438, // kindMatch
    -0.3067, // kindMismatch
    0.9146, // pairMatch
    0.3543, // rarestInReply
    1.0658, // questionCoverage
    -0.5134, // keywordCoverage
    0.2773, // answerCoverage
    -0.8327, // taught
    0.4682, // factPickOfTopic
    1.2194, // otherWordsStated
    0, // otherWordsAsked
    0.5823, // phrasingCloseness
    0.4567, // phrasingBest
    0, // phrasingUnanswered
    0.5091, // phrasingVotes
    0.0114, // siblingsStated
  ],
  sureWeights: [
    -2.6781, // bias
    0.3607, // searchCoverage
    0.2188, // replyCoverage
    -0.155, // questionFit
    0.6443, // searchRank
    -0.1144, // scoreRatio
    0.19, // passageRank
    0.2098, // passageScoreRatio
    -0.766, // curated
    0.3698, // passage
    0.2784, // factPick
    0.1634, // topicFirst
    0.2572, // topicAny
    -0.118, // topicConflict
    0.125, // askHasTopic
    -0.5628, // chunkHasTopic
    0.0345, // attributeMatch
    -0.146, // attributeMissing
    0.1375, // unaskedAttributes
    -0.2857, // shapeWanted
    0.0159, // shapeMismatch
    0.2083, // priceAskedWithFigure
    -0.4288, // priceAskedNoFigure
    0.6447, // timingAskedWithDuration
    -0.1859, // timingAskedNoDuration
    -0.2495, // followUp
    -0.3953, // unknownWordShare
    0.1846, // contentWords
    -0.1887, // replyLength
    0.1688, // kindMatch
    -0.552, // kindMismatch
    -0.1296, // pairMatch
    0.1078, // rarestInReply
    -0.3104, // questionCoverage
    0.2366, // keywordCoverage
    0.2383, // answerCoverage
    0.1438, // taught
    0.642, // factPickOfTopic
    1.0131, // otherWordsStated
    0.0745, // otherWordsAsked
    1.9626, // phrasingCloseness
    0.7043, // phrasingBest
    -0.9036, // phrasingUnanswered
    1.9021, // phrasingVotes
    0.0599, // siblingsStated
    0.6136, // share
    0.0828, // lead
  ],
  cutoff: 0.87,
};
