/**
 * The chat agent's worker thread (agent-thread.ts): builds Vale, decides each turn it is sent, and warms
 * itself up on the questions it already knows between them, so the first visitors' messages are answered
 * by compiled code rather than at a cold agent's pace.
 */
import { parentPort } from 'node:worker_threads';
import { SUGGESTED_QUESTIONS } from '../../app/content/chat-suggestions';
import { describeError } from '../safe-error';
import type { FromAgentThread, ToAgentThread } from './agent-thread';
import { NEW_CHAT_STATE } from './chat-memory';
import { takeTurn } from './conversation';
import { getValeAgent } from './vale';
import { knownPhrasings } from './vale/known-phrasings';

/** How many known questions the warm-up answers, and how many between two looks at the visitors' messages. */
const WARM_UP_QUESTIONS = 400;
const WARM_UP_BATCH = 10;

const port = parentPort!;
const reply = (message: FromAgentThread) => port.postMessage(message);

const agent = getValeAgent();
for (const question of SUGGESTED_QUESTIONS) agent.reply(question);

port.on('message', ({ id, state, message, takingDetails }: ToAgentThread) => {
  try {
    reply({ id, turn: takeTurn(state, message, agent, takingDetails) });
  } catch (error) {
    reply({ id, error: describeError(error) });
  }
});
reply({ type: 'listening' });

// Spread over the known questions, so every kind of reading is run; a batch at a time, so a message waits for
// one batch at most.
const step = Math.max(1, Math.floor(knownPhrasings.length / WARM_UP_QUESTIONS));
const warmUp = knownPhrasings.filter((_, place) => place % step === 0).map((phrasing) => phrasing.text);
for (let start = 0; start < warmUp.length; start += WARM_UP_BATCH) {
  for (const question of warmUp.slice(start, start + WARM_UP_BATCH)) takeTurn(NEW_CHAT_STATE, question, agent, true);
  await new Promise((resolve) => setImmediate(resolve));
}
reply({ type: 'ready' });
