// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6746 asks); cut-off 0.833, chosen on held-out folds: 4712 correct, 5907 "I don't know", 106 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2635, // searchCoverage
    0.7399, // replyCoverage
    0.2495, // questionFit
    1.2325, // searchRank
    0.1768, // scoreRatio
    0.2381, // passageRank
    -0.6224, // passageScoreRatio
    -0.1158, // curated
    -0.9805, // passage
    0.3268, // factPick
    0.3793, // topicFirst
    0.678, // topicAny
    -0.1605, // topicConflict
    0, // askHasTopic
    -0.6307, // chunkHasTopic
    0.3689, // attributeMatch
    -0.3689, // attributeMissing
    -0.2636, // unaskedAttributes
    0, // shapeWanted
    0.0175, // shapeMismatch
    -0.0614, // priceAskedWithFigure
    0.0614, // priceAskedNoFigure
    0.2247, // timingAskedWithDuration
    -0.2247, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1168, // replyLength
    0.3066, // kindMatch
    -0.3651, // kindMismatch
    0.8537, // pairMatch
    0.227, // rarestInReply
    0.9324, // questionCoverage
    -0.312, // keywordCoverage
    0.4858, // answerCoverage
    -0.83, // taught
    0.2074, // factPickOfTopic
    1.1098, // otherWordsStated
    0, // otherWordsAsked
    1.4524, // phrasingCloseness
    0.6261, // phrasingBest
    0, // phrasingUnanswered
    1.3392, // phrasingVotes
    -0.1151, // siblingsStated
    0.5933, // byConstruction
    0.1396, // statesWhatWasAsked
    0.0016, // statesTheCapability
    -0.1027, // statesTheDetail
    0.8289, // ownQuestion
    0.1556, // yesNoAnswered
  ],
  sureWeights: [
    -2.0566, // bias
    0.1922, // searchCoverage
    0.16, // replyCoverage
    -0.2152, // questionFit
    0.2977, // searchRank
    -0.2173, // scoreRatio
    0.2818, // passageRank
    0.2635, // passageScoreRatio
    0.2729, // curated
    0.2665, // passage
    0.1564, // factPick
    -0.0576, // topicFirst
    0.13, // topicAny
    -0.1623, // topicConflict
    0.0499, // askHasTopic
    -0.3977, // chunkHasTopic
    0.0361, // attributeMatch
    -0.0678, // attributeMissing
    0.2276, // unaskedAttributes
    0.0139, // shapeWanted
    0.0155, // shapeMismatch
    0.1507, // priceAskedWithFigure
    -0.1717, // priceAskedNoFigure
    0.6462, // timingAskedWithDuration
    -0.5018, // timingAskedNoDuration
    -0.1305, // followUp
    -0.2735, // unknownWordShare
    -0.0899, // contentWords
    -0.1274, // replyLength
    -0.063, // kindMatch
    -0.1385, // kindMismatch
    -0.1539, // pairMatch
    -0.1696, // rarestInReply
    0.0169, // questionCoverage
    0.2288, // keywordCoverage
    0.0209, // answerCoverage
    0.4445, // taught
    0.2335, // factPickOfTopic
    0.5688, // otherWordsStated
    -0.0249, // otherWordsAsked
    1.4745, // phrasingCloseness
    0.6796, // phrasingBest
    -1.0575, // phrasingUnanswered
    1.8417, // phrasingVotes
    -0.1469, // siblingsStated
    0.489, // byConstruction
    0.2515, // statesWhatWasAsked
    -0.1599, // statesTheCapability
    0.2898, // statesTheDetail
    -0.1369, // ownQuestion
    0.3499, // yesNoAnswered
    1.0422, // share
    0.3238, // lead
    -0.5373, // next bias
    -0.0669, // next searchCoverage
    0.1108, // next replyCoverage
    0.1097, // next questionFit
    0.1494, // next searchRank
    -0.0556, // next scoreRatio
    -0.0926, // next passageRank
    -0.1468, // next passageScoreRatio
    -0.0194, // next curated
    -0.2396, // next passage
    0.0353, // next factPick
    -0.0285, // next topicFirst
    0.244, // next topicAny
    0.1273, // next topicConflict
    0.0345, // next askHasTopic
    -0.0602, // next chunkHasTopic
    -0.0088, // next attributeMatch
    0.0318, // next attributeMissing
    -0.2986, // next unaskedAttributes
    -0.0015, // next shapeWanted
    0, // next shapeMismatch
    0.0424, // next priceAskedWithFigure
    -0.0319, // next priceAskedNoFigure
    0.0748, // next timingAskedWithDuration
    0.0386, // next timingAskedNoDuration
    -0.1305, // next followUp
    -0.21, // next unknownWordShare
    0.0157, // next contentWords
    -0.3418, // next replyLength
    0.1028, // next kindMatch
    0.0651, // next kindMismatch
    -0.0725, // next pairMatch
    0.1368, // next rarestInReply
    -0.2156, // next questionCoverage
    0.0404, // next keywordCoverage
    -0.0319, // next answerCoverage
    0.0198, // next taught
    0.0925, // next factPickOfTopic
    0.2109, // next otherWordsStated
    0.0572, // next otherWordsAsked
    0.3455, // next phrasingCloseness
    -0.1589, // next phrasingBest
    -1.0528, // next phrasingUnanswered
    0.5963, // next phrasingVotes
    0.1237, // next siblingsStated
    0.2755, // next byConstruction
    0.2296, // next statesWhatWasAsked
    0.0912, // next statesTheCapability
    0.0991, // next statesTheDetail
    -0.065, // next ownQuestion
    0.0336, // next yesNoAnswered
  ],
  cutoff: 0.833,
};
