// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 818 development cases and the curated answers' own questions (1134 asks); cut-off 0.7, chosen on held-out folds: 1294 correct, 1090 "I don't know", 70 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.6195, // searchCoverage
    0.6072, // replyCoverage
    0.5349, // questionFit
    1.4504, // searchRank
    0.1948, // scoreRatio
    0.6987, // passageRank
    -0.7014, // passageScoreRatio
    0.3056, // curated
    -0.1598, // passage
    0.4614, // factPick
    0.4902, // topicFirst
    0.8686, // topicAny
    -0.1471, // topicConflict
    0, // askHasTopic
    -0.9454, // chunkHasTopic
    0.274, // attributeMatch
    -0.274, // attributeMissing
    -0.1924, // unaskedAttributes
    0, // shapeWanted
    0.1582, // shapeMismatch
    0.3175, // priceAskedWithFigure
    -0.3175, // priceAskedNoFigure
    0.5924, // timingAskedWithDuration
    -0.5924, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.0336, // replyLength
    0.6531, // kindMatch
    -0.9785, // kindMismatch
    1.7585, // pairMatch
    0.3939, // rarestInReply
    0.5631, // questionCoverage
    -0.3809, // keywordCoverage
    0.3729, // answerCoverage
    -0.6545, // taught
    0.7934, // factPickOfTopic
    2.2921, // otherWordsStated
    0, // otherWordsAsked
    1.9746, // phrasingCloseness
    1.0143, // phrasingBest
    0, // phrasingUnanswered
  ],
  sureWeights: [
    -3.1858, // bias
    0.5247, // searchCoverage
    0.4163, // replyCoverage
    0.2363, // questionFit
    0.1722, // searchRank
    -0.0633, // scoreRatio
    0.2732, // passageRank
    0.1922, // passageScoreRatio
    -0.1367, // curated
    -0.4117, // passage
    0.2347, // factPick
    0.1769, // topicFirst
    0.4263, // topicAny
    -0.2165, // topicConflict
    0.0761, // askHasTopic
    -0.7204, // chunkHasTopic
    -0.1122, // attributeMatch
    -0.1714, // attributeMissing
    0.1429, // unaskedAttributes
    -0.1622, // shapeWanted
    0.0377, // shapeMismatch
    -0.0882, // priceAskedWithFigure
    -0.546, // priceAskedNoFigure
    0.9131, // timingAskedWithDuration
    -0.0961, // timingAskedNoDuration
    -0.5167, // followUp
    -0.5857, // unknownWordShare
    0.4635, // contentWords
    -0.0177, // replyLength
    0.2105, // kindMatch
    -0.3238, // kindMismatch
    -0.1291, // pairMatch
    0.0825, // rarestInReply
    -0.407, // questionCoverage
    0.313, // keywordCoverage
    0.5183, // answerCoverage
    0.3588, // taught
    0.4467, // factPickOfTopic
    1.1057, // otherWordsStated
    -0.3439, // otherWordsAsked
    1.5339, // phrasingCloseness
    0.5484, // phrasingBest
    -0.96, // phrasingUnanswered
    1.2431, // share
    0.6682, // lead
  ],
  cutoff: 0.7,
};
