// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases when last fitted; cut-off 0.732, chosen again without refitting on the 2044 validation cases (and at most 1% wrong on development): 1295 correct, 733 "I don't know", 16 wrong; card cut-off 0.703 (validation: 1301 correct, 727 "I don't know", 16 wrong; development: 2910 correct, 630 "I don't know", 35 wrong).
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","phrasingContained","wordsLikelihood","wordsShare","wordsUnanswered","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2085, // searchCoverage
    0.6991, // replyCoverage
    0.3567, // questionFit
    1.1571, // searchRank
    0.2321, // scoreRatio
    0.1735, // passageRank
    -0.5543, // passageScoreRatio
    -0.0582, // curated
    -1.0298, // passage
    0.3653, // factPick
    0.4195, // topicFirst
    0.642, // topicAny
    -0.1655, // topicConflict
    0, // askHasTopic
    -0.5847, // chunkHasTopic
    0.3389, // attributeMatch
    -0.3389, // attributeMissing
    -0.2795, // unaskedAttributes
    0, // shapeWanted
    0.0171, // shapeMismatch
    -0.0409, // priceAskedWithFigure
    0.0409, // priceAskedNoFigure
    0.2261, // timingAskedWithDuration
    -0.2261, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.2209, // replyLength
    0.2989, // kindMatch
    -0.4037, // kindMismatch
    0.8941, // pairMatch
    0.2628, // rarestInReply
    0.8684, // questionCoverage
    -0.2671, // keywordCoverage
    0.4451, // answerCoverage
    -0.8836, // taught
    0.2025, // factPickOfTopic
    1.1536, // otherWordsStated
    0, // otherWordsAsked
    1.0202, // phrasingCloseness
    0.5879, // phrasingBest
    0, // phrasingUnanswered
    0.9909, // phrasingVotes
    -1.0988, // phrasingContained
    1.339, // wordsLikelihood
    -0.3958, // wordsShare
    0, // wordsUnanswered
    -0.1418, // siblingsStated
    0.6036, // byConstruction
    0.0949, // statesWhatWasAsked
    -0.0008, // statesTheCapability
    -0.0706, // statesTheDetail
    0.8153, // ownQuestion
    0.1356, // yesNoAnswered
  ],
  sureWeights: [
    -2.1514, // bias
    0.3838, // searchCoverage
    -0.0156, // replyCoverage
    -0.2848, // questionFit
    0.2119, // searchRank
    -0.1825, // scoreRatio
    0.1318, // passageRank
    0.0868, // passageScoreRatio
    0.1792, // curated
    0.1016, // passage
    0.2385, // factPick
    -0.0596, // topicFirst
    0.2203, // topicAny
    -0.001, // topicConflict
    0.1245, // askHasTopic
    -0.5077, // chunkHasTopic
    -0.0297, // attributeMatch
    -0.009, // attributeMissing
    0.1676, // unaskedAttributes
    -0.0076, // shapeWanted
    0.0134, // shapeMismatch
    0.0923, // priceAskedWithFigure
    -0.1737, // priceAskedNoFigure
    0.5302, // timingAskedWithDuration
    -0.404, // timingAskedNoDuration
    -0.1523, // followUp
    -0.3058, // unknownWordShare
    -0.2881, // contentWords
    -0.1981, // replyLength
    0.0393, // kindMatch
    -0.0455, // kindMismatch
    -0.2248, // pairMatch
    -0.0345, // rarestInReply
    0.0594, // questionCoverage
    0.3741, // keywordCoverage
    -0.0172, // answerCoverage
    0.4529, // taught
    0.2204, // factPickOfTopic
    0.5828, // otherWordsStated
    -0.1894, // otherWordsAsked
    1.0599, // phrasingCloseness
    0.3732, // phrasingBest
    -0.9678, // phrasingUnanswered
    1.4444, // phrasingVotes
    0.1853, // phrasingContained
    1.3093, // wordsLikelihood
    0.5872, // wordsShare
    -0.8071, // wordsUnanswered
    -0.185, // siblingsStated
    0.5762, // byConstruction
    0.309, // statesWhatWasAsked
    -0.079, // statesTheCapability
    0.2221, // statesTheDetail
    -0.0015, // ownQuestion
    0.3039, // yesNoAnswered
    1.0654, // share
    0.3463, // lead
    -0.4314, // next bias
    -0.2148, // next searchCoverage
    0.1902, // next replyCoverage
    0.0865, // next questionFit
    0.074, // next searchRank
    -0.0833, // next scoreRatio
    -0.2365, // next passageRank
    -0.2453, // next passageScoreRatio
    -0.0853, // next curated
    -0.2508, // next passage
    0.0391, // next factPick
    -0.11, // next topicFirst
    0.0372, // next topicAny
    0.0591, // next topicConflict
    0.1721, // next askHasTopic
    -0.0591, // next chunkHasTopic
    0.0762, // next attributeMatch
    0.0206, // next attributeMissing
    -0.0608, // next unaskedAttributes
    -0.0172, // next shapeWanted
    0, // next shapeMismatch
    0.0616, // next priceAskedWithFigure
    0.0294, // next priceAskedNoFigure
    0.2128, // next timingAskedWithDuration
    -0.0958, // next timingAskedNoDuration
    -0.1523, // next followUp
    -0.2189, // next unknownWordShare
    0.0257, // next contentWords
    -0.0394, // next replyLength
    -0.0341, // next kindMatch
    -0.185, // next kindMismatch
    0.0153, // next pairMatch
    0.0888, // next rarestInReply
    -0.4428, // next questionCoverage
    0.0711, // next keywordCoverage
    0.0863, // next answerCoverage
    -0.0469, // next taught
    -0.005, // next factPickOfTopic
    -0.0856, // next otherWordsStated
    0.0683, // next otherWordsAsked
    0.3779, // next phrasingCloseness
    0.1225, // next phrasingBest
    -0.8741, // next phrasingUnanswered
    0.5017, // next phrasingVotes
    0.0175, // next phrasingContained
    -0.6246, // next wordsLikelihood
    0.0903, // next wordsShare
    -0.7012, // next wordsUnanswered
    0.2377, // next siblingsStated
    0.2399, // next byConstruction
    0.2487, // next statesWhatWasAsked
    -0.0103, // next statesTheCapability
    0.0044, // next statesTheDetail
    0, // next ownQuestion
    0.1036, // next yesNoAnswered
  ],
  cutoff: 0.732,
  cardCutoff: 0.703,
};
