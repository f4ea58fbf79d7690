/**
 * The owner's CLI through real pipes: with thousands of leads (far over a pipe's 64 KiB), every byte
 * reaches the reader before the CLI exits, whether it reads the folder itself or asks the running server
 * (the export is the README's backup while the server runs); a reader that stops early ends it quietly;
 * `--out` writes its file whole or not at all.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { CONTACT_CONSENT } from '../app/content/lead-consent';
import { startServerProcess, tinyBuild } from '../tests/support/server-process';
import { openDatabase } from '../server/leads/database';
import { embeddedStoreDir } from '../server/leads/lead-env';
import { readOwnerAccess } from '../server/leads/owner-access';
import { leads } from '../server/leads/schema';

const ROOT = resolve(import.meta.dirname, '..');
const LEADS = 3000;
const run = promisify(execFile);
// Starting the CLI (TypeScript, then the embedded store) takes seconds on a busy 2-core machine.
const CLI_TIMEOUT_MS = 90_000;

let dataDir: string;
let scratch: string;
/** Lead ids, oldest first. */
const ids: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'leads-cli-data-'));
  scratch = mkdtempSync(join(tmpdir(), 'leads-cli-out-'));
  const { db, close } = await openDatabase({ dataDir: embeddedStoreDir(dataDir) });
  try {
    const first = Date.parse('2026-06-01T09:00:00Z');
    const rows = Array.from({ length: LEADS }, (_, index) => {
      const id = randomUUID();
      ids.push(id);
      const at = new Date(first + index * 60_000);
      return {
        id,
        createdAt: at,
        source: 'form' as const,
        page: '/contact',
        name: `Visitor ${index + 1}`,
        email: `visitor${index + 1}@example.com`,
        message: `Lead ${index + 1}: we would like a quote.\n${'We run a busy shop and want the phones answered. '.repeat(8)}`,
        consentText: CONTACT_CONSENT.text,
        consentVersion: CONTACT_CONSENT.version,
        consentAt: at,
      };
    });
    await db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += 500) await tx.insert(leads).values(rows.slice(start, start + 500));
    });
  } finally {
    await close();
  }
}, 120_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

interface PipeRun {
  /** Exit codes of the CLI and of the consumer reading its output. */
  codes: number[];
  stderr: string;
}

/**
 * `npm run leads -- <args> | <consumer> > outFile`, piped by bash as an owner's shell would (a pipe, not a
 * socket), with the CLI's and the consumer's exit codes.
 */
async function leadsPipedInto(consumer: string, outFile: string, args: string[], env: Record<string, string> = {}): Promise<PipeRun> {
  const script = `"${process.execPath}" --import tsx scripts/leads.ts "$@" | ${consumer} > "$OUT_FILE"; echo "\${PIPESTATUS[*]}"`;
  const { stdout, stderr } = await run('bash', ['-c', script, 'leads', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, OUT_FILE: outFile, ...env },
    timeout: CLI_TIMEOUT_MS,
  });
  return { codes: stdout.trim().split(' ').map(Number), stderr };
}

function csvIds(csv: string): string[] {
  return [...csv.matchAll(/,([0-9a-f-]{36})\r\n/g)].map((match) => match[1]);
}

function expectEveryLeadInCsv(csv: string) {
  // Records end with CRLF; the messages' own line breaks are plain LF inside quotes.
  expect(csv.split('\r\n').length - 1).toBe(LEADS + 1);
  const exported = csvIds(csv);
  expect(exported).toHaveLength(LEADS);
  expect(exported[0]).toBe(ids.at(-1));
  expect(exported.at(-1)).toBe(ids[0]);
  expect(new Set(exported)).toEqual(new Set(ids));
}

describe("the owner's CLI through a pipe", () => {
  it('export --csv | gzip keeps every row and exits 0', { timeout: CLI_TIMEOUT_MS }, async () => {
    const gzipped = join(scratch, 'export.csv.gz');
    const { codes, stderr } = await leadsPipedInto('gzip -c', gzipped, ['export', '--csv']);
    expect(stderr).toBe('');
    expect(codes).toEqual([0, 0]);
    const csv = gunzipSync(readFileSync(gzipped)).toString('utf8');
    expect(csv.length).toBeGreaterThan(20 * 64 * 1024);
    expectEveryLeadInCsv(csv);
  });

  it('list --json | cat is one whole JSON document with every lead', { timeout: CLI_TIMEOUT_MS }, async () => {
    const out = join(scratch, 'list.json');
    const { codes, stderr } = await leadsPipedInto('cat', out, ['list', '--json', '--limit', String(LEADS)]);
    expect(stderr).toBe('');
    expect(codes).toEqual([0, 0]);
    const result = JSON.parse(readFileSync(out, 'utf8')) as { command: string; leads: Array<{ id: string }> };
    expect(result.command).toBe('list');
    expect(result.leads.map((lead) => lead.id)).toEqual([...ids].reverse());
  });

  it('a reader that stops early (| head) ends the CLI quietly with a non-zero exit', { timeout: CLI_TIMEOUT_MS }, async () => {
    const out = join(scratch, 'head.txt');
    const { codes, stderr } = await leadsPipedInto('head -n 3', out, ['list', '--limit', String(LEADS)]);
    expect(stderr).toBe('');
    expect(codes).toEqual([141, 0]);
    expect(readFileSync(out, 'utf8')).toMatch(/^3000 leads, newest first:\n\n.+ {2}Visitor 3000 {2}\(from form, \/contact\)\n$/);
  });

  it('export --out writes the whole file, private to its user, and leaves nothing else beside it', { timeout: CLI_TIMEOUT_MS }, async () => {
    const folder = join(scratch, 'backup');
    mkdirSync(folder);
    const file = join(folder, 'leads.csv');
    const { codes, stderr } = await leadsPipedInto('cat', join(scratch, 'out-stdout.txt'), ['export', '--csv', '--out', file]);
    expect(codes).toEqual([0, 0]);
    expect(stderr).toBe(`Wrote ${LEADS} leads to ${file}.\n`);
    expect(readFileSync(join(scratch, 'out-stdout.txt'), 'utf8')).toBe('');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expectEveryLeadInCsv(readFileSync(file, 'utf8'));
    expect(readdirSync(folder)).toEqual(['leads.csv']);
  });

  it('while the server runs, the export goes through it and is just as whole', { timeout: 180_000 }, async () => {
    const buildDir = tinyBuild();
    const server = await startServerProcess({ DATA_DIR: dataDir, BUILD_DIR: buildDir }, 120_000);
    try {
      expect(readOwnerAccess(dataDir)?.pid).toBeGreaterThan(0);
      const gzipped = join(scratch, 'export-through-server.csv.gz');
      const { codes, stderr } = await leadsPipedInto('gzip -c', gzipped, ['export', '--csv']);
      expect(stderr).toBe('');
      expect(codes).toEqual([0, 0]);
      expectEveryLeadInCsv(gunzipSync(readFileSync(gzipped)).toString('utf8'));
    } finally {
      await server.stop();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
