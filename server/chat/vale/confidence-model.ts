// Written by `npm run train:chat` (scripts/train-chat.ts); do not edit by hand.
// Trained on 3575 development cases and the curated answers' own questions (6755 asks); cut-off 0.828, chosen on held-out folds: 4781 correct, 5837 "I don't know", 107 wrong.
import type { ConfidenceModel } from './confidence';

export const confidenceModel: ConfidenceModel = {
  // The features it was trained on, by name: a feature added or moved since is caught (checkModel), not weighed wrongly.
  features: ["bias","searchCoverage","replyCoverage","questionFit","searchRank","scoreRatio","passageRank","passageScoreRatio","curated","passage","factPick","topicFirst","topicAny","topicConflict","askHasTopic","chunkHasTopic","attributeMatch","attributeMissing","unaskedAttributes","shapeWanted","shapeMismatch","priceAskedWithFigure","priceAskedNoFigure","timingAskedWithDuration","timingAskedNoDuration","followUp","unknownWordShare","contentWords","replyLength","kindMatch","kindMismatch","pairMatch","rarestInReply","questionCoverage","keywordCoverage","answerCoverage","taught","factPickOfTopic","otherWordsStated","otherWordsAsked","phrasingCloseness","phrasingBest","phrasingUnanswered","phrasingVotes","siblingsStated","byConstruction","statesWhatWasAsked","statesTheCapability","statesTheDetail","ownQuestion","yesNoAnswered"],
  rankWeights: [
    0, // bias
    1.2483, // searchCoverage
    0.7339, // replyCoverage
    0.2833, // questionFit
    1.1913, // searchRank
    0.2095, // scoreRatio
    0.2013, // passageRank
    -0.5581, // passageScoreRatio
    -0.1125, // curated
    -1.0677, // passage
    0.3368, // factPick
    0.4069, // topicFirst
    0.6712, // topicAny
    -0.1656, // topicConflict
    0, // askHasTopic
    -0.5951, // chunkHasTopic
    0.3651, // attributeMatch
    -0.3651, // attributeMissing
    -0.258, // unaskedAttributes
    0, // shapeWanted
    0.0195, // shapeMismatch
    -0.0287, // priceAskedWithFigure
    0.0287, // priceAskedNoFigure
    0.2074, // timingAskedWithDuration
    -0.2074, // timingAskedNoDuration
    0, // followUp
    0, // unknownWordShare
    0, // contentWords
    -0.1248, // replyLength
    0.2785, // kindMatch
    -0.4173, // kindMismatch
    0.8314, // pairMatch
    0.2531, // rarestInReply
    0.912, // questionCoverage
    -0.2931, // keywordCoverage
    0.4248, // answerCoverage
    -0.8281, // taught
    0.2006, // factPickOfTopic
    1.1716, // otherWordsStated
    0, // otherWordsAsked
    1.4309, // phrasingCloseness
    0.6254, // phrasingBest
    0, // phrasingUnanswered
    1.3124, // phrasingVotes
    -0.1055, // siblingsStated
    0.5944, // byConstruction
    0.1449, // statesWhatWasAsked
    0.0081, // statesTheCapability
    -0.0732, // statesTheDetail
    0.8223, // ownQuestion
    0.1659, // yesNoAnswered
  ],
  sureWeights: [
    -2.0475, // bias
    0.3069, // searchCoverage
    0.1206, // replyCoverage
    -0.2398, // questionFit
    0.2881, // searchRank
    -0.2117, // scoreRatio
    0.2249, // passageRank
    0.2086, // passageScoreRatio
    0.2466, // curated
    0.2436, // passage
    0.1538, // factPick
    0.015, // topicFirst
    0.0378, // topicAny
    0.0063, // topicConflict
    0.0304, // askHasTopic
    -0.4196, // chunkHasTopic
    0.06, // attributeMatch
    -0.0437, // attributeMissing
    0.2702, // unaskedAttributes
    0.012, // shapeWanted
    0.0141, // shapeMismatch
    0.1213, // priceAskedWithFigure
    -0.1409, // priceAskedNoFigure
    0.6087, // timingAskedWithDuration
    -0.435, // timingAskedNoDuration
    -0.1856, // followUp
    -0.2977, // unknownWordShare
    -0.1402, // contentWords
    -0.2545, // replyLength
    -0.0469, // kindMatch
    -0.141, // kindMismatch
    -0.2013, // pairMatch
    -0.0894, // rarestInReply
    -0.0565, // questionCoverage
    0.3012, // keywordCoverage
    -0.0198, // answerCoverage
    0.4138, // taught
    0.1646, // factPickOfTopic
    0.5524, // otherWordsStated
    -0.0254, // otherWordsAsked
    1.5173, // phrasingCloseness
    0.6553, // phrasingBest
    -1.0934, // phrasingUnanswered
    1.8694, // phrasingVotes
    -0.1482, // siblingsStated
    0.5045, // byConstruction
    0.2657, // statesWhatWasAsked
    -0.1371, // statesTheCapability
    0.2886, // statesTheDetail
    -0.0726, // ownQuestion
    0.3628, // yesNoAnswered
    1.0687, // share
    0.3097, // lead
    -0.5068, // next bias
    -0.101, // next searchCoverage
    0.1146, // next replyCoverage
    0.1998, // next questionFit
    0.1447, // next searchRank
    -0.0986, // next scoreRatio
    -0.0842, // next passageRank
    -0.1519, // next passageScoreRatio
    0.0739, // next curated
    -0.267, // next passage
    0.1204, // next factPick
    -0.0426, // next topicFirst
    0.3171, // next topicAny
    0.1136, // next topicConflict
    0.0461, // next askHasTopic
    -0.0516, // next chunkHasTopic
    -0.0395, // next attributeMatch
    0.1329, // next attributeMissing
    -0.28, // next unaskedAttributes
    0.0278, // next shapeWanted
    0, // next shapeMismatch
    0.0578, // next priceAskedWithFigure
    -0.0421, // next priceAskedNoFigure
    0.0238, // next timingAskedWithDuration
    0.1408, // next timingAskedNoDuration
    -0.1856, // next followUp
    -0.2381, // next unknownWordShare
    0.0158, // next contentWords
    -0.2887, // next replyLength
    0.0995, // next kindMatch
    -0.0123, // next kindMismatch
    -0.0742, // next pairMatch
    -0.0142, // next rarestInReply
    -0.2193, // next questionCoverage
    0.0865, // next keywordCoverage
    0.0527, // next answerCoverage
    -0.0439, // next taught
    -0.0984, // next factPickOfTopic
    0.2414, // next otherWordsStated
    0.0844, // next otherWordsAsked
    0.2918, // next phrasingCloseness
    -0.127, // next phrasingBest
    -1.0836, // next phrasingUnanswered
    0.5488, // next phrasingVotes
    0.1245, // next siblingsStated
    0.3344, // next byConstruction
    0.2589, // next statesWhatWasAsked
    0.1285, // next statesTheCapability
    0.1131, // next statesTheDetail
    -0.0972, // next ownQuestion
    0.0874, // next yesNoAnswered
  ],
  cutoff: 0.828,
};
