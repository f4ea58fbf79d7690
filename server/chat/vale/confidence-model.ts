// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6756 asks); cut-off 0.826, chosen on held-out folds: 4917 correct, 5701 "I don't know", 107 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2836, // searchCoverage
    0.7255, // replyCoverage
    0.295, // questionFit
    1.1783, // searchRank
    0.2161, // scoreRatio
    0.2136, // passageRank
    -0.5406, // passageScoreRatio
    -0.1148, // curated
    -1.0817, // passage
    0.343, // factPick
    0.4096, // topicFirst
    0.6718, // topicAny
    -0.1667, // topicConflict
    0, // askHasTopic
    -0.5974, // chunkHasTopic
    0.3655, // attributeMatch
    -0.3655, // attributeMissing
    -0.2487, // unaskedAttributes
    0, // shapeWanted
    0.0196, // shapeMismatch
    -0.0226, // priceAskedWithFigure
    0.0226, // priceAskedNoFigure
    0.2121, // timingAskedWithDuration
    -0.2121, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.133, // replyLength
    0.2836, // kindMatch
    -0.4183, // kindMismatch
    0.8263, // pairMatch
    0.2464, // rarestInReply
    0.9089, // questionCoverage
    -0.2876, // keywordCoverage
    0.442, // answerCoverage
    -0.8222, // taught
    0.1991, // factPickOfTopic
    1.1765, // otherWordsStated
    0, // otherWordsAsked
    1.4177, // phrasingCloseness
    0.6244, // phrasingBest
    0, // phrasingUnanswered
    1.2963, // phrasingVotes
    -0.1029, // siblingsStated
    0.5988, // byConstruction
    0.1517, // statesWhatWasAsked
    0.0006, // statesTheCapability
    -0.0733, // statesTheDetail
    0.8173, // ownQuestion
    0.1655, // yesNoAnswered
  ],
  sureWeights: [
    -2.1607, // bias
    0.4055, // searchCoverage
    0.0948, // replyCoverage
    -0.2461, // questionFit
    0.2885, // searchRank
    -0.2107, // scoreRatio
    0.2005, // passageRank
    0.1826, // passageScoreRatio
    0.1607, // curated
    0.1778, // passage
    0.1368, // factPick
    -0.0323, // topicFirst
    0.1828, // topicAny
    0.0463, // topicConflict
    0.0921, // askHasTopic
    -0.4292, // chunkHasTopic
    0.0504, // attributeMatch
    -0.0392, // attributeMissing
    0.1817, // unaskedAttributes
    0.0166, // shapeWanted
    0.0126, // shapeMismatch
    0.0536, // priceAskedWithFigure
    -0.1675, // priceAskedNoFigure
    0.5968, // timingAskedWithDuration
    -0.4287, // timingAskedNoDuration
    -0.13, // followUp
    -0.3449, // unknownWordShare
    -0.2319, // contentWords
    -0.2043, // replyLength
    0.0255, // kindMatch
    -0.1284, // kindMismatch
    -0.1928, // pairMatch
    -0.0935, // rarestInReply
    0.0388, // questionCoverage
    0.3121, // keywordCoverage
    0.0135, // answerCoverage
    0.2989, // taught
    0.179, // factPickOfTopic
    0.6742, // otherWordsStated
    -0.1105, // otherWordsAsked
    1.6357, // phrasingCloseness
    0.6012, // phrasingBest
    -1.1612, // phrasingUnanswered
    1.9821, // phrasingVotes
    -0.117, // siblingsStated
    0.5599, // byConstruction
    0.3508, // statesWhatWasAsked
    -0.144, // statesTheCapability
    0.2261, // statesTheDetail
    0.0194, // ownQuestion
    0.3055, // yesNoAnswered
    1.2196, // share
    0.4402, // lead
    -0.4431, // next bias
    -0.1907, // next searchCoverage
    0.0815, // next replyCoverage
    0.0828, // next questionFit
    0.0511, // next searchRank
    -0.1084, // next scoreRatio
    -0.0485, // next passageRank
    -0.1932, // next passageScoreRatio
    -0.0198, // next curated
    -0.4626, // next passage
    0.0624, // next factPick
    -0.063, // next topicFirst
    0.1229, // next topicAny
    0.1355, // next topicConflict
    0.1188, // next askHasTopic
    -0.1043, // next chunkHasTopic
    -0.0422, // next attributeMatch
    0.1354, // next attributeMissing
    -0.1651, // next unaskedAttributes
    -0.0219, // next shapeWanted
    0, // next shapeMismatch
    0.005, // next priceAskedWithFigure
    0.0201, // next priceAskedNoFigure
    0.1551, // next timingAskedWithDuration
    0.0033, // next timingAskedNoDuration
    -0.13, // next followUp
    -0.2499, // next unknownWordShare
    0.0827, // next contentWords
    -0.0879, // next replyLength
    0.0938, // next kindMatch
    -0.1108, // next kindMismatch
    0.0864, // next pairMatch
    0.0476, // next rarestInReply
    -0.3209, // next questionCoverage
    -0.0305, // next keywordCoverage
    0.0499, // next answerCoverage
    0.0075, // next taught
    0.0087, // next factPickOfTopic
    0.0173, // next otherWordsStated
    0.1516, // next otherWordsAsked
    0.0026, // next phrasingCloseness
    -0.1168, // next phrasingBest
    -1.0417, // next phrasingUnanswered
    0.3166, // next phrasingVotes
    0.2404, // next siblingsStated
    0.1934, // next byConstruction
    0.1703, // next statesWhatWasAsked
    0.0197, // next statesTheCapability
    0.0069, // next statesTheDetail
    0, // next ownQuestion
    0.0857, // next yesNoAnswered
  ],
  cutoff: 0.826,
};
