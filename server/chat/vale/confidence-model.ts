// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 1418 development cases and the curated answers' own questions (3091 asks); cut-off 0.86, chosen on held-out folds: 1888 correct, 2308 "I don't know", 58 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.7324, // searchCoverage
    0.5353, // replyCoverage
    0.2395, // questionFit
    1.0954, // searchRank
    0.5477, // scoreRatio
    0.6065, // passageRank
    -0.386, // passageScoreRatio
    1.4694, // curated
    -0.6392, // passage
    0.1737, // factPick
    0.9126, // topicFirst
    1.0877, // topicAny
    0.2677, // topicConflict
    0, // askHasTopic
    -1.0968, // chunkHasTopic
    0.5992, // attributeMatch
    -0.5992, // attributeMissing
    -0.3049, // unaskedAttributes
    0, // shapeWanted
    0.0509, // shapeMismatch
    -0.1143, // priceAskedWithFigure
    0.1143, // priceAskedNoFigure
    0.2332, // timingAskedWithDuration
    -0.2332, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.5102, // replyLength
    0.637, // kindMatch
    -0.3913, // kindMismatch
    0.9414, // pairMatch
    0.2676, // rarestInReply
    0.8643, // questionCoverage
    -0.5327, // keywordCoverage
    0.3238, // answerCoverage
    -0.6607, // taught
    0.4734, // factPickOfTopic
    1.2842, // otherWordsStated
    0, // otherWordsAsked
    0.8239, // phrasingCloseness
    0.4037, // phrasingBest
    0, // phrasingUnanswered
    0.4992, // phrasingVotes
  ],
  sureWeights: [
    -2.483, // bias
    0.3453, // searchCoverage
    0.1974, // replyCoverage
    0.0538, // questionFit
    0.452, // searchRank
    -0.1249, // scoreRatio
    0.152, // passageRank
    0.1714, // passageScoreRatio
    -0.839, // curated
    0.3203, // passage
    0.3299, // factPick
    0.2935, // topicFirst
    0.2127, // topicAny
    -0.1484, // topicConflict
    0.1148, // askHasTopic
    -0.6328, // chunkHasTopic
    0.0183, // attributeMatch
    -0.1586, // attributeMissing
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
    -0.2252, // replyLength
    0.1746, // kindMatch
    -0.5163, // kindMismatch
    -0.0783, // pairMatch
    -0.014, // rarestInReply
    -0.4294, // questionCoverage
    0.0763, // keywordCoverage
    0.2487, // answerCoverage
    0.2005, // taught
    0.4329, // factPickOfTopic
    1.1515, // otherWordsStated
    0.1053, // otherWordsAsked
    1.9434, // phrasingCloseness
    0.7115, // phrasingBest
    -0.9042, // phrasingUnanswered
    1.7989, // phrasingVotes
    0.808, // share
    0.1686, // lead
  ],
  cutoff: 0.86,
};
