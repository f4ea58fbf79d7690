// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases when last fitted; cut-off 0.689, chosen again without refitting on the 2044 validation cases (and at most 1% wrong on development): 1390 correct, 638 "I don't know", 16 wrong; card cut-off 0.675 (validation: 1394 correct, 634 "I don't know", 16 wrong; development: 2984 correct, 556 "I don't know", 35 wrong).
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","phrasingContained","wordsLikelihood","wordsShare","wordsUnanswered","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.1967, // searchCoverage
    0.6571, // replyCoverage
    0.4503, // questionFit
    1.2473, // searchRank
    0.254, // scoreRatio
    -0.0048, // passageRank
    -0.6505, // passageScoreRatio
    -0.1745, // curated
    -1.1639, // passage
    0.3444, // factPick
    0.4354, // topicFirst
    0.6847, // topicAny
    -0.0986, // topicConflict
    0, // askHasTopic
    -0.5787, // chunkHasTopic
    0.3757, // attributeMatch
    -0.3757, // attributeMissing
    -0.2546, // unaskedAttributes
    0, // shapeWanted
    0.0191, // shapeMismatch
    0.0067, // priceAskedWithFigure
    -0.0067, // priceAskedNoFigure
    0.1803, // timingAskedWithDuration
    -0.1803, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1805, // replyLength
    0.3242, // kindMatch
    -0.4223, // kindMismatch
    0.9441, // pairMatch
    0.2345, // rarestInReply
    0.7385, // questionCoverage
    -0.3768, // keywordCoverage
    0.4556, // answerCoverage
    -0.9694, // taught
    0.2661, // factPickOfTopic
    1.2079, // otherWordsStated
    0, // otherWordsAsked
    1.1084, // phrasingCloseness
    0.5855, // phrasingBest
    0, // phrasingUnanswered
    1.0979, // phrasingVotes
    -1.0243, // phrasingContained
    1.1653, // wordsLikelihood
    -0.511, // wordsShare
    0, // wordsUnanswered
    -0.1762, // siblingsStated
    0.4547, // byConstruction
    0.1911, // statesWhatWasAsked
    -0.1293, // statesTheCapability
    -0.104, // statesTheDetail
    0.7984, // ownQuestion
    0.1726, // yesNoAnswered
  ],
  sureWeights: [
    -2.3039, // bias
    0.4103, // searchCoverage
    0.0346, // replyCoverage
    -0.1261, // questionFit
    0.1875, // searchRank
    -0.132, // scoreRatio
    0.0948, // passageRank
    0.0483, // passageScoreRatio
    0.0653, // curated
    0.0254, // passage
    0.2796, // factPick
    -0.0598, // topicFirst
    0.2484, // topicAny
    0.0253, // topicConflict
    0.1593, // askHasTopic
    -0.5637, // chunkHasTopic
    -0.0821, // attributeMatch
    0.0569, // attributeMissing
    0.1331, // unaskedAttributes
    -0.0261, // shapeWanted
    0.0105, // shapeMismatch
    -0.0439, // priceAskedWithFigure
    -0.1592, // priceAskedNoFigure
    0.5316, // timingAskedWithDuration
    -0.2975, // timingAskedNoDuration
    -0.2057, // followUp
    -0.3853, // unknownWordShare
    -0.2926, // contentWords
    -0.0773, // replyLength
    0.1437, // kindMatch
    -0.1449, // kindMismatch
    -0.0954, // pairMatch
    -0.0059, // rarestInReply
    0.0449, // questionCoverage
    0.2667, // keywordCoverage
    -0.1054, // answerCoverage
    0.4915, // taught
    0.294, // factPickOfTopic
    0.6956, // otherWordsStated
    -0.165, // otherWordsAsked
    1.1215, // phrasingCloseness
    0.3705, // phrasingBest
    -0.9717, // phrasingUnanswered
    1.4235, // phrasingVotes
    0.1682, // phrasingContained
    1.4982, // wordsLikelihood
    0.6315, // wordsShare
    -0.7728, // wordsUnanswered
    -0.0911, // siblingsStated
    0.513, // byConstruction
    0.2522, // statesWhatWasAsked
    -0.131, // statesTheCapability
    0.1972, // statesTheDetail
    0.0356, // ownQuestion
    0.1108, // yesNoAnswered
    0.931, // share
    0.3907, // lead
    -0.462, // next bias
    -0.2133, // next searchCoverage
    0.1582, // next replyCoverage
    -0.0234, // next questionFit
    -0.0742, // next searchRank
    -0.0112, // next scoreRatio
    -0.0556, // next passageRank
    -0.1798, // next passageScoreRatio
    -0.0974, // next curated
    -0.1203, // next passage
    -0.0178, // next factPick
    -0.0993, // next topicFirst
    0.192, // next topicAny
    0.1769, // next topicConflict
    0.0932, // next askHasTopic
    -0.0745, // next chunkHasTopic
    0.0584, // next attributeMatch
    0.1338, // next attributeMissing
    -0.1108, // next unaskedAttributes
    0.0669, // next shapeWanted
    0, // next shapeMismatch
    0.0237, // next priceAskedWithFigure
    -0.0434, // next priceAskedNoFigure
    0.1838, // next timingAskedWithDuration
    0.06, // next timingAskedNoDuration
    -0.1677, // next followUp
    -0.3059, // next unknownWordShare
    0.0771, // next contentWords
    -0.1654, // next replyLength
    0.036, // next kindMatch
    -0.1291, // next kindMismatch
    -0.0921, // next pairMatch
    0.1133, // next rarestInReply
    -0.5229, // next questionCoverage
    0.1357, // next keywordCoverage
    0.0982, // next answerCoverage
    0.0639, // next taught
    0.0455, // next factPickOfTopic
    -0.1016, // next otherWordsStated
    0.1009, // next otherWordsAsked
    0.0995, // next phrasingCloseness
    0.126, // next phrasingBest
    -0.8578, // next phrasingUnanswered
    0.389, // next phrasingVotes
    -0.0114, // next phrasingContained
    -0.5764, // next wordsLikelihood
    0.032, // next wordsShare
    -0.6649, // next wordsUnanswered
    0.2573, // next siblingsStated
    0.2696, // next byConstruction
    0.2603, // next statesWhatWasAsked
    -0.023, // next statesTheCapability
    0.0352, // next statesTheDetail
    0, // next ownQuestion
    0.1059, // next yesNoAnswered
  ],
  cutoff: 0.689,
  cardCutoff: 0.675,
};
