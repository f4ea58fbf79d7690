// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6764 asks); cut-off 0.833, chosen on held-out folds: 4543 correct, 6076 "I don't know", 106 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion"],
  rankWeights: [
    0, // bias
    1.2131, // searchCoverage
    0.7406, // replyCoverage
    0.1933, // questionFit
    1.2718, // searchRank
    0.1756, // scoreRatio
    0.2625, // passageRank
    -0.7021, // passageScoreRatio
    -0.1029, // curated
    -0.9713, // passage
    0.2822, // factPick
    0.3731, // topicFirst
    0.7042, // topicAny
    -0.1582, // topicConflict
    0, // askHasTopic
    -0.6727, // chunkHasTopic
    0.3552, // attributeMatch
    -0.3552, // attributeMissing
    -0.2661, // unaskedAttributes
    0, // shapeWanted
    0.0165, // shapeMismatch
    -0.1079, // priceAskedWithFigure
    0.1079, // priceAskedNoFigure
    0.2157, // timingAskedWithDuration
    -0.2157, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1484, // replyLength
    0.3705, // kindMatch
    -0.3675, // kindMismatch
    0.8759, // pairMatch
    0.2067, // rarestInReply
    0.9107, // questionCoverage
    -0.3638, // keywordCoverage
    0.4207, // answerCoverage
    -0.7919, // taught
    0.2521, // factPickOfTopic
    1.0987, // otherWordsStated
    0, // otherWordsAsked
    1.4639, // phrasingCloseness
    0.6203, // phrasingBest
    0, // phrasingUnanswered
    1.3649, // phrasingVotes
    -0.1475, // siblingsStated
    0.545, // byConstruction
    0.1637, // statesWhatWasAsked
    -0.0204, // statesTheCapability
    -0.1017, // statesTheDetail
    0.8066, // ownQuestion
  ],
  sureWeights: [
    -2.1644, // bias
    0.0319, // searchCoverage
    0.0965, // replyCoverage
    -0.1666, // questionFit
    0.3067, // searchRank
    -0.2445, // scoreRatio
    0.2697, // passageRank
    0.2504, // passageScoreRatio
    0.2746, // curated
    0.2704, // passage
    0.049, // factPick
    -0.0216, // topicFirst
    0.1037, // topicAny
    -0.1429, // topicConflict
    0.113, // askHasTopic
    -0.4169, // chunkHasTopic
    0.0134, // attributeMatch
    0.0119, // attributeMissing
    0.1937, // unaskedAttributes
    -0.0239, // shapeWanted
    0.02, // shapeMismatch
    0.0709, // priceAskedWithFigure
    -0.1184, // priceAskedNoFigure
    0.5634, // timingAskedWithDuration
    -0.4894, // timingAskedNoDuration
    -0.0817, // followUp
    -0.2197, // unknownWordShare
    -0.0924, // contentWords
    -0.2016, // replyLength
    0.0435, // kindMatch
    -0.0916, // kindMismatch
    -0.1204, // pairMatch
    -0.0617, // rarestInReply
    -0.033, // questionCoverage
    0.2306, // keywordCoverage
    -0.0643, // answerCoverage
    0.427, // taught
    0.3359, // factPickOfTopic
    0.6298, // otherWordsStated
    0.0073, // otherWordsAsked
    1.5599, // phrasingCloseness
    0.6576, // phrasingBest
    -0.9718, // phrasingUnanswered
    1.821, // phrasingVotes
    -0.0707, // siblingsStated
    0.4212, // byConstruction
    0.2729, // statesWhatWasAsked
    -0.1325, // statesTheCapability
    0.2029, // statesTheDetail
    -0.1102, // ownQuestion
    1.0565, // share
    0.3002, // lead
    -0.5345, // next bias
    -0.1036, // next searchCoverage
    0.0694, // next replyCoverage
    0.213, // next questionFit
    0.1287, // next searchRank
    -0.0019, // next scoreRatio
    -0.1169, // next passageRank
    -0.1616, // next passageScoreRatio
    -0.126, // next curated
    -0.0852, // next passage
    0.0445, // next factPick
    -0.0077, // next topicFirst
    0.2133, // next topicAny
    0.1277, // next topicConflict
    0.0785, // next askHasTopic
    -0.0437, // next chunkHasTopic
    0.0179, // next attributeMatch
    0.0516, // next attributeMissing
    -0.3288, // next unaskedAttributes
    -0.0586, // next shapeWanted
    0, // next shapeMismatch
    0.0473, // next priceAskedWithFigure
    -0.0624, // next priceAskedNoFigure
    0.0698, // next timingAskedWithDuration
    -0.0322, // next timingAskedNoDuration
    -0.0817, // next followUp
    -0.1636, // next unknownWordShare
    0.0111, // next contentWords
    -0.2159, // next replyLength
    0.0867, // next kindMatch
    0.0503, // next kindMismatch
    0.0213, // next pairMatch
    0.0585, // next rarestInReply
    -0.413, // next questionCoverage
    0.0025, // next keywordCoverage
    0.0475, // next answerCoverage
    0.0699, // next taught
    -0.0438, // next factPickOfTopic
    0.2946, // next otherWordsStated
    0.1254, // next otherWordsAsked
    0.4394, // next phrasingCloseness
    -0.1397, // next phrasingBest
    -0.9708, // next phrasingUnanswered
    0.4998, // next phrasingVotes
    0.2009, // next siblingsStated
    0.3214, // next byConstruction
    0.3237, // next statesWhatWasAsked
    0.1044, // next statesTheCapability
    0.0386, // next statesTheDetail
    -0.0547, // next ownQuestion
  ],
  cutoff: 0.833,
};
