// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 498 development cases and the curated answers' own questions (796 asks); cut-off 0.77, chosen on held-out folds: 264 correct, 220 "I don't know", 14 wrong.
import { FEATURE_NAMES } from './features';
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  features: FEATURE_NAMES,
  rankWeights: [
    0, // bias
    3.4881, // searchCoverage
    0.5815, // replyCoverage
    0.9373, // questionFit
    1.5012, // searchRank
    0.9504, // scoreRatio
    0.6985, // passageRank
    -0.4399, // passageScoreRatio
    0.3225, // curated
    -0.1511, // passage
    0.5627, // factPick
    0.655, // topicFirst
    0.4451, // topicAny
    -0.2694, // topicConflict
    0, // askHasTopic
    -0.9548, // chunkHasTopic
    0.2255, // attributeMatch
    -0.2255, // attributeMissing
    -0.1245, // unaskedAttributes
    0, // shapeWanted
    0.083, // shapeMismatch
    0.2184, // priceAskedWithFigure
    -0.2184, // priceAskedNoFigure
    0.4911, // timingAskedWithDuration
    -0.4911, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    0.0918, // replyLength
    1.0689, // kindMatch
    -0.7497, // kindMismatch
    1.9313, // pairMatch
    0.6426, // rarestInReply
    0.9692, // questionCoverage
    -0.4936, // keywordCoverage
    0.2115, // answerCoverage
    -0.566, // taught
    0.4882, // factPickOfTopic
  ],
  sureWeights: [
    -3.2115, // bias
    1.7113, // searchCoverage
    0.5765, // replyCoverage
    0.3826, // questionFit
    -0.2742, // searchRank
    -0.2366, // scoreRatio
    0.2278, // passageRank
    0.0903, // passageScoreRatio
    0.1096, // curated
    0.1404, // passage
    0.2503, // factPick
    0.3248, // topicFirst
    0.1376, // topicAny
    0.1231, // topicConflict
    -0.4456, // askHasTopic
    -0.1143, // chunkHasTopic
    -0.4337, // attributeMatch
    -0.4573, // attributeMissing
    0.07, // unaskedAttributes
    0.1054, // shapeWanted
    0.081, // shapeMismatch
    -0.2192, // priceAskedWithFigure
    -1.0488, // priceAskedNoFigure
    1.1224, // timingAskedWithDuration
    0.5518, // timingAskedNoDuration
    -0.6069, // followUp
    -1.3376, // unknownWordShare
    0.0896, // contentWords
    -0.1521, // replyLength
    0.6095, // kindMatch
    -0.021, // kindMismatch
    0.1232, // pairMatch
    -0.0878, // rarestInReply
    0.3308, // questionCoverage
    0.6932, // keywordCoverage
    0.3864, // answerCoverage
    0.5043, // taught
    0.047, // factPickOfTopic
    1.712, // share
    1.0465, // lead
  ],
  cutoff: 0.77,
};
