/**
 * Load test of the chat API with the embedded agent: starts the API in this process on
 * an ephemeral port, then drives it with autocannon (in a worker thread, so the load
 * generator does not share the server's event loop) and prints requests per second
 * and p99 latency for creating chats and for sending messages. About 10 seconds.
 *
 *   npm run bench:api
 *
 * The provider key is left out so the embedded agent answers, and CHAT_RATE_LIMIT is
 * raised so the rate limiter does not turn the load into 429s.
 */
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApi } from '../server/api/index';
import { valeEvalSet } from '../server/chat/vale/eval-set';

const WARMUP_SECONDS = 1;
const CREATE_SECONDS = 3;
const SEND_SECONDS = 6;
/** Enough concurrent visitors to keep the server busy without measuring only queueing. */
const CONNECTIONS = 10;

const env: Record<string, string | undefined> = {
  CHAT_RATE_LIMIT: String(1_000_000_000),
  CHAT_SESSION_SECRET: 'bench-secret-bench-secret',
};

const app = new Hono();
app.route('/', createApi({ env }));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json' };

async function call(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}/api/retell-chat`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Setup request failed with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

// One chat for the send phase, and one reply so the agent's index is built before timing.
const { chat_id: chatId } = await call({ action: 'create' });
await call({ action: 'send', chat_id: chatId, content: 'hello, how much is vale?' });

const createRequest = { method: 'POST' as const, path: '/api/retell-chat', headers, body: JSON.stringify({ action: 'create' }) };
const sendRequests = valeEvalSet.map(({ question }) => ({
  method: 'POST' as const,
  path: '/api/retell-chat',
  headers,
  body: JSON.stringify({ action: 'send', chat_id: chatId, content: question }),
}));

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
}

async function run(scenario: string, seconds: number, requests: autocannon.Request[]): Promise<Row> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    requests,
  });
  return {
    scenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

try {
  await run('warm-up', WARMUP_SECONDS, sendRequests);
  const rows = [
    await run('create chat', CREATE_SECONDS, [createRequest]),
    await run(`send message (${sendRequests.length} questions)`, SEND_SECONDS, sendRequests),
  ];
  console.log(`Chat API with the embedded agent, ${CONNECTIONS} connections, on ${origin}`);
  console.table(rows);
  if (rows.some((row) => row['non-2xx'] > 0 || row.errors > 0)) process.exitCode = 1;
} finally {
  server.close();
}
