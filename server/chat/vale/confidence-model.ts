// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6756 asks); cut-off 0.826, chosen on held-out folds: 4949 correct, 5669 "I don't know", 107 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","phrasingContained","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2627, // searchCoverage
    0.7181, // replyCoverage
    0.3345, // questionFit
    1.1655, // searchRank
    0.2264, // scoreRatio
    0.2126, // passageRank
    -0.5525, // passageScoreRatio
    -0.0914, // curated
    -1.1132, // passage
    0.3542, // factPick
    0.4144, // topicFirst
    0.6817, // topicAny
    -0.1748, // topicConflict
    0, // askHasTopic
    -0.5979, // chunkHasTopic
    0.3511, // attributeMatch
    -0.3511, // attributeMissing
    -0.259, // unaskedAttributes
    0, // shapeWanted
    0.0192, // shapeMismatch
    0.0008, // priceAskedWithFigure
    -0.0008, // priceAskedNoFigure
    0.2491, // timingAskedWithDuration
    -0.2491, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1359, // replyLength
    0.2818, // kindMatch
    -0.4143, // kindMismatch
    0.8362, // pairMatch
    0.2438, // rarestInReply
    0.883, // questionCoverage
    -0.2838, // keywordCoverage
    0.4472, // answerCoverage
    -0.8305, // taught
    0.1891, // factPickOfTopic
    1.1711, // otherWordsStated
    0, // otherWordsAsked
    1.7811, // phrasingCloseness
    0.6985, // phrasingBest
    0, // phrasingUnanswered
    1.4366, // phrasingVotes
    -0.7933, // phrasingContained
    -0.0985, // siblingsStated
    0.5942, // byConstruction
    0.1606, // statesWhatWasAsked
    -0.0054, // statesTheCapability
    -0.0756, // statesTheDetail
    0.8019, // ownQuestion
    0.1551, // yesNoAnswered
  ],
  sureWeights: [
    -2.1137, // bias
    0.3805, // searchCoverage
    0.0889, // replyCoverage
    -0.2568, // questionFit
    0.2602, // searchRank
    -0.2334, // scoreRatio
    0.1944, // passageRank
    0.1605, // passageScoreRatio
    0.1794, // curated
    0.1642, // passage
    0.1321, // factPick
    -0.0455, // topicFirst
    0.2482, // topicAny
    0.049, // topicConflict
    0.0747, // askHasTopic
    -0.4804, // chunkHasTopic
    0.0233, // attributeMatch
    -0.0282, // attributeMissing
    0.1602, // unaskedAttributes
    0.0051, // shapeWanted
    0.0129, // shapeMismatch
    0.0619, // priceAskedWithFigure
    -0.2089, // priceAskedNoFigure
    0.57, // timingAskedWithDuration
    -0.4537, // timingAskedNoDuration
    -0.1247, // followUp
    -0.3653, // unknownWordShare
    -0.2408, // contentWords
    -0.1535, // replyLength
    -0.0255, // kindMatch
    -0.1065, // kindMismatch
    -0.2054, // pairMatch
    -0.0578, // rarestInReply
    -0.0142, // questionCoverage
    0.275, // keywordCoverage
    0.0134, // answerCoverage
    0.3411, // taught
    0.1936, // factPickOfTopic
    0.6232, // otherWordsStated
    -0.1287, // otherWordsAsked
    1.5312, // phrasingCloseness
    0.5805, // phrasingBest
    -1.1677, // phrasingUnanswered
    1.9392, // phrasingVotes
    0.2454, // phrasingContained
    -0.1547, // siblingsStated
    0.5797, // byConstruction
    0.3624, // statesWhatWasAsked
    -0.1213, // statesTheCapability
    0.2264, // statesTheDetail
    -0.002, // ownQuestion
    0.3197, // yesNoAnswered
    1.2324, // share
    0.4291, // lead
    -0.434, // next bias
    -0.2051, // next searchCoverage
    0.1094, // next replyCoverage
    0.1211, // next questionFit
    0.0792, // next searchRank
    -0.1236, // next scoreRatio
    -0.047, // next passageRank
    -0.2314, // next passageScoreRatio
    -0.0183, // next curated
    -0.3185, // next passage
    0.1419, // next factPick
    -0.0172, // next topicFirst
    0.095, // next topicAny
    0.1722, // next topicConflict
    0.1021, // next askHasTopic
    -0.0845, // next chunkHasTopic
    -0.0483, // next attributeMatch
    0.1269, // next attributeMissing
    -0.1745, // next unaskedAttributes
    -0.0342, // next shapeWanted
    0, // next shapeMismatch
    0.0077, // next priceAskedWithFigure
    -0.0105, // next priceAskedNoFigure
    0.2048, // next timingAskedWithDuration
    -0.0983, // next timingAskedNoDuration
    -0.1247, // next followUp
    -0.2682, // next unknownWordShare
    0.0691, // next contentWords
    -0.0503, // next replyLength
    0.134, // next kindMatch
    -0.1446, // next kindMismatch
    0.1214, // next pairMatch
    0.0449, // next rarestInReply
    -0.313, // next questionCoverage
    -0.0209, // next keywordCoverage
    0.0566, // next answerCoverage
    0.0234, // next taught
    0.0346, // next factPickOfTopic
    0.0449, // next otherWordsStated
    0.1243, // next otherWordsAsked
    0.1253, // next phrasingCloseness
    -0.11, // next phrasingBest
    -1.0514, // next phrasingUnanswered
    0.3081, // next phrasingVotes
    -0.0848, // next phrasingContained
    0.2609, // next siblingsStated
    0.2638, // next byConstruction
    0.2533, // next statesWhatWasAsked
    0.0073, // next statesTheCapability
    0.006, // next statesTheDetail
    0, // next ownQuestion
    0.0538, // next yesNoAnswered
  ],
  cutoff: 0.826,
};
