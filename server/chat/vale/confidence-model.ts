// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6765 asks); cut-off 0.827, chosen on held-out folds: 4670 correct, 5949 "I don't know", 106 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.1978, // searchCoverage
    0.7315, // replyCoverage
    0.2093, // questionFit
    1.2381, // searchRank
    0.181, // scoreRatio
    0.2905, // passageRank
    -0.6547, // passageScoreRatio
    -0.0964, // curated
    -0.9864, // passage
    0.266, // factPick
    0.4099, // topicFirst
    0.6787, // topicAny
    -0.1544, // topicConflict
    0, // askHasTopic
    -0.6688, // chunkHasTopic
    0.3637, // attributeMatch
    -0.3637, // attributeMissing
    -0.2552, // unaskedAttributes
    0, // shapeWanted
    0.0176, // shapeMismatch
    -0.0618, // priceAskedWithFigure
    0.0618, // priceAskedNoFigure
    0.2124, // timingAskedWithDuration
    -0.2124, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1074, // replyLength
    0.3107, // kindMatch
    -0.3659, // kindMismatch
    0.8774, // pairMatch
    0.2454, // rarestInReply
    0.9225, // questionCoverage
    -0.3295, // keywordCoverage
    0.4553, // answerCoverage
    -0.8046, // taught
    0.2756, // factPickOfTopic
    1.1394, // otherWordsStated
    0, // otherWordsAsked
    1.465, // phrasingCloseness
    0.6218, // phrasingBest
    0, // phrasingUnanswered
    1.3636, // phrasingVotes
    -0.1229, // siblingsStated
    0.5473, // byConstruction
    0.1524, // statesWhatWasAsked
    -0.0169, // statesTheCapability
    -0.1031, // statesTheDetail
    0.8201, // ownQuestion
    0.1648, // yesNoAnswered
  ],
  sureWeights: [
    -2.2076, // bias
    0.0267, // searchCoverage
    0.1088, // replyCoverage
    -0.1203, // questionFit
    0.3346, // searchRank
    -0.2246, // scoreRatio
    0.2447, // passageRank
    0.241, // passageScoreRatio
    0.306, // curated
    0.256, // passage
    0.0414, // factPick
    -0.0107, // topicFirst
    0.1087, // topicAny
    -0.0934, // topicConflict
    0.0942, // askHasTopic
    -0.4476, // chunkHasTopic
    0.0322, // attributeMatch
    -0.0306, // attributeMissing
    0.2161, // unaskedAttributes
    0.0211, // shapeWanted
    0.0169, // shapeMismatch
    0.1612, // priceAskedWithFigure
    -0.1652, // priceAskedNoFigure
    0.5765, // timingAskedWithDuration
    -0.451, // timingAskedNoDuration
    -0.1359, // followUp
    -0.2619, // unknownWordShare
    -0.116, // contentWords
    -0.1508, // replyLength
    -0.0879, // kindMatch
    -0.1252, // kindMismatch
    -0.1053, // pairMatch
    -0.1147, // rarestInReply
    -0.0785, // questionCoverage
    0.2377, // keywordCoverage
    -0.0611, // answerCoverage
    0.434, // taught
    0.3762, // factPickOfTopic
    0.6586, // otherWordsStated
    0.0243, // otherWordsAsked
    1.5281, // phrasingCloseness
    0.6468, // phrasingBest
    -0.9866, // phrasingUnanswered
    1.8733, // phrasingVotes
    -0.1223, // siblingsStated
    0.4813, // byConstruction
    0.2747, // statesWhatWasAsked
    -0.1598, // statesTheCapability
    0.2437, // statesTheDetail
    -0.082, // ownQuestion
    0.3772, // yesNoAnswered
    1.0595, // share
    0.3284, // lead
    -0.5452, // next bias
    -0.1257, // next searchCoverage
    0.0603, // next replyCoverage
    0.2675, // next questionFit
    0.1123, // next searchRank
    0.0157, // next scoreRatio
    -0.0756, // next passageRank
    -0.114, // next passageScoreRatio
    -0.0964, // next curated
    -0.182, // next passage
    0.1207, // next factPick
    -0.0987, // next topicFirst
    0.2534, // next topicAny
    0.1662, // next topicConflict
    0.0628, // next askHasTopic
    -0.0286, // next chunkHasTopic
    -0.0363, // next attributeMatch
    0.0827, // next attributeMissing
    -0.3228, // next unaskedAttributes
    -0.0102, // next shapeWanted
    0, // next shapeMismatch
    -0.0078, // next priceAskedWithFigure
    0.0336, // next priceAskedNoFigure
    0.1262, // next timingAskedWithDuration
    -0.0346, // next timingAskedNoDuration
    -0.1359, // next followUp
    -0.2052, // next unknownWordShare
    -0.0082, // next contentWords
    -0.2089, // next replyLength
    0.0436, // next kindMatch
    0.0391, // next kindMismatch
    -0.054, // next pairMatch
    0.0681, // next rarestInReply
    -0.3097, // next questionCoverage
    0.0896, // next keywordCoverage
    0.0302, // next answerCoverage
    0.0345, // next taught
    0.028, // next factPickOfTopic
    0.309, // next otherWordsStated
    0.1438, // next otherWordsAsked
    0.4079, // next phrasingCloseness
    -0.1376, // next phrasingBest
    -0.9852, // next phrasingUnanswered
    0.4508, // next phrasingVotes
    0.1156, // next siblingsStated
    0.3047, // next byConstruction
    0.3075, // next statesWhatWasAsked
    0.063, // next statesTheCapability
    0.0988, // next statesTheDetail
    -0.0759, // next ownQuestion
    0.033, // next yesNoAnswered
  ],
  cutoff: 0.827,
};
