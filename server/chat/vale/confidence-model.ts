// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 1418 development cases and the curated answers' own questions (3091 asks); cut-off 0.86, chosen on held-out folds: 1888 correct, 2308 "I don't know", 58 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.7326, // searchCoverage
    0.5352, // replyCoverage
    0.2393, // questionFit
    1.0954, // searchRank
    0.5479, // scoreRatio
    0.6055, // passageRank
    -0.386, // passageScoreRatio
    1.4688, // curated
    -0.64, // passage
    0.1736, // factPick
    0.9125, // topicFirst
    1.0876, // topicAny
    0.2677, // topicConflict
    0, // askHasTopic
    -1.0967, // chunkHasTopic
    0.5991, // attributeMatch
    -0.5991, // attributeMissing
    -0.3049, // unaskedAttributes
    0, // shapeWanted
    0.0508, // shapeMismatch
    -0.1145, // priceAskedWithFigure
    0.1145, // priceAskedNoFigure
    0.2331, // timingAskedWithDuration
    -0.2331, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.5094, // replyLength
    0.6374, // kindMatch
    -0.3905, // kindMismatch
    0.9417, // pairMatch
    0.267, // rarestInReply
    0.8644, // questionCoverage
    -0.5327, // keywordCoverage
    0.3236, // answerCoverage
    -0.6608, // taught
    0.4735, // factPickOfTopic
    1.2834, // otherWordsStated
    0, // otherWordsAsked
    0.8251, // phrasingCloseness
    0.4035, // phrasingBest
    0, // phrasingUnanswered
    0.4997, // phrasingVotes
  ],
  sureWeights: [
    -2.483, // bias
    0.3453, // searchCoverage
    0.1974, // replyCoverage
    0.0538, // questionFit
    0.4519, // searchRank
    -0.125, // scoreRatio
    0.1521, // passageRank
    0.1715, // passageScoreRatio
    -0.8389, // curated
    0.3204, // passage
    0.3299, // factPick
    0.2936, // topicFirst
    0.2127, // topicAny
    -0.1484, // topicConflict
    0.1148, // askHasTopic
    -0.6329, // chunkHasTopic
    0.0183, // attributeMatch
    -0.1587, // attributeMissing
    0.179, // unaskedAttributes
    -0.32, // shapeWanted
    0.0136, // shapeMismatch
    0.1247, // priceAskedWithFigure
    -0.3394, // priceAskedNoFigure
    0.5413, // timingAskedWithDuration
    -0.1157, // timingAskedNoDuration
    -0.3459, // followUp
    -0.34, // unknownWordShare
    0.1207, // contentWords
    -0.2253, // replyLength
    0.1746, // kindMatch
    -0.5163, // kindMismatch
    -0.0783, // pairMatch
    -0.014, // rarestInReply
    -0.4295, // questionCoverage
    0.0763, // keywordCoverage
    0.2487, // answerCoverage
    0.2006, // taught
    0.4329, // factPickOfTopic
    1.1515, // otherWordsStated
    0.1053, // otherWordsAsked
    1.9434, // phrasingCloseness
    0.7115, // phrasingBest
    -0.9042, // phrasingUnanswered
    1.7988, // phrasingVotes
    0.8079, // share
    0.1687, // lead
  ],
  cutoff: 0.86,
};
