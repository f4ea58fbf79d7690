// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (5419 asks); cut-off 0.87, chosen on held-out folds: 3968 correct, 6656 "I don't know", 101 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.3341, // searchCoverage
    0.5192, // replyCoverage
    0.138, // questionFit
    1.3111, // searchRank
    0.013, // scoreRatio
    0.6041, // passageRank
    -0.3422, // passageScoreRatio
    1.034, // curated
    -0.1949, // passage
    0.1888, // factPick
    0.5308, // topicFirst
    0.7592, // topicAny
    -0.063, // topicConflict
    0, // askHasTopic
    -0.9077, // chunkHasTopic
    0.405, // attributeMatch
    -0.405, // attributeMissing
    -0.2834, // unaskedAttributes
    0, // shapeWanted
    0.0192, // shapeMismatch
    -0.1723, // priceAskedWithFigure
    0.1723, // priceAskedNoFigure
    0.2564, // timingAskedWithDuration
    -0.2564, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1087, // replyLength
    0.4669, // kindMatch
    -0.3352, // kindMismatch
    0.5621, // pairMatch
    0.2793, // rarestInReply
    0.8558, // questionCoverage
    -0.3084, // keywordCoverage
    0.2923, // answerCoverage
    -0.8203, // taught
    0.3225, // factPickOfTopic
    1.0489, // otherWordsStated
    0, // otherWordsAsked
    2.1542, // phrasingCloseness
    0.7868, // phrasingBest
    0, // phrasingUnanswered
    1.5775, // phrasingVotes
    -0.0937, // siblingsStated
    0.768, // byConstruction
    0.2381, // statesWhatWasAsked
    -0.0118, // statesTheCapability
    0.9867, // ownQuestion
  ],
  sureWeights: [
    -2.2515, // bias
    0.2987, // searchCoverage
    0.1769, // replyCoverage
    -0.1924, // questionFit
    0.2997, // searchRank
    -0.1959, // scoreRatio
    0.2655, // passageRank
    0.2213, // passageScoreRatio
    -0.2534, // curated
    -0.0485, // passage
    -0.0577, // factPick
    0.1662, // topicFirst
    -0.0679, // topicAny
    -0.0968, // topicConflict
    0.0129, // askHasTopic
    -0.4133, // chunkHasTopic
    0.0397, // attributeMatch
    -0.0373, // attributeMissing
    0.1453, // unaskedAttributes
    -0.1569, // shapeWanted
    0.0394, // shapeMismatch
    0.1364, // priceAskedWithFigure
    -0.2407, // priceAskedNoFigure
    0.4819, // timingAskedWithDuration
    -0.2871, // timingAskedNoDuration
    -0.0975, // followUp
    -0.1816, // unknownWordShare
    -0.0717, // contentWords
    -0.4121, // replyLength
    0.163, // kindMatch
    -0.1663, // kindMismatch
    -0.1532, // pairMatch
    -0.0229, // rarestInReply
    -0.0797, // questionCoverage
    0.1987, // keywordCoverage
    0.0522, // answerCoverage
    0.1388, // taught
    0.3268, // factPickOfTopic
    0.6666, // otherWordsStated
    -0.0101, // otherWordsAsked
    1.4242, // phrasingCloseness
    0.4444, // phrasingBest
    -0.8843, // phrasingUnanswered
    1.6123, // phrasingVotes
    -0.0675, // siblingsStated
    0.2464, // byConstruction
    0.2623, // statesWhatWasAsked
    -0.1234, // statesTheCapability
    -0.077, // ownQuestion
    0.9811, // share
    0.2872, // lead
    -0.532, // next bias
    0.0813, // next searchCoverage
    -0.1174, // next replyCoverage
    0.2006, // next questionFit
    0.2099, // next searchRank
    -0.0422, // next scoreRatio
    0.1956, // next passageRank
    0.1446, // next passageScoreRatio
    0.1764, // next curated
    -0.1907, // next passage
    -0.0965, // next factPick
    0.1508, // next topicFirst
    0.1369, // next topicAny
    0.0419, // next topicConflict
    0.0372, // next askHasTopic
    -0.0584, // next chunkHasTopic
    0.1368, // next attributeMatch
    -0.0811, // next attributeMissing
    -0.3611, // next unaskedAttributes
    -0.1341, // next shapeWanted
    0, // next shapeMismatch
    0.0248, // next priceAskedWithFigure
    -0.1023, // next priceAskedNoFigure
    0.2656, // next timingAskedWithDuration
    -0.0709, // next timingAskedNoDuration
    -0.0975, // next followUp
    -0.149, // next unknownWordShare
    0.0799, // next contentWords
    0.0736, // next replyLength
    0.013, // next kindMatch
    0.0856, // next kindMismatch
    -0.0267, // next pairMatch
    -0.0048, // next rarestInReply
    -0.4925, // next questionCoverage
    0.0006, // next keywordCoverage
    0.0384, // next answerCoverage
    -0.0819, // next taught
    -0.0158, // next factPickOfTopic
    0.2718, // next otherWordsStated
    0.1291, // next otherWordsAsked
    0.598, // next phrasingCloseness
    -0.0512, // next phrasingBest
    -0.8776, // next phrasingUnanswered
    0.9867, // next phrasingVotes
    0.1877, // next siblingsStated
    0.1397, // next byConstruction
    0.3033, // next statesWhatWasAsked
    -0.0661, // next statesTheCapability
    0.0063, // next ownQuestion
  ],
  cutoff: 0.87,
};
