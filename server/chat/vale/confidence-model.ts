// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 818 development cases and the curated answers' own questions (1137 asks); cut-off 0.77, chosen on held-out folds: 1206 correct, 1201 "I don't know", 47 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.7045, // searchCoverage
    0.6033, // replyCoverage
    0.5513, // questionFit
    1.5205, // searchRank
    0.215, // scoreRatio
    0.7527, // passageRank
    -0.554, // passageScoreRatio
    0.3524, // curated
    -0.2302, // passage
    0.5769, // factPick
    0.5459, // topicFirst
    0.7295, // topicAny
    -0.2099, // topicConflict
    0, // askHasTopic
    -0.9494, // chunkHasTopic
    0.2556, // attributeMatch
    -0.2556, // attributeMissing
    -0.1822, // unaskedAttributes
    0, // shapeWanted
    0.1622, // shapeMismatch
    0.3237, // priceAskedWithFigure
    -0.3237, // priceAskedNoFigure
    0.6487, // timingAskedWithDuration
    -0.6487, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.0453, // replyLength
    0.7328, // kindMatch
    -0.7744, // kindMismatch
    1.6327, // pairMatch
    0.3365, // rarestInReply
    0.6069, // questionCoverage
    -0.5133, // keywordCoverage
    0.4467, // answerCoverage
    -0.6489, // taught
    0.6564, // factPickOfTopic
    2.3739, // otherWordsStated
    0, // otherWordsAsked
    1.6455, // phrasingCloseness
    0.6428, // phrasingBest
    0, // phrasingUnanswered
    1.0964, // phrasingVotes
  ],
  sureWeights: [
    -3.0274, // bias
    0.5307, // searchCoverage
    0.4644, // replyCoverage
    0.1639, // questionFit
    0.1145, // searchRank
    -0.0373, // scoreRatio
    0.1416, // passageRank
    0.0614, // passageScoreRatio
    -0.2323, // curated
    -0.2543, // passage
    0.2091, // factPick
    0.1817, // topicFirst
    0.4688, // topicAny
    -0.3367, // topicConflict
    0.1379, // askHasTopic
    -0.7346, // chunkHasTopic
    0.0318, // attributeMatch
    -0.1693, // attributeMissing
    0.1167, // unaskedAttributes
    -0.2, // shapeWanted
    0.0356, // shapeMismatch
    -0.141, // priceAskedWithFigure
    -0.3547, // priceAskedNoFigure
    0.7675, // timingAskedWithDuration
    -0.1648, // timingAskedNoDuration
    -0.5935, // followUp
    -0.6787, // unknownWordShare
    0.4182, // contentWords
    -0.0559, // replyLength
    0.1973, // kindMatch
    -0.5068, // kindMismatch
    -0.0419, // pairMatch
    0.0713, // rarestInReply
    -0.3714, // questionCoverage
    0.2623, // keywordCoverage
    0.6238, // answerCoverage
    0.383, // taught
    0.3261, // factPickOfTopic
    1.0922, // otherWordsStated
    -0.4074, // otherWordsAsked
    1.2645, // phrasingCloseness
    0.304, // phrasingBest
    -0.9022, // phrasingUnanswered
    0.7548, // phrasingVotes
    1.2353, // share
    0.5547, // lead
  ],
  cutoff: 0.77,
};
