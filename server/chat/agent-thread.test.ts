/**
 * Vale in its worker thread: the same turns as on the server's own thread, a thread that stops started
 * again, and one that is stuck on a message ended with the visitor told to try again.
 */
import type { Worker } from 'node:worker_threads';
import { openAgentThread, type AgentThread } from './agent-thread';
import { NEW_CHAT_STATE } from './chat-memory';
import { takeTurn } from './conversation';
import { ProviderError } from './provider';
import { getValeAgent } from './vale';

const FAST_RETRY = { firstMs: 20, maxMs: 40 };

async function until(check: () => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Vale in a worker thread', () => {
  let thread: AgentThread;
  const workers: Worker[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    thread = openAgentThread({ retry: FAST_RETRY, log: (line) => lines.push(line), onThread: (worker) => workers.push(worker) });
    await until(() => thread.isReady());
  }, 90_000);

  afterAll(() => thread.close());

  it('decides the turns the agent decides on this thread, the lead flow included', async () => {
    const here = getValeAgent();
    for (const message of ['How much is the CRM?', 'Can someone call me back?', 'What is the capital of France?']) {
      expect(await thread.decide(NEW_CHAT_STATE, message, true)).toEqual(takeTurn(NEW_CHAT_STATE, message, here, true));
    }
    const offered = await thread.decide(NEW_CHAT_STATE, 'Can someone call me back?', true);
    expect(offered.next.capture.step).toBe('offered');
    const named = await thread.decide(offered.next, 'yes', true);
    expect(named.next.capture.step).toBe('name');
  }, 30_000);

  it('answers many chats at once, each its own answer', async () => {
    const questions = ['How much is the CRM?', 'Where are you located?', 'How fast can you launch?', 'Do you offer refunds?'];
    const turns = await Promise.all(questions.map((question) => thread.decide(NEW_CHAT_STATE, question, false)));
    expect(turns.map((turn) => turn.answer?.reply)).toEqual(questions.map((question) => takeTurn(NEW_CHAT_STATE, question, getValeAgent(), false).answer?.reply));
  });

  it('starts a thread that stopped again, refusing the turns asked meanwhile as busy', async () => {
    const before = workers.length;
    await workers.at(-1)!.terminate();
    await expect(thread.decide(NEW_CHAT_STATE, 'How much is the CRM?', false)).rejects.toMatchObject({ name: 'ProviderError', status: 503 });
    await until(() => workers.length > before);
    const turn = await thread.decide(NEW_CHAT_STATE, 'How much is the CRM?', false);
    expect(turn.answer?.reply).toMatch(/\$197/);
    expect(lines.some((line) => /stopped \(exit \d+\); starting it again/.test(line))).toBe(true);
  }, 90_000);
});

describe('a stuck agent thread', () => {
  it('is ended once a message outlasts the time limit; that visitor is told it took too long, and a new thread is started', async () => {
    const workers: Worker[] = [];
    const lines: string[] = [];
    // A cold agent takes longer than a millisecond on any question, so the first turn runs out of time.
    const thread = openAgentThread({ turnTimeLimitMs: 1, retry: FAST_RETRY, log: (line) => lines.push(line), onThread: (worker) => workers.push(worker) });
    try {
      const failure = await thread.decide(NEW_CHAT_STATE, 'What does the Infinity Partner plan include, and how much is it?', false).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderError);
      expect((failure as ProviderError).status).toBe(504);
      expect(lines[0]).toMatch(/took over 1 ms on a message; ending it/);
      await until(() => workers.length > 1);
    } finally {
      await thread.close();
    }
    await expect(thread.decide(NEW_CHAT_STATE, 'How much is the CRM?', false)).rejects.toMatchObject({ status: 503 });
  }, 90_000);
});
