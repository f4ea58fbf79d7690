// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (5415 asks); cut-off 0.87, chosen on held-out folds: 3916 correct, 6705 "I don't know", 104 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.3533, // searchCoverage
    0.528, // replyCoverage
    0.1047, // questionFit
    1.302, // searchRank
    0.0153, // scoreRatio
    0.6068, // passageRank
    -0.3433, // passageScoreRatio
    1.0317, // curated
    -0.2056, // passage
    0.1908, // factPick
    0.5365, // topicFirst
    0.7597, // topicAny
    -0.0726, // topicConflict
    0, // askHasTopic
    -0.9058, // chunkHasTopic
    0.3961, // attributeMatch
    -0.3961, // attributeMissing
    -0.2842, // unaskedAttributes
    0, // shapeWanted
    0.0183, // shapeMismatch
    -0.1651, // priceAskedWithFigure
    0.1651, // priceAskedNoFigure
    0.2596, // timingAskedWithDuration
    -0.2596, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1001, // replyLength
    0.4625, // kindMatch
    -0.3177, // kindMismatch
    0.5632, // pairMatch
    0.2753, // rarestInReply
    0.8819, // questionCoverage
    -0.3081, // keywordCoverage
    0.2962, // answerCoverage
    -0.8096, // taught
    0.3111, // factPickOfTopic
    1.0483, // otherWordsStated
    0, // otherWordsAsked
    2.1022, // phrasingCloseness
    0.7643, // phrasingBest
    0, // phrasingUnanswered
    1.6034, // phrasingVotes
    -0.0965, // siblingsStated
    0.7474, // byConstruction
    0.196, // statesWhatWasAsked
    -0.0094, // statesTheCapability
    1.0289, // ownQuestion
  ],
  sureWeights: [
    -2.1851, // bias
    0.3292, // searchCoverage
    0.1618, // replyCoverage
    -0.1935, // questionFit
    0.3022, // searchRank
    -0.1694, // scoreRatio
    0.2592, // passageRank
    0.2099, // passageScoreRatio
    -0.259, // curated
    -0.0378, // passage
    -0.0392, // factPick
    0.1711, // topicFirst
    -0.0603, // topicAny
    -0.1025, // topicConflict
    0.0185, // askHasTopic
    -0.4169, // chunkHasTopic
    0.0289, // attributeMatch
    -0.052, // attributeMissing
    0.1159, // unaskedAttributes
    -0.1607, // shapeWanted
    0.0274, // shapeMismatch
    0.1826, // priceAskedWithFigure
    -0.2087, // priceAskedNoFigure
    0.5172, // timingAskedWithDuration
    -0.2684, // timingAskedNoDuration
    -0.1193, // followUp
    -0.1964, // unknownWordShare
    -0.0693, // contentWords
    -0.3897, // replyLength
    0.12, // kindMatch
    -0.1677, // kindMismatch
    -0.0859, // pairMatch
    -0.0119, // rarestInReply
    -0.1182, // questionCoverage
    0.1777, // keywordCoverage
    0.0006, // answerCoverage
    0.1562, // taught
    0.3209, // factPickOfTopic
    0.7087, // otherWordsStated
    0.0049, // otherWordsAsked
    1.3551, // phrasingCloseness
    0.421, // phrasingBest
    -0.8513, // phrasingUnanswered
    1.6116, // phrasingVotes
    -0.0664, // siblingsStated
    0.2014, // byConstruction
    0.1751, // statesWhatWasAsked
    -0.1098, // statesTheCapability
    -0.026, // ownQuestion
    0.9477, // share
    0.282, // lead
    -0.5338, // next bias
    0.0268, // next searchCoverage
    -0.1034, // next replyCoverage
    0.2082, // next questionFit
    0.2614, // next searchRank
    -0.0109, // next scoreRatio
    0.1981, // next passageRank
    0.0796, // next passageScoreRatio
    0.1492, // next curated
    -0.0733, // next passage
    -0.0549, // next factPick
    0.1264, // next topicFirst
    0.1754, // next topicAny
    0.0568, // next topicConflict
    0.0431, // next askHasTopic
    -0.0935, // next chunkHasTopic
    0.1474, // next attributeMatch
    -0.1164, // next attributeMissing
    -0.3209, // next unaskedAttributes
    -0.1376, // next shapeWanted
    0, // next shapeMismatch
    0.0323, // next priceAskedWithFigure
    -0.0315, // next priceAskedNoFigure
    0.2979, // next timingAskedWithDuration
    -0.0492, // next timingAskedNoDuration
    -0.1193, // next followUp
    -0.1692, // next unknownWordShare
    0.0456, // next contentWords
    0.0834, // next replyLength
    0.0352, // next kindMatch
    0.0755, // next kindMismatch
    0.0184, // next pairMatch
    0.0127, // next rarestInReply
    -0.5331, // next questionCoverage
    -0.0687, // next keywordCoverage
    0.0387, // next answerCoverage
    -0.0672, // next taught
    -0.0079, // next factPickOfTopic
    0.26, // next otherWordsStated
    0.1223, // next otherWordsAsked
    0.6046, // next phrasingCloseness
    -0.0485, // next phrasingBest
    -0.8445, // next phrasingUnanswered
    0.9861, // next phrasingVotes
    0.1968, // next siblingsStated
    0.1599, // next byConstruction
    0.3102, // next statesWhatWasAsked
    -0.0551, // next statesTheCapability
    0.0128, // next ownQuestion
  ],
  cutoff: 0.87,
};
