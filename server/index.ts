/** Production entry: serves the build and the API on HOST:PORT, stops cleanly on SIGTERM. */
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApi } from './api/index';
import { createApp } from './app';
import { getValeAgent } from './chat/vale/index';
import { readLeadEnv } from './leads/lead-env';
import { startLeads } from './leads/lead-service';
import { createOwnerToken, loopbackUrl, publishOwnerAccess } from './leads/owner-access';
import { siteConfig } from '../app/site.config';

const host = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 3000);
const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');

const leadEnv = readLeadEnv(process.env);
// The lead store opens beside the server (PGlite's first start takes seconds): pages are served at once.
const leads = startLeads({
  env: leadEnv,
  brandName: siteConfig.brandName,
  siteEmail: siteConfig.email,
  siteHost: new URL(siteConfig.siteUrl).hostname,
});

// The owner's CLI reaches the store through this server while it holds the embedded store's folder.
const ownerToken = leadEnv.databaseUrl ? undefined : createOwnerToken();
let withdrawOwnerAccess = () => {};

const app = createApp({ clientDir, api: createApi({ env: process.env, leads, ownerToken }) });
const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  console.log(`Serving ${clientDir} on http://${host}:${info.port}`);
  if (ownerToken) {
    try {
      withdrawOwnerAccess = publishOwnerAccess(leadEnv.dataDir, { url: loopbackUrl(host, info.port), token: ownerToken, pid: process.pid });
    } catch (error) {
      console.error(`[leads] the owner's CLI cannot reach this server: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
});

// Build the chat agent's search index now rather than on the first visitor's message.
getValeAgent();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing server`);
  withdrawOwnerAccess();
  server.close(() => {
    void leads.stop().finally(() => process.exit(0));
  });
  // Keep-alive connections would hold the process open: drop them after a grace period.
  setTimeout(() => process.exit(0), 5000).unref();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
