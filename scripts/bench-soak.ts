/**
 * npm run bench:soak [-- --seconds 300 --rate 500 --report 30]: a soak test of one instance of the compiled server
 * (npm start) at a fixed request rate: pages, assets, chat messages and contact-form posts, whose leads
 * are delivered to a local fake webhook. Every 30 s (--report) it prints the requests answered, p50/p99 per kind of
 * request, 5xx and network errors, and the server's resident memory; at the end, the whole run and whether
 * every lead reached the webhook. Needs `npm run build`. Not part of npm test.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pages } from '../app/content/pages';
import { valeEvalSet } from '../server/chat/vale/eval-set';
import { contactFormBody } from '../tests/support/contact-form-body';
import { startFakeWebhook } from '../tests/support/fake-webhook';
import { freePort } from '../tests/support/free-port';
import { residentMb, startProductionServer } from './serve-build';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '300' }, rate: { type: 'string', default: '500' }, report: { type: 'string', default: '30' } } });
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const REPORT_EVERY_MS = Number(values.report) * 1000;
const TICK_MS = 10;
const CHATS = 50;

const buildDir = process.env.BUILD_DIR ?? 'build';
const entry = join(buildDir, 'server', 'index.mjs');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);

type Kind = 'page' | 'asset' | 'chat' | 'form';
/** The share of each kind of request in the traffic. */
const MIX: Array<[Kind, number]> = [
  ['page', 0.6],
  ['asset', 0.2],
  ['chat', 0.15],
  ['form', 0.05],
];

const webhook = await startFakeWebhook();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
const port = await freePort();
const server = await startProductionServer(port, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_WEBHOOK_SECRET: 'whsec_soak',
  CHAT_RATE_LIMIT: String(1_000_000_000),
  CONTACT_RATE_LIMIT: String(1_000_000_000),
});
const origin = server.url;

/**
 * The load generator shares the machine's cores with the server, so it uses the lightest client Node has:
 * node:http on kept-alive connections. With fetch it took 76% of a core (1.6 ms of CPU per request) and
 * its own delays showed up as the server's: page p99 31-44 ms against 4-5 ms now.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
interface Answer {
  status: number;
  ok: boolean;
  json(): unknown;
}
function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown) => call('POST', path, json, JSON.stringify(body));

const chatIds: string[] = [];
for (let i = 0; i < CHATS; i += 1) chatIds.push(((await post('/api/retell-chat', { action: 'create' })).json() as { chat_id: string }).chat_id);
const pagePaths = pages.map((page) => page.path);
const assetPaths = readdirSync(join(buildDir, 'client', 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/assets/${name}`);
const questions = valeEvalSet.map((entry) => entry.question);
const encodings = { 'accept-encoding': 'br, gzip' };

let sequence = 0;
function request(kind: Kind): Promise<Answer> {
  sequence += 1;
  switch (kind) {
    case 'page':
      return call('GET', pagePaths[sequence % pagePaths.length]!, encodings);
    case 'asset':
      return call('GET', assetPaths[sequence % assetPaths.length]!, encodings);
    case 'chat':
      return post('/api/retell-chat', { action: 'send', chat_id: chatIds[sequence % CHATS], content: questions[sequence % questions.length] });
    case 'form':
      return post('/api/contact', contactFormBody({ name: `Soak Visitor ${sequence}`, email: `soak${sequence}@example.com`, message: 'Checking the site under steady load.' }));
  }
}

interface Window {
  latencies: Record<Kind, number[]>;
  serverErrors: number;
  networkErrors: number;
  otherStatus: number;
}
const emptyWindow = (): Window => ({ latencies: { page: [], asset: [], chat: [], form: [] }, serverErrors: 0, networkErrors: 0, otherStatus: 0 });
let window = emptyWindow();
const total = emptyWindow();
let formsAccepted = 0;

function pickKind(): Kind {
  let roll = Math.random();
  for (const [kind, share] of MIX) {
    if (roll < share) return kind;
    roll -= share;
  }
  return 'page';
}

async function send(kind: Kind): Promise<void> {
  const started = performance.now();
  const counted = [window, total];
  try {
    const response = await request(kind);
    const ms = performance.now() - started;
    for (const bucket of counted) {
      bucket.latencies[kind].push(ms);
      if (response.status >= 500) bucket.serverErrors += 1;
      else if (response.status >= 400) bucket.otherStatus += 1;
    }
    if (kind === 'form' && response.ok) formsAccepted += 1;
  } catch {
    for (const bucket of counted) bucket.networkErrors += 1;
  }
}

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

function row(label: string, bucket: Window, spanSeconds: number): string {
  const all = Object.values(bucket.latencies).flat();
  const cells = (['page', 'asset', 'chat', 'form'] as Kind[]).map((kind) => `${ms(percentile(bucket.latencies[kind], 0.5))} / ${ms(percentile(bucket.latencies[kind], 0.99))}`);
  return `| ${label} | ${Math.round(all.length / spanSeconds)} | ${cells.join(' | ')} | ${bucket.serverErrors} | ${bucket.networkErrors} | ${bucket.otherStatus} | ${Math.round(residentMb(server.pid))} MB |`;
}

// Steady state is measured: the store open (a first start creates it) and the chat index built.
for (const deadline = Date.now() + 60_000; ; ) {
  const [chat, form] = await Promise.all([request('chat'), request('form')]);
  if (chat.ok && form.ok) {
    formsAccepted += 1;
    break;
  }
  if (Date.now() > deadline) throw new Error('the server never became ready');
  await new Promise((wait) => setTimeout(wait, 200));
}

console.log(`Soak: ${rate} requests/s for ${seconds} s on ${origin} (pages ${MIX[0][1] * 100}%, assets ${MIX[1][1] * 100}%, chat ${MIX[2][1] * 100}%, forms ${MIX[3][1] * 100}%)`);
console.log('');
console.log('| time | requests/s | page p50 / p99 ms | asset p50 / p99 ms | chat p50 / p99 ms | form p50 / p99 ms | 5xx | network errors | other 4xx | resident memory |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');

const inFlight = new Set<Promise<void>>();
const startedAt = performance.now();
const cpuAtStart = process.cpuUsage();
let owed = 0;
let lastTick = startedAt;
let lastReport = startedAt;
await new Promise<void>((done) => {
  const ticker = setInterval(() => {
    const now = performance.now();
    // A fixed rate whatever the answers' speed: requests are sent on schedule, not when the last one ends,
    // and owed by the time that has passed, since a busy machine runs the ticker late.
    owed += (rate * (now - lastTick)) / 1000;
    lastTick = now;
    for (; owed >= 1; owed -= 1) {
      const pending = send(pickKind()).finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    if (now - lastReport >= REPORT_EVERY_MS) {
      console.log(row(`${Math.round((now - startedAt) / 1000)} s`, window, (now - lastReport) / 1000));
      window = emptyWindow();
      lastReport = now;
    }
    if (now - startedAt >= seconds * 1000) {
      clearInterval(ticker);
      done();
    }
  }, TICK_MS);
});
await Promise.all(inFlight);
console.log(row('whole run', total, (performance.now() - startedAt) / 1000));
const generatorCpu = process.cpuUsage(cpuAtStart);
const answered = Object.values(total.latencies).flat().length;
console.log(`Load generator CPU: ${((generatorCpu.user + generatorCpu.system) / 1000 / ((performance.now() - startedAt) / 1000) / 10).toFixed(0)}% of one core, ${((generatorCpu.user + generatorCpu.system) / answered).toFixed(0)} µs per request`);

// Every accepted lead is delivered: wait for the outbox to catch up.
const deadline = Date.now() + 60_000;
while (webhook.deliveredKeys().size < formsAccepted && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 200));
console.log('');
console.log(`Leads accepted: ${formsAccepted}; delivered to the webhook: ${webhook.deliveredKeys().size}; webhook requests: ${webhook.received.length}`);

agent.destroy();
await server.stop();
await webhook.close();
rmSync(dataDir, { recursive: true, force: true });
