/**
 * Load test of lead capture: the contact form's POST on one API instance, on the embedded store (PGlite in
 * a temporary folder) and, when PostgreSQL is installed, on a throwaway PostgreSQL cluster. Each accepted
 * form is a lead and its delivery rows written in one transaction. Prints leads per second and latency,
 * then checks that every accepted form was stored. About 20 seconds.
 *
 *   npm run bench:leads
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { CONTACT_CONSENT } from '../app/content/lead-consent';
import { createApi } from '../server/api/index';
import { startLeads } from '../server/leads/lead-service';
import { openLeadStore, type LeadStore } from '../server/leads/store';
import { findPostgresBinaries, startThrowawayPostgres } from '../tests/support/throwaway-postgres';

const SECONDS = 8;
const CONNECTIONS = 10;

interface Row {
  store: string;
  'leads/s': number;
  'p50 ms': number;
  'p99 ms': number;
  accepted: number;
  stored: number;
  'non-2xx': number;
  errors: number;
}

async function measure(label: string, openStore: () => Promise<LeadStore>): Promise<Row> {
  // A webhook target, so every lead also writes its outbox row; the worker is kept idle during the run.
  const leads = startLeads({
    env: { dataDir: '', webhook: { url: 'http://127.0.0.1:9/unused' } },
    brandName: 'Bench',
    siteEmail: 'bench@example.com',
    siteHost: 'example.com',
    log: () => {},
    pollMs: 3_600_000,
    openStore,
  });
  const store = await leads.ready();
  const app = new Hono();
  app.route('/', createApi({ env: { CONTACT_RATE_LIMIT: String(1_000_000_000) }, leads, logError: () => {} }));
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  const body = JSON.stringify({
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    business: 'Bench Co',
    message: 'Please call me about the CRM.',
    preferredContact: 'email',
    consent: true,
    consentVersion: CONTACT_CONSENT.version,
    page: '/contact',
  });
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
      requests: [{ method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body }],
    });
    const stored = (await store.listLeads({ limit: 10_000_000 })).length;
    return {
      store: label,
      'leads/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      accepted: result['2xx'],
      stored,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    server.close();
    await leads.stop();
  }
}

const rows: Row[] = [];
const folder = mkdtempSync(join(tmpdir(), 'bench-leads-'));
try {
  rows.push(await measure('PGlite (embedded, on disk)', () => openLeadStore({ dataDir: folder })));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (findPostgresBinaries()) {
  const postgres = await startThrowawayPostgres();
  try {
    rows.push(await measure('PostgreSQL (local server)', () => openLeadStore({ databaseUrl: postgres.url })));
  } finally {
    await postgres.stop();
  }
} else {
  console.log('PostgreSQL is not installed: measuring the embedded store only.');
}
console.log(`POST /api/contact, ${CONNECTIONS} connections, ${SECONDS} s per store`);
console.table(rows);
// Forms still on their way when the run stops are stored but not counted as answered: at most one per connection.
const lost = (row: Row) => row.stored < row.accepted || row.stored > row.accepted + CONNECTIONS;
if (rows.some((row) => row['non-2xx'] > 0 || row.errors > 0 || lost(row))) process.exitCode = 1;
