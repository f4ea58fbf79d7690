// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (795 asks, best-ranked answer right for 574); at cut-off 0.62: 245 correct, 230 "I don't know", 23 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.1444, // searchCoverage
    0.3453, // replyCoverage
    1.1042, // questionFit
    1.4852, // searchRank
    0.6635, // scoreRatio
    0.5683, // passageRank
    -0.4739, // passageScoreRatio
    0.3109, // curated
    -0.18, // passage
    0.7369, // factPick
    0.6485, // topicFirst
    0.2855, // topicAny
    -0.1464, // topicConflict
    0, // askHasTopic
    -0.8144, // chunkHasTopic
    0.0764, // attributeMatch
    -0.0764, // attributeMissing
    -0.0165, // unaskedAttributes
    0, // shapeWanted
    0, // shapeMismatch
    0.5921, // priceAskedWithFigure
    -0.5921, // priceAskedNoFigure
    0.5631, // timingAskedWithDuration
    -0.5631, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.245, // replyLength
    0.8029, // kindMatch
    -0.8457, // kindMismatch
    1.8685, // pairMatch
    0.7805, // rarestInReply
    0.5759, // questionCoverage
    -0.1878, // keywordCoverage
    0.1274, // answerCoverage
    -0.4766, // taught
    0.3758, // factPickOfTopic
  ],
  sureWeights: [
    -2.4639, // bias
    1.4842, // searchCoverage
    0.2269, // replyCoverage
    0.6275, // questionFit
    -0.3294, // searchRank
    0.1032, // scoreRatio
    0.1255, // passageRank
    -0.0151, // passageScoreRatio
    -0.2686, // curated
    -0.004, // passage
    -0.0388, // factPick
    0.1299, // topicFirst
    0.1936, // topicAny
    0.1154, // topicConflict
    -0.0024, // askHasTopic
    -0.3997, // chunkHasTopic
    -0.2691, // attributeMatch
    -0.3638, // attributeMissing
    -0.0237, // unaskedAttributes
    -0.052, // shapeWanted
    0, // shapeMismatch
    -0.316, // priceAskedWithFigure
    -0.5031, // priceAskedNoFigure
    0.5594, // timingAskedWithDuration
    0.2278, // timingAskedNoDuration
    -0.228, // followUp
    -0.9633, // unknownWordShare
    -0.3006, // contentWords
    -0.3677, // replyLength
    0.7633, // kindMatch
    0.1784, // kindMismatch
    0.4484, // pairMatch
    -0.0428, // rarestInReply
    -0.1471, // questionCoverage
    -0.0921, // keywordCoverage
    0.1486, // answerCoverage
    0.8132, // taught
    -0.1276, // factPickOfTopic
    1.8607, // share
    1.3793, // lead
  ],
  cutoff: 0.62,
};
