// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 2568 development cases and the curated answers' own questions (4331 asks); cut-off 0.85, chosen on held-out folds: 3156 correct, 4475 "I don't know", 73 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    1.507, // searchCoverage
    0.5567, // replyCoverage
    0.1576, // questionFit
    1.2609, // searchRank
    0.1413, // scoreRatio
    0.5836, // passageRank
    -0.2849, // passageScoreRatio
    1.1676, // curated
    -0.4229, // passage
    0.1531, // factPick
    0.5509, // topicFirst
    0.8346, // topicAny
    -0.1041, // topicConflict
    0, // askHasTopic
    -0.9912, // chunkHasTopic
    0.4772, // attributeMatch
    -0.4772, // attributeMissing
    -0.2015, // unaskedAttributes
    0, // shapeWanted
    0.0301, // shapeMismatch
    -0.2138, // priceAskedWithFigure
    0.2138, // priceAskedNoFigure
    0.1697, // timingAskedWithDuration
    -0.1697, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.2043, // replyLength
    0.576, // kindMatch
    -0.3292, // kindMismatch
    0.7237, // pairMatch
    0.2141, // rarestInReply
    0.9563, // questionCoverage
    -0.396, // keywordCoverage
    0.3303, // answerCoverage
    -0.7719, // taught
    0.34, // factPickOfTopic
    0.9985, // otherWordsStated
    0, // otherWordsAsked
    1.822, // phrasingCloseness
    0.62, // phrasingBest
    0, // phrasingUnanswered
    1.1757, // phrasingVotes
    -0.0221, // siblingsStated
    1.1304, // byConstruction
  ],
  sureWeights: [
    -2.2891, // bias
    0.2946, // searchCoverage
    0.1058, // replyCoverage
    -0.3127, // questionFit
    0.3308, // searchRank
    -0.1915, // scoreRatio
    0.228, // passageRank
    0.189, // passageScoreRatio
    -0.5885, // curated
    -0.0184, // passage
    0.0112, // factPick
    0.2644, // topicFirst
    0.0721, // topicAny
    -0.1624, // topicConflict
    -0.0618, // askHasTopic
    -0.1981, // chunkHasTopic
    0.1022, // attributeMatch
    -0.0717, // attributeMissing
    0.0912, // unaskedAttributes
    -0.121, // shapeWanted
    0.0073, // shapeMismatch
    0.05, // priceAskedWithFigure
    0.0455, // priceAskedNoFigure
    0.4667, // timingAskedWithDuration
    -0.3791, // timingAskedNoDuration
    -0.0239, // followUp
    -0.2599, // unknownWordShare
    0.0205, // contentWords
    -0.1954, // replyLength
    0.1242, // kindMatch
    -0.2616, // kindMismatch
    -0.1299, // pairMatch
    0.0395, // rarestInReply
    0.0075, // questionCoverage
    0.0926, // keywordCoverage
    0.1351, // answerCoverage
    0.2715, // taught
    0.0954, // factPickOfTopic
    0.6982, // otherWordsStated
    -0.1005, // otherWordsAsked
    1.7526, // phrasingCloseness
    0.5925, // phrasingBest
    -0.6282, // phrasingUnanswered
    1.3672, // phrasingVotes
    -0.133, // siblingsStated
    0.4512, // byConstruction
    1.1507, // share
    0.2589, // lead
    -0.5807, // next bias
    -0.0831, // next searchCoverage
    0.0118, // next replyCoverage
    0.363, // next questionFit
    0.2248, // next searchRank
    0.0095, // next scoreRatio
    0.0185, // next passageRank
    -0.0516, // next passageScoreRatio
    0.2183, // next curated
    -0.1009, // next passage
    0.1452, // next factPick
    0.0233, // next topicFirst
    0.3522, // next topicAny
    0.0464, // next topicConflict
    -0.0632, // next askHasTopic
    -0.3377, // next chunkHasTopic
    0.204, // next attributeMatch
    -0.149, // next attributeMissing
    -0.1175, // next unaskedAttributes
    -0.1256, // next shapeWanted
    0, // next shapeMismatch
    0.019, // next priceAskedWithFigure
    0.0765, // next priceAskedNoFigure
    0.0158, // next timingAskedWithDuration
    0.0718, // next timingAskedNoDuration
    -0.0239, // next followUp
    -0.2355, // next unknownWordShare
    0.0998, // next contentWords
    0.1208, // next replyLength
    0.0537, // next kindMatch
    -0.0684, // next kindMismatch
    0.0033, // next pairMatch
    0.1116, // next rarestInReply
    -0.5341, // next questionCoverage
    -0.2765, // next keywordCoverage
    0.1967, // next answerCoverage
    -0.0702, // next taught
    -0.1938, // next factPickOfTopic
    0.1726, // next otherWordsStated
    0.0185, // next otherWordsAsked
    0.609, // next phrasingCloseness
    0.0806, // next phrasingBest
    -0.6264, // next phrasingUnanswered
    0.7577, // next phrasingVotes
    0.2273, // next siblingsStated
    0.2805, // next byConstruction
  ],
  cutoff: 0.85,
};
