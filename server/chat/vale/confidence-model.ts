// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (5409 asks); cut-off 0.87, chosen on held-out folds: 3842 correct, 6777 "I don't know", 106 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.3721, // searchCoverage
    0.5511, // replyCoverage
    0.1185, // questionFit
    1.2881, // searchRank
    0.0203, // scoreRatio
    0.6024, // passageRank
    -0.3471, // passageScoreRatio
    1.0283, // curated
    -0.2098, // passage
    0.2117, // factPick
    0.5441, // topicFirst
    0.7207, // topicAny
    -0.1127, // topicConflict
    0, // askHasTopic
    -0.9161, // chunkHasTopic
    0.3909, // attributeMatch
    -0.3909, // attributeMissing
    -0.2543, // unaskedAttributes
    0, // shapeWanted
    0.0177, // shapeMismatch
    -0.1975, // priceAskedWithFigure
    0.1975, // priceAskedNoFigure
    0.2699, // timingAskedWithDuration
    -0.2699, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.0965, // replyLength
    0.4731, // kindMatch
    -0.3149, // kindMismatch
    0.5603, // pairMatch
    0.2739, // rarestInReply
    0.886, // questionCoverage
    -0.2896, // keywordCoverage
    0.3083, // answerCoverage
    -0.8206, // taught
    0.3083, // factPickOfTopic
    1.008, // otherWordsStated
    0, // otherWordsAsked
    2.1001, // phrasingCloseness
    0.7613, // phrasingBest
    0, // phrasingUnanswered
    1.6026, // phrasingVotes
    -0.0625, // siblingsStated
    0.7445, // byConstruction
    0.1758, // statesWhatWasAsked
    0.0215, // statesTheCapability
    1.024, // ownQuestion
  ],
  sureWeights: [
    -2.2069, // bias
    0.3632, // searchCoverage
    0.1964, // replyCoverage
    -0.1885, // questionFit
    0.3219, // searchRank
    -0.1619, // scoreRatio
    0.2702, // passageRank
    0.2204, // passageScoreRatio
    -0.2717, // curated
    -0.0031, // passage
    -0.0124, // factPick
    0.1721, // topicFirst
    -0.0516, // topicAny
    -0.0913, // topicConflict
    0.0219, // askHasTopic
    -0.3812, // chunkHasTopic
    0.0288, // attributeMatch
    -0.0716, // attributeMissing
    0.1019, // unaskedAttributes
    -0.1571, // shapeWanted
    0.0262, // shapeMismatch
    0.1813, // priceAskedWithFigure
    -0.155, // priceAskedNoFigure
    0.5136, // timingAskedWithDuration
    -0.2599, // timingAskedNoDuration
    -0.1408, // followUp
    -0.1982, // unknownWordShare
    -0.0742, // contentWords
    -0.3939, // replyLength
    0.1379, // kindMatch
    -0.1657, // kindMismatch
    -0.1521, // pairMatch
    -0.0683, // rarestInReply
    -0.08, // questionCoverage
    0.2173, // keywordCoverage
    0.0244, // answerCoverage
    0.1107, // taught
    0.2747, // factPickOfTopic
    0.6858, // otherWordsStated
    0.0037, // otherWordsAsked
    1.3621, // phrasingCloseness
    0.4019, // phrasingBest
    -0.8338, // phrasingUnanswered
    1.6014, // phrasingVotes
    -0.0961, // siblingsStated
    0.2332, // byConstruction
    0.1679, // statesWhatWasAsked
    -0.0553, // statesTheCapability
    -0.0257, // ownQuestion
    0.9721, // share
    0.2916, // lead
    -0.5356, // next bias
    0.0135, // next searchCoverage
    -0.0884, // next replyCoverage
    0.1612, // next questionFit
    0.2964, // next searchRank
    -0.028, // next scoreRatio
    0.1895, // next passageRank
    0.1125, // next passageScoreRatio
    0.1827, // next curated
    -0.0922, // next passage
    -0.1531, // next factPick
    0.1119, // next topicFirst
    0.1682, // next topicAny
    0.0173, // next topicConflict
    0.0487, // next askHasTopic
    -0.0989, // next chunkHasTopic
    0.1571, // next attributeMatch
    -0.1431, // next attributeMissing
    -0.2743, // next unaskedAttributes
    -0.1318, // next shapeWanted
    0, // next shapeMismatch
    -0.0031, // next priceAskedWithFigure
    0.0585, // next priceAskedNoFigure
    0.295, // next timingAskedWithDuration
    -0.0413, // next timingAskedNoDuration
    -0.1408, // next followUp
    -0.1706, // next unknownWordShare
    0.0479, // next contentWords
    0.0844, // next replyLength
    0.0033, // next kindMatch
    0.0464, // next kindMismatch
    0.0994, // next pairMatch
    0.0472, // next rarestInReply
    -0.5475, // next questionCoverage
    -0.0053, // next keywordCoverage
    0.0018, // next answerCoverage
    -0.0431, // next taught
    -0.0296, // next factPickOfTopic
    0.1977, // next otherWordsStated
    0.1269, // next otherWordsAsked
    0.618, // next phrasingCloseness
    -0.0215, // next phrasingBest
    -0.8266, // next phrasingUnanswered
    0.9699, // next phrasingVotes
    0.1513, // next siblingsStated
    0.0849, // next byConstruction
    0.2136, // next statesWhatWasAsked
    -0.0336, // next statesTheCapability
    0.02, // next ownQuestion
  ],
  cutoff: 0.87,
};
