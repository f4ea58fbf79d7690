// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases when last fitted; cut-off 0.736, chosen again without refitting on the 2044 validation cases (and at most 1% wrong on development): 1315 correct, 714 "I don't know", 15 wrong; card cut-off 0.698 (validation: 1328 correct, 701 "I don't know", 15 wrong; development: 2908 correct, 633 "I don't know", 34 wrong).
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","phrasingContained","wordsLikelihood","wordsShare","wordsUnanswered","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2196, // searchCoverage
    0.6993, // replyCoverage
    0.4791, // questionFit
    1.1564, // searchRank
    0.2203, // scoreRatio
    0.1127, // passageRank
    -0.615, // passageScoreRatio
    -0.1342, // curated
    -1.1616, // passage
    0.3613, // factPick
    0.4533, // topicFirst
    0.6732, // topicAny
    -0.1318, // topicConflict
    0, // askHasTopic
    -0.6147, // chunkHasTopic
    0.3687, // attributeMatch
    -0.3687, // attributeMissing
    -0.2611, // unaskedAttributes
    0, // shapeWanted
    0.018, // shapeMismatch
    -0.0274, // priceAskedWithFigure
    0.0274, // priceAskedNoFigure
    0.2017, // timingAskedWithDuration
    -0.2017, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.2167, // replyLength
    0.2883, // kindMatch
    -0.4273, // kindMismatch
    0.9231, // pairMatch
    0.2558, // rarestInReply
    0.8114, // questionCoverage
    -0.361, // keywordCoverage
    0.4082, // answerCoverage
    -1.0243, // taught
    0.2407, // factPickOfTopic
    1.227, // otherWordsStated
    0, // otherWordsAsked
    1.0848, // phrasingCloseness
    0.5996, // phrasingBest
    0, // phrasingUnanswered
    1.057, // phrasingVotes
    -1.1011, // phrasingContained
    1.2871, // wordsLikelihood
    -0.489, // wordsShare
    0, // wordsUnanswered
    -0.1818, // siblingsStated
    0.5111, // byConstruction
    0.1566, // statesWhatWasAsked
    -0.0087, // statesTheCapability
    -0.11, // statesTheDetail
    0.8245, // ownQuestion
    0.1355, // yesNoAnswered
  ],
  sureWeights: [
    -2.2355, // bias
    0.419, // searchCoverage
    0.0065, // replyCoverage
    -0.2419, // questionFit
    0.1548, // searchRank
    -0.1875, // scoreRatio
    0.0365, // passageRank
    0.0058, // passageScoreRatio
    0.1189, // curated
    0.0419, // passage
    0.2617, // factPick
    -0.1192, // topicFirst
    0.2696, // topicAny
    0.0347, // topicConflict
    0.1744, // askHasTopic
    -0.5085, // chunkHasTopic
    -0.0624, // attributeMatch
    -0.0063, // attributeMissing
    0.1592, // unaskedAttributes
    0.0473, // shapeWanted
    0.011, // shapeMismatch
    -0.0129, // priceAskedWithFigure
    -0.2005, // priceAskedNoFigure
    0.5115, // timingAskedWithDuration
    -0.3118, // timingAskedNoDuration
    -0.212, // followUp
    -0.2726, // unknownWordShare
    -0.3337, // contentWords
    -0.1888, // replyLength
    0.108, // kindMatch
    -0.0292, // kindMismatch
    -0.1017, // pairMatch
    0.0059, // rarestInReply
    0.123, // questionCoverage
    0.3466, // keywordCoverage
    0.0054, // answerCoverage
    0.5226, // taught
    0.2717, // factPickOfTopic
    0.6171, // otherWordsStated
    -0.1215, // otherWordsAsked
    1.0721, // phrasingCloseness
    0.2934, // phrasingBest
    -0.986, // phrasingUnanswered
    1.5664, // phrasingVotes
    0.222, // phrasingContained
    1.3642, // wordsLikelihood
    0.6008, // wordsShare
    -0.7945, // wordsUnanswered
    -0.1185, // siblingsStated
    0.506, // byConstruction
    0.2886, // statesWhatWasAsked
    -0.1541, // statesTheCapability
    0.1793, // statesTheDetail
    0.0337, // ownQuestion
    0.178, // yesNoAnswered
    1.0648, // share
    0.3698, // lead
    -0.4714, // next bias
    -0.3329, // next searchCoverage
    0.16, // next replyCoverage
    -0.0572, // next questionFit
    0.0015, // next searchRank
    -0.0526, // next scoreRatio
    -0.1796, // next passageRank
    -0.2346, // next passageScoreRatio
    -0.1115, // next curated
    -0.2995, // next passage
    -0.1281, // next factPick
    -0.0613, // next topicFirst
    0.1708, // next topicAny
    0.0496, // next topicConflict
    0.1572, // next askHasTopic
    -0.118, // next chunkHasTopic
    0.0916, // next attributeMatch
    0.0954, // next attributeMissing
    -0.1401, // next unaskedAttributes
    0.0946, // next shapeWanted
    0, // next shapeMismatch
    0.0097, // next priceAskedWithFigure
    -0.0138, // next priceAskedNoFigure
    0.1533, // next timingAskedWithDuration
    0.0667, // next timingAskedNoDuration
    -0.212, // next followUp
    -0.1787, // next unknownWordShare
    0.0616, // next contentWords
    -0.1027, // next replyLength
    -0.0154, // next kindMatch
    -0.1857, // next kindMismatch
    -0.0537, // next pairMatch
    0.1491, // next rarestInReply
    -0.4798, // next questionCoverage
    0.1086, // next keywordCoverage
    0.1287, // next answerCoverage
    0.0376, // next taught
    0.1182, // next factPickOfTopic
    -0.0809, // next otherWordsStated
    0.1176, // next otherWordsAsked
    0.2952, // next phrasingCloseness
    0.22, // next phrasingBest
    -0.8743, // next phrasingUnanswered
    0.3556, // next phrasingVotes
    -0.0221, // next phrasingContained
    -0.5687, // next wordsLikelihood
    -0.0531, // next wordsShare
    -0.6849, // next wordsUnanswered
    0.1699, // next siblingsStated
    0.2151, // next byConstruction
    0.1854, // next statesWhatWasAsked
    -0.0026, // next statesTheCapability
    0.0351, // next statesTheDetail
    0, // next ownQuestion
    0.118, // next yesNoAnswered
  ],
  cutoff: 0.736,
  cardCutoff: 0.698,
};
