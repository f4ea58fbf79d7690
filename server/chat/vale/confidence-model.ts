// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6748 asks); cut-off 0.85, chosen on held-out folds: 4340 correct, 6278 "I don't know", 107 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.2145, // searchCoverage
    0.7125, // replyCoverage
    0.1813, // questionFit
    1.2621, // searchRank
    0.1899, // scoreRatio
    0.2494, // passageRank
    -0.6958, // passageScoreRatio
    -0.0843, // curated
    -0.9563, // passage
    0.252, // factPick
    0.4153, // topicFirst
    0.6812, // topicAny
    -0.1297, // topicConflict
    0, // askHasTopic
    -0.7056, // chunkHasTopic
    0.3799, // attributeMatch
    -0.3799, // attributeMissing
    -0.2835, // unaskedAttributes
    0, // shapeWanted
    0.0169, // shapeMismatch
    -0.0762, // priceAskedWithFigure
    0.0762, // priceAskedNoFigure
    0.2997, // timingAskedWithDuration
    -0.2997, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1771, // replyLength
    0.369, // kindMatch
    -0.3698, // kindMismatch
    0.828, // pairMatch
    0.207, // rarestInReply
    0.9413, // questionCoverage
    -0.3436, // keywordCoverage
    0.4122, // answerCoverage
    -0.8504, // taught
    0.2348, // factPickOfTopic
    1.1239, // otherWordsStated
    0, // otherWordsAsked
    1.4795, // phrasingCloseness
    0.6109, // phrasingBest
    0, // phrasingUnanswered
    1.3585, // phrasingVotes
    -0.1386, // siblingsStated
    0.5834, // byConstruction
    0.1854, // statesWhatWasAsked
    -0.0118, // statesTheCapability
    0.7711, // ownQuestion
  ],
  sureWeights: [
    -2.2995, // bias
    0.0831, // searchCoverage
    0.0798, // replyCoverage
    -0.16, // questionFit
    0.3409, // searchRank
    -0.2646, // scoreRatio
    0.2822, // passageRank
    0.2674, // passageScoreRatio
    0.2817, // curated
    0.2902, // passage
    -0.0223, // factPick
    -0.0404, // topicFirst
    0.0891, // topicAny
    -0.1224, // topicConflict
    0.0675, // askHasTopic
    -0.4927, // chunkHasTopic
    0.0848, // attributeMatch
    -0.048, // attributeMissing
    0.2013, // unaskedAttributes
    -0.1464, // shapeWanted
    0.0223, // shapeMismatch
    0.0209, // priceAskedWithFigure
    -0.0641, // priceAskedNoFigure
    0.6535, // timingAskedWithDuration
    -0.4752, // timingAskedNoDuration
    -0.1363, // followUp
    -0.207, // unknownWordShare
    -0.0705, // contentWords
    -0.2067, // replyLength
    0.0678, // kindMatch
    -0.1162, // kindMismatch
    -0.1966, // pairMatch
    -0.046, // rarestInReply
    0.0183, // questionCoverage
    0.3115, // keywordCoverage
    -0.0724, // answerCoverage
    0.3651, // taught
    0.2736, // factPickOfTopic
    0.6227, // otherWordsStated
    -0.0229, // otherWordsAsked
    1.5727, // phrasingCloseness
    0.6018, // phrasingBest
    -0.931, // phrasingUnanswered
    1.8715, // phrasingVotes
    -0.0631, // siblingsStated
    0.3279, // byConstruction
    0.3158, // statesWhatWasAsked
    -0.1171, // statesTheCapability
    -0.046, // ownQuestion
    0.98, // share
    0.2856, // lead
    -0.5369, // next bias
    -0.1174, // next searchCoverage
    0.1204, // next replyCoverage
    0.1687, // next questionFit
    0.2273, // next searchRank
    0.0286, // next scoreRatio
    -0.0999, // next passageRank
    -0.1749, // next passageScoreRatio
    -0.1288, // next curated
    -0.1437, // next passage
    -0.036, // next factPick
    0.0764, // next topicFirst
    0.2545, // next topicAny
    0.0785, // next topicConflict
    0.092, // next askHasTopic
    -0.0625, // next chunkHasTopic
    0.0326, // next attributeMatch
    0.0733, // next attributeMissing
    -0.3017, // next unaskedAttributes
    -0.1219, // next shapeWanted
    0, // next shapeMismatch
    0.1384, // next priceAskedWithFigure
    -0.1557, // next priceAskedNoFigure
    0.0944, // next timingAskedWithDuration
    0.0839, // next timingAskedNoDuration
    -0.1363, // next followUp
    -0.1569, // next unknownWordShare
    0.0937, // next contentWords
    -0.239, // next replyLength
    0.1151, // next kindMatch
    0.0262, // next kindMismatch
    0.0675, // next pairMatch
    0.0465, // next rarestInReply
    -0.4414, // next questionCoverage
    -0.0746, // next keywordCoverage
    0.1773, // next answerCoverage
    0.015, // next taught
    -0.018, // next factPickOfTopic
    0.2661, // next otherWordsStated
    0.1293, // next otherWordsAsked
    0.431, // next phrasingCloseness
    -0.1264, // next phrasingBest
    -0.9217, // next phrasingUnanswered
    0.5531, // next phrasingVotes
    0.159, // next siblingsStated
    0.171, // next byConstruction
    0.1806, // next statesWhatWasAsked
    0.1179, // next statesTheCapability
    -0.0223, // next ownQuestion
  ],
  cutoff: 0.85,
};
