/**
 * The embedded chat agent in a worker thread. Reading a question takes milliseconds of CPU (tens while the
 * agent is cold); on the server's own thread every page and every other chat would wait behind it. The
 * thread builds the agent, warms it up and decides each turn (takeTurn); this side forwards the turns and
 * hands back the answers. A thread that stops is started again; one that is stuck on a message is ended,
 * and the visitor is told to try again rather than kept waiting.
 */
import type { Worker } from 'node:worker_threads';
import { DescribedError, type SafeError } from '../safe-error';
import { retryDelayMs, STORE_RETRY, type RetrySchedule } from '../leads/retry';
import { startWorkerThread } from '../worker-thread';
import type { ChatState } from './chat-memory';
import type { Turn } from './conversation';
import { ProviderError } from './provider';

export type ToAgentThread = { id: number; state: ChatState; message: string; takingDetails: boolean };
export type FromAgentThread = { type: 'listening' } | { type: 'ready' } | { id: number; turn: Turn } | { id: number; error: SafeError };

/** Longer than any question takes a working agent, even a cold one on a busy machine. */
export const TURN_TIME_LIMIT_MS = 10_000;

export interface AgentThread {
  /** A TurnDecider: decides a turn in the thread. */
  decide(state: ChatState, message: string, takingDetails: boolean): Promise<Turn>;
  /** Whether a thread has built the agent and warmed it up; a thread started again later does not undo it. */
  isReady(): boolean;
  /** Ends the thread; turns still waiting are refused. */
  close(): Promise<void>;
}

export interface AgentThreadOptions {
  /** How long a turn may take once the thread answers messages, before the thread is taken to be stuck. */
  turnTimeLimitMs?: number;
  /** Between starts of a thread that keeps stopping. */
  retry?: RetrySchedule;
  /** Receives a line when the thread stops or is ended, and when it is back. */
  log?: (message: string) => void;
  /** Told of each thread started (a test ends one to see it replaced). */
  onThread?: (worker: Worker) => void;
}

interface Waiting {
  resolve: (turn: Turn) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

export function openAgentThread({ turnTimeLimitMs = TURN_TIME_LIMIT_MS, retry = STORE_RETRY, log = () => {}, onThread }: AgentThreadOptions = {}): AgentThread {
  let worker: Worker | undefined;
  let listening = false;
  let ready = false;
  let closed = false;
  let stopsInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const refuseAll = (error: Error) => {
    for (const turn of waiting.values()) {
      clearTimeout(turn.timer);
      turn.reject(error);
    }
    waiting.clear();
  };

  const armTimer = (id: number, turn: Waiting) => {
    turn.timer = setTimeout(() => {
      // The thread answers in order: the turn that runs out of time first is the one it is stuck on.
      log(`the chat agent's thread took over ${turnTimeLimitMs} ms on a message; ending it.`);
      waiting.delete(id);
      turn.reject(new ProviderError('provider-timeout'));
      void worker?.terminate();
    }, turnTimeLimitMs);
    turn.timer.unref();
  };

  function start() {
    const thread = startWorkerThread('chat-agent-thread', new URL('./agent-thread-main.ts', import.meta.url), {});
    worker = thread;
    listening = false;
    onThread?.(thread);
    thread.on('message', (message: FromAgentThread) => {
      if ('type' in message) {
        if (message.type === 'listening') {
          listening = true;
          for (const [id, turn] of waiting) armTimer(id, turn);
        } else {
          ready = true;
          if (stopsInARow > 0) log("the chat agent's thread is back.");
          stopsInARow = 0;
        }
        return;
      }
      const turn = waiting.get(message.id);
      if (!turn) return;
      waiting.delete(message.id);
      clearTimeout(turn.timer);
      if ('error' in message) turn.reject(new DescribedError(message.error));
      else turn.resolve(message.turn);
    });
    thread.on('error', (error) => log(`the chat agent's thread failed: ${error.message}`));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      refuseAll(new ProviderError('provider-busy'));
      if (closed) return;
      stopsInARow += 1;
      log(`the chat agent's thread stopped (exit ${code}); starting it again.`);
      restartTimer = setTimeout(start, retryDelayMs(stopsInARow, retry));
      restartTimer.unref();
    });
  }

  start();

  return {
    decide(state, message, takingDetails) {
      if (!worker) return Promise.reject(new ProviderError('provider-busy'));
      const id = nextId++;
      const sent = worker;
      return new Promise<Turn>((resolve, reject) => {
        const turn: Waiting = { resolve, reject };
        waiting.set(id, turn);
        if (listening) armTimer(id, turn);
        sent.postMessage({ id, state, message, takingDetails } satisfies ToAgentThread);
      });
    },
    isReady: () => ready,
    async close() {
      closed = true;
      clearTimeout(restartTimer);
      const open = worker;
      worker = undefined;
      refuseAll(new ProviderError('provider-busy'));
      await open?.terminate();
    },
  };
}
