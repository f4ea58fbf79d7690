export { createValeAgent, getValeAgent, type ValeAgent, type ValeAnswer } from './agent';
export { REPLIES } from './replies';
export { composeReply, splitSentences, mentionsSitePath } from './compose';
export { buildKnowledge, knowledgeSources, type KnowledgeChunk, type KnowledgeSource } from './knowledge';
export { KnowledgeIndex, type SearchHit } from './search';
