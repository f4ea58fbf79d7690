// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6949 asks); cut-off 0.72, chosen on the 2044 validation cases (and at most 1% wrong on development): 1338 correct, 691 "I don't know", 15 wrong; card cut-off 0.693 (validation: 1349 correct, 680 "I don't know", 15 wrong; development: 2928 correct, 612 "I don't know", 35 wrong).
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","phrasingContained","wordsLikelihood","wordsShare","wordsUnanswered","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2164, // searchCoverage
    0.7031, // replyCoverage
    0.4598, // questionFit
    1.1623, // searchRank
    0.2448, // scoreRatio
    0.0574, // passageRank
    -0.62, // passageScoreRatio
    -0.1373, // curated
    -1.153, // passage
    0.3854, // factPick
    0.4325, // topicFirst
    0.7046, // topicAny
    -0.0999, // topicConflict
    0, // askHasTopic
    -0.6098, // chunkHasTopic
    0.3726, // attributeMatch
    -0.3726, // attributeMissing
    -0.2809, // unaskedAttributes
    0, // shapeWanted
    0.0168, // shapeMismatch
    -0.0107, // priceAskedWithFigure
    0.0107, // priceAskedNoFigure
    0.1813, // timingAskedWithDuration
    -0.1813, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.2059, // replyLength
    0.2981, // kindMatch
    -0.4096, // kindMismatch
    0.9326, // pairMatch
    0.2262, // rarestInReply
    0.7789, // questionCoverage
    -0.3369, // keywordCoverage
    0.514, // answerCoverage
    -0.9873, // taught
    0.2416, // factPickOfTopic
    1.2042, // otherWordsStated
    0, // otherWordsAsked
    1.0863, // phrasingCloseness
    0.5767, // phrasingBest
    0, // phrasingUnanswered
    1.0923, // phrasingVotes
    -1.0397, // phrasingContained
    1.1641, // wordsLikelihood
    -0.3845, // wordsShare
    0, // wordsUnanswered
    -0.1727, // siblingsStated
    0.4792, // byConstruction
    0.1806, // statesWhatWasAsked
    -0.1289, // statesTheCapability
    -0.1084, // statesTheDetail
    0.8166, // ownQuestion
    0.1679, // yesNoAnswered
  ],
  sureWeights: [
    -2.2718, // bias
    0.4624, // searchCoverage
    -0.0186, // replyCoverage
    -0.2591, // questionFit
    0.1377, // searchRank
    -0.1844, // scoreRatio
    0.0599, // passageRank
    0.0257, // passageScoreRatio
    0.1076, // curated
    0.0554, // passage
    0.2645, // factPick
    -0.0592, // topicFirst
    0.257, // topicAny
    0.0259, // topicConflict
    0.1625, // askHasTopic
    -0.5307, // chunkHasTopic
    -0.0592, // attributeMatch
    -0.0135, // attributeMissing
    0.1341, // unaskedAttributes
    0.027, // shapeWanted
    0.0108, // shapeMismatch
    -0.0043, // priceAskedWithFigure
    -0.195, // priceAskedNoFigure
    0.5288, // timingAskedWithDuration
    -0.3217, // timingAskedNoDuration
    -0.1912, // followUp
    -0.2979, // unknownWordShare
    -0.3077, // contentWords
    -0.1643, // replyLength
    0.101, // kindMatch
    -0.0856, // kindMismatch
    -0.0803, // pairMatch
    0.0232, // rarestInReply
    0.1454, // questionCoverage
    0.4119, // keywordCoverage
    -0.0166, // answerCoverage
    0.5286, // taught
    0.2706, // factPickOfTopic
    0.6195, // otherWordsStated
    -0.107, // otherWordsAsked
    1.0994, // phrasingCloseness
    0.317, // phrasingBest
    -0.9675, // phrasingUnanswered
    1.514, // phrasingVotes
    0.2092, // phrasingContained
    1.4258, // wordsLikelihood
    0.6257, // wordsShare
    -0.7881, // wordsUnanswered
    -0.1142, // siblingsStated
    0.5119, // byConstruction
    0.283, // statesWhatWasAsked
    -0.1421, // statesTheCapability
    0.1835, // statesTheDetail
    0.026, // ownQuestion
    0.1885, // yesNoAnswered
    0.9386, // share
    0.4072, // lead
    -0.4965, // next bias
    -0.2763, // next searchCoverage
    0.1764, // next replyCoverage
    -0.1099, // next questionFit
    -0.0561, // next searchRank
    0.0391, // next scoreRatio
    -0.189, // next passageRank
    -0.2268, // next passageScoreRatio
    -0.091, // next curated
    -0.2585, // next passage
    -0.0795, // next factPick
    -0.1013, // next topicFirst
    0.2014, // next topicAny
    0.0763, // next topicConflict
    0.1407, // next askHasTopic
    -0.0692, // next chunkHasTopic
    0.0767, // next attributeMatch
    0.0968, // next attributeMissing
    -0.1387, // next unaskedAttributes
    0.0666, // next shapeWanted
    0, // next shapeMismatch
    0.0454, // next priceAskedWithFigure
    -0.0327, // next priceAskedNoFigure
    0.141, // next timingAskedWithDuration
    0.0846, // next timingAskedNoDuration
    -0.1912, // next followUp
    -0.2081, // next unknownWordShare
    0.0646, // next contentWords
    -0.1029, // next replyLength
    -0.0188, // next kindMatch
    -0.1671, // next kindMismatch
    -0.0661, // next pairMatch
    0.1128, // next rarestInReply
    -0.5872, // next questionCoverage
    0.0569, // next keywordCoverage
    0.1018, // next answerCoverage
    0.0697, // next taught
    0.1442, // next factPickOfTopic
    -0.0401, // next otherWordsStated
    0.1165, // next otherWordsAsked
    0.2013, // next phrasingCloseness
    0.1813, // next phrasingBest
    -0.8574, // next phrasingUnanswered
    0.3888, // next phrasingVotes
    -0.0393, // next phrasingContained
    -0.5683, // next wordsLikelihood
    0.0682, // next wordsShare
    -0.6797, // next wordsUnanswered
    0.1461, // next siblingsStated
    0.2664, // next byConstruction
    0.2321, // next statesWhatWasAsked
    0.0022, // next statesTheCapability
    0.0345, // next statesTheDetail
    0, // next ownQuestion
    0.1, // next yesNoAnswered
  ],
  cutoff: 0.72,
  cardCutoff: 0.693,
};
