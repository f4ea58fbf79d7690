/**
 * npm run bench:start [-- --runs 5]: how soon the compiled server (npm start) answers "/" after it is
 * launched, on a first start (an empty DATA_DIR, so the embedded store creates its database) and on a
 * restart; the slowest page while the store opens and the chat index builds beside it; and its resident
 * memory once both are ready (a chat message answered). Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../tests/support/free-port';
import { residentMb } from './serve-build';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const entry = join('build', 'server', 'index.mjs');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((wait) => setTimeout(wait, 10));
  }
}

/** The slowest of back-to-back page requests over `ms`: how long start-up work (the store, the chat index) holds pages up. */
async function slowestPage(url: string, ms: number): Promise<number> {
  let slowest = 0;
  for (const end = performance.now() + ms; performance.now() < end; ) {
    const started = performance.now();
    await (await fetch(`${url}/pricing`)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

async function startOnce(dataDir: string): Promise<{ firstPageMs: number; slowestPageMs: number; readyMs: number; rssMb: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    await waitFor(async () => (await fetch(`${url}/`)).status === 200, 30_000);
    const firstPageMs = performance.now() - started;
    const slowestPageMs = await slowestPage(url, 5000);
    // Ready: the store answers (a chat message is remembered there) and the agent is built.
    await waitFor(async () => {
      const created = await fetch(`${url}/api/retell-chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"create"}' });
      const { chat_id: chatId } = (await created.json()) as { chat_id: string };
      const sent = await fetch(`${url}/api/retell-chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'send', chat_id: chatId, content: 'how much is vale' }) });
      return sent.ok;
    }, 60_000);
    const readyMs = performance.now() - started;
    await new Promise((wait) => setTimeout(wait, 2000));
    return { firstPageMs, slowestPageMs, readyMs, rssMb: residentMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows: Array<[string, Awaited<ReturnType<typeof startOnce>>[]]> = [['first start (new DATA_DIR)', []], ['restart (existing DATA_DIR)', []]];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  rows[0][1].push(await startOnce(dataDir));
  rows[1][1].push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`| start (median of ${runs}) | first page | slowest page in the next 5 s | resident memory after start |`);
console.log('|---|---:|---:|---:|');
for (const [label, results] of rows) {
  const ms = (key: 'firstPageMs' | 'slowestPageMs') => `${Math.round(median(results.map((result) => result[key])))} ms`;
  console.log(`| ${label} | ${ms('firstPageMs')} | ${ms('slowestPageMs')} | ${Math.round(median(results.map((result) => result.rssMb)))} MB |`);
}
