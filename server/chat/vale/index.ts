export { createValeAgent, getValeAgent, REPLIES, type ValeAgent, type ValeAnswer } from './agent';
export { composeReply, splitSentences, mentionsSitePath } from './compose';
export { buildKnowledge, knowledgeSources, type KnowledgeChunk, type KnowledgeSource } from './knowledge';
export { KnowledgeIndex, type SearchHit } from './search';
