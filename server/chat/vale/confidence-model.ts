// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6765 asks); cut-off 0.833, chosen on held-out folds: 4614 correct, 6005 "I don't know", 106 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion"],
  rankWeights: [
    0, // bias
    1.1959, // searchCoverage
    0.7306, // replyCoverage
    0.2028, // questionFit
    1.2453, // searchRank
    0.1806, // scoreRatio
    0.2878, // passageRank
    -0.6599, // passageScoreRatio
    -0.1046, // curated
    -1.0033, // passage
    0.2629, // factPick
    0.4182, // topicFirst
    0.6821, // topicAny
    -0.1524, // topicConflict
    0, // askHasTopic
    -0.6712, // chunkHasTopic
    0.3542, // attributeMatch
    -0.3542, // attributeMissing
    -0.2611, // unaskedAttributes
    0, // shapeWanted
    0.0171, // shapeMismatch
    -0.0644, // priceAskedWithFigure
    0.0644, // priceAskedNoFigure
    0.2127, // timingAskedWithDuration
    -0.2127, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1256, // replyLength
    0.3663, // kindMatch
    -0.3718, // kindMismatch
    0.8688, // pairMatch
    0.2482, // rarestInReply
    0.9304, // questionCoverage
    -0.3322, // keywordCoverage
    0.4521, // answerCoverage
    -0.8208, // taught
    0.2733, // factPickOfTopic
    1.1384, // otherWordsStated
    0, // otherWordsAsked
    1.462, // phrasingCloseness
    0.6245, // phrasingBest
    0, // phrasingUnanswered
    1.3542, // phrasingVotes
    -0.1257, // siblingsStated
    0.546, // byConstruction
    0.1559, // statesWhatWasAsked
    -0.0213, // statesTheCapability
    -0.1021, // statesTheDetail
    0.8149, // ownQuestion
  ],
  sureWeights: [
    -2.1974, // bias
    0.039, // searchCoverage
    0.0953, // replyCoverage
    -0.1286, // questionFit
    0.3378, // searchRank
    -0.2286, // scoreRatio
    0.28, // passageRank
    0.2743, // passageScoreRatio
    0.2919, // curated
    0.2838, // passage
    0.0489, // factPick
    -0.0381, // topicFirst
    0.1445, // topicAny
    -0.0912, // topicConflict
    0.0945, // askHasTopic
    -0.4266, // chunkHasTopic
    0.0104, // attributeMatch
    -0.0162, // attributeMissing
    0.2284, // unaskedAttributes
    -0.0148, // shapeWanted
    0.0166, // shapeMismatch
    0.124, // priceAskedWithFigure
    -0.1615, // priceAskedNoFigure
    0.5888, // timingAskedWithDuration
    -0.477, // timingAskedNoDuration
    -0.1313, // followUp
    -0.2528, // unknownWordShare
    -0.118, // contentWords
    -0.1898, // replyLength
    0.0134, // kindMatch
    -0.1155, // kindMismatch
    -0.135, // pairMatch
    -0.0741, // rarestInReply
    -0.0463, // questionCoverage
    0.2221, // keywordCoverage
    -0.0776, // answerCoverage
    0.4203, // taught
    0.3433, // factPickOfTopic
    0.6633, // otherWordsStated
    0.0242, // otherWordsAsked
    1.5127, // phrasingCloseness
    0.6373, // phrasingBest
    -0.9886, // phrasingUnanswered
    1.893, // phrasingVotes
    -0.1121, // siblingsStated
    0.4997, // byConstruction
    0.2783, // statesWhatWasAsked
    -0.1379, // statesTheCapability
    0.2436, // statesTheDetail
    -0.0897, // ownQuestion
    1.0643, // share
    0.3216, // lead
    -0.5327, // next bias
    -0.153, // next searchCoverage
    0.0687, // next replyCoverage
    0.2249, // next questionFit
    0.1113, // next searchRank
    0.0046, // next scoreRatio
    -0.0867, // next passageRank
    -0.1257, // next passageScoreRatio
    -0.0962, // next curated
    -0.1895, // next passage
    0.0961, // next factPick
    -0.0526, // next topicFirst
    0.227, // next topicAny
    0.1138, // next topicConflict
    0.0699, // next askHasTopic
    -0.0089, // next chunkHasTopic
    -0.0337, // next attributeMatch
    0.0732, // next attributeMissing
    -0.3529, // next unaskedAttributes
    -0.0395, // next shapeWanted
    0, // next shapeMismatch
    0.0171, // next priceAskedWithFigure
    -0.0225, // next priceAskedNoFigure
    0.0787, // next timingAskedWithDuration
    -0.0019, // next timingAskedNoDuration
    -0.1313, // next followUp
    -0.1966, // next unknownWordShare
    0.0058, // next contentWords
    -0.2038, // next replyLength
    0.0763, // next kindMatch
    0.0439, // next kindMismatch
    -0.0094, // next pairMatch
    0.0597, // next rarestInReply
    -0.3819, // next questionCoverage
    0.1364, // next keywordCoverage
    0.0284, // next answerCoverage
    0.0339, // next taught
    0.0158, // next factPickOfTopic
    0.3117, // next otherWordsStated
    0.1547, // next otherWordsAsked
    0.4124, // next phrasingCloseness
    -0.1338, // next phrasingBest
    -0.9863, // next phrasingUnanswered
    0.4391, // next phrasingVotes
    0.1137, // next siblingsStated
    0.3034, // next byConstruction
    0.2864, // next statesWhatWasAsked
    0.0866, // next statesTheCapability
    0.0984, // next statesTheDetail
    -0.0795, // next ownQuestion
  ],
  cutoff: 0.833,
};
