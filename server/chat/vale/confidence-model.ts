// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6751 asks); cut-off 0.838, chosen on held-out folds: 4510 correct, 6110 "I don't know", 105 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion"],
  rankWeights: [
    0, // bias
    1.2227, // searchCoverage
    0.7419, // replyCoverage
    0.1903, // questionFit
    1.2705, // searchRank
    0.1765, // scoreRatio
    0.2617, // passageRank
    -0.7026, // passageScoreRatio
    -0.1051, // curated
    -0.9716, // passage
    0.2813, // factPick
    0.3706, // topicFirst
    0.7033, // topicAny
    -0.1588, // topicConflict
    0, // askHasTopic
    -0.6727, // chunkHasTopic
    0.3587, // attributeMatch
    -0.3587, // attributeMissing
    -0.2675, // unaskedAttributes
    0, // shapeWanted
    0.0164, // shapeMismatch
    -0.1088, // priceAskedWithFigure
    0.1088, // priceAskedNoFigure
    0.2177, // timingAskedWithDuration
    -0.2177, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1569, // replyLength
    0.3741, // kindMatch
    -0.3651, // kindMismatch
    0.8669, // pairMatch
    0.2075, // rarestInReply
    0.9293, // questionCoverage
    -0.3566, // keywordCoverage
    0.4192, // answerCoverage
    -0.8005, // taught
    0.2491, // factPickOfTopic
    1.0956, // otherWordsStated
    0, // otherWordsAsked
    1.4495, // phrasingCloseness
    0.6261, // phrasingBest
    0, // phrasingUnanswered
    1.3593, // phrasingVotes
    -0.1474, // siblingsStated
    0.545, // byConstruction
    0.1636, // statesWhatWasAsked
    -0.0197, // statesTheCapability
    -0.1019, // statesTheDetail
    0.8062, // ownQuestion
  ],
  sureWeights: [
    -2.1973, // bias
    0.0357, // searchCoverage
    0.1206, // replyCoverage
    -0.1936, // questionFit
    0.3152, // searchRank
    -0.24, // scoreRatio
    0.2822, // passageRank
    0.263, // passageScoreRatio
    0.2688, // curated
    0.2852, // passage
    0.0372, // factPick
    -0.0162, // topicFirst
    0.1047, // topicAny
    -0.1561, // topicConflict
    0.1149, // askHasTopic
    -0.4133, // chunkHasTopic
    0.0311, // attributeMatch
    0.0087, // attributeMissing
    0.2042, // unaskedAttributes
    -0.0288, // shapeWanted
    0.0199, // shapeMismatch
    0.0628, // priceAskedWithFigure
    -0.1135, // priceAskedNoFigure
    0.6127, // timingAskedWithDuration
    -0.5185, // timingAskedNoDuration
    -0.0772, // followUp
    -0.2136, // unknownWordShare
    -0.0787, // contentWords
    -0.2144, // replyLength
    0.0544, // kindMatch
    -0.1092, // kindMismatch
    -0.1106, // pairMatch
    -0.0708, // rarestInReply
    0.0065, // questionCoverage
    0.23, // keywordCoverage
    -0.046, // answerCoverage
    0.4096, // taught
    0.3211, // factPickOfTopic
    0.6111, // otherWordsStated
    0.0034, // otherWordsAsked
    1.5277, // phrasingCloseness
    0.6643, // phrasingBest
    -0.9871, // phrasingUnanswered
    1.8372, // phrasingVotes
    -0.0717, // siblingsStated
    0.4193, // byConstruction
    0.2699, // statesWhatWasAsked
    -0.1375, // statesTheCapability
    0.2055, // statesTheDetail
    -0.1156, // ownQuestion
    1.0687, // share
    0.3033, // lead
    -0.5419, // next bias
    -0.0904, // next searchCoverage
    0.0734, // next replyCoverage
    0.2211, // next questionFit
    0.117, // next searchRank
    -0.0209, // next scoreRatio
    -0.1399, // next passageRank
    -0.1823, // next passageScoreRatio
    -0.1292, // next curated
    -0.1047, // next passage
    0.0383, // next factPick
    -0.0054, // next topicFirst
    0.1977, // next topicAny
    0.1182, // next topicConflict
    0.0814, // next askHasTopic
    -0.0185, // next chunkHasTopic
    0.0543, // next attributeMatch
    0.0306, // next attributeMissing
    -0.325, // next unaskedAttributes
    -0.0625, // next shapeWanted
    0, // next shapeMismatch
    0.0403, // next priceAskedWithFigure
    -0.0582, // next priceAskedNoFigure
    0.0413, // next timingAskedWithDuration
    0.0171, // next timingAskedNoDuration
    -0.0772, // next followUp
    -0.1576, // next unknownWordShare
    0.0292, // next contentWords
    -0.2523, // next replyLength
    0.0848, // next kindMatch
    0.0293, // next kindMismatch
    0.0096, // next pairMatch
    0.073, // next rarestInReply
    -0.4085, // next questionCoverage
    -0.0053, // next keywordCoverage
    0.052, // next answerCoverage
    0.0564, // next taught
    -0.0312, // next factPickOfTopic
    0.2757, // next otherWordsStated
    0.1246, // next otherWordsAsked
    0.4286, // next phrasingCloseness
    -0.1317, // next phrasingBest
    -0.986, // next phrasingUnanswered
    0.4948, // next phrasingVotes
    0.1972, // next siblingsStated
    0.3093, // next byConstruction
    0.3111, // next statesWhatWasAsked
    0.1053, // next statesTheCapability
    0.0385, // next statesTheDetail
    -0.0551, // next ownQuestion
  ],
  cutoff: 0.838,
};
