/** Production entry: serves the build and the API on HOST:PORT, stops cleanly on SIGTERM. */
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApi } from './api/index';
import { createApp } from './app';
import { openAgentThread } from './chat/agent-thread';
import { DataFolderInUseError, openDataFolder, PRIVATE_UMASK, privacyWarning } from './leads/data-folder';
import { readLeadEnv } from './leads/lead-env';
import { startLeads } from './leads/lead-service';
import { createOwnerToken, loopbackUrl, publishOwnerAccess } from './leads/owner-access';
import { createLogger, errorField, logFormatFor, scrub } from './log';
import { memoryBackend, postgresBackend } from './rate-limit';
import { warmUpPages } from './warm-up';
import { siteConfig } from '../app/site.config';

const host = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 3000);
const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');

// What the server creates (the data folder, the store's files, owner.json) is its user's alone.
process.umask(PRIVATE_UMASK);

// A person who ran `npm start` reads plain lines; a log collector reading a pipe gets JSON.
const logFormat = logFormatFor(process.stdout);
const logger = createLogger({ level: process.env.LOG_LEVEL, format: logFormat });
const leadEnv = readLeadEnv(process.env);
// One server per data folder, held before it listens or opens the store; a second one stops here.
try {
  const dataFolder = openDataFolder(leadEnv.dataDir, { embeddedStore: !leadEnv.databaseUrl });
  const warning = privacyWarning(dataFolder);
  if (warning) logger.warn({ dataDir: dataFolder.dataDir, tightened: dataFolder.tightened, failed: dataFolder.failed }, warning);
} catch (error) {
  if (error instanceof DataFolderInUseError) logger.error({ dataDir: error.dataDir, holderPid: error.holder?.pid }, error.message);
  else logger.error({ dataDir: resolve(leadEnv.dataDir), err: errorField(error) }, `the data folder ${resolve(leadEnv.dataDir)} cannot be used`);
  process.exit(1);
}
// The lead store opens beside the server (PGlite's first start takes seconds): pages are served at once.
const leads = startLeads({
  env: leadEnv,
  brandName: siteConfig.brandName,
  siteEmail: siteConfig.email,
  siteHost: new URL(siteConfig.siteUrl).hostname,
  log: (line) => logger.info(scrub(line)),
  warn: (line) => logger.warn(scrub(line)),
  onAttempt: (attempt) => logger[attempt.outcome === 'delivered' ? 'info' : 'warn'](attempt, 'delivery attempt'),
});

// The owner's CLI reaches the store through this server while it holds the embedded store's folder.
const ownerToken = leadEnv.databaseUrl ? undefined : createOwnerToken();
let withdrawOwnerAccess = () => {};

// With DATABASE_URL, every instance counts each client's requests in the same table.
const rateLimits = leadEnv.databaseUrl
  ? postgresBackend(leadEnv.databaseUrl, (message, error) => logger.warn({ err: errorField(error) }, message))
  : memoryBackend();

// The chat agent builds, warms up and answers in a thread of its own, so no page waits on a chat.
const agentThread = openAgentThread({ log: (line) => logger.warn(line) });

// /readyz answers 200 once the chat agent and the pages (./warm-up.ts) are warmed up, and while the lead store answers;
// /healthz while the process serves.
let pagesWarm = false;
const ready = async () => pagesWarm && agentThread.isReady() && (await leads.answers());
const app = createApp({ clientDir, api: createApi({ env: process.env, leads, ownerToken, rateLimits, logger, turns: agentThread.decide, soleWriter: !leadEnv.databaseUrl }), logger, ready });
const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  if (logFormat === 'plain') logger.info(`${siteConfig.brandName} site running at ${loopbackUrl(host, info.port)}`);
  else logger.info({ clientDir, url: `http://${host}:${info.port}`, startupMs: Math.round(performance.now()) }, 'serving');
  if (ownerToken) {
    try {
      withdrawOwnerAccess = publishOwnerAccess(leadEnv.dataDir, { url: loopbackUrl(host, info.port), token: ownerToken, pid: process.pid });
    } catch (error) {
      logger.error({ err: errorField(error) }, "the owner's CLI cannot reach this server");
    }
  }
});

void warmUpPages(app)
  .catch((error: unknown) => logger.warn({ err: errorField(error) }, 'the pages could not be warmed up'))
  .finally(() => (pagesWarm = true));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'closing server');
  withdrawOwnerAccess();
  server.close(() => {
    void Promise.allSettled([leads.stop(), rateLimits.close(), agentThread.close()]).finally(() => process.exit(0));
  });
  // Keep-alive connections would hold the process open: drop them after a grace period.
  setTimeout(() => process.exit(0), 5000).unref();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
