/**
 * One writer per data folder and a private folder, with real server processes and the real CLI: a second
 * server on a folder in use stops at once and the first keeps storing leads; a killed server's lock is taken
 * over; the CLI waits for a server that is starting and holds the folder when it opens it itself; the modes
 * of everything in the folder after a first start, and after a start on a folder left open.
 *
 * The tests share one data folder, in order: the embedded store's first start (seconds of initdb) is paid once.
 */
import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contactFormBody } from '../../tests/support/contact-form-body';
import { startServerProcess, tinyBuild, type ServerProcess } from '../../tests/support/server-process';
import { LOCK_FILE, readLockHolder } from './data-folder';
import { readLeadEnv } from './lead-env';
import { OWNER_FILE } from './owner-access';
import { connectOwner } from './owner-client';
import { until } from '../../tests/support/until';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let dataDir: string;
let buildDir: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'one-writer-'));
  buildDir = tinyBuild();
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

const serverEnv = () => ({ DATA_DIR: dataDir, BUILD_DIR: buildDir, CONTACT_RATE_LIMIT: '1000' });
const lockPath = () => join(dataDir, LOCK_FILE);

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess(serverEnv());
  running.push(server);
  return server;
}

/** A server start that is expected to fail: its error names the exit code and carries the output. */
async function failedStart(): Promise<string> {
  try {
    running.push(await startServerProcess(serverEnv()));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The server started');
}

/** Sends a lead until it is stored: the form answers 503 while the store is still opening (a first start on a busy machine). */
async function postLead(url: string, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactFormBody({ name, email: 'ada@example.com', message: `A lead from ${name}` })),
    });
    if (response.status !== 503 || Date.now() > deadline) {
      expect(response.status).toBe(200);
      return;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

async function leadsCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const listedNames = (stdout: string) => (JSON.parse(stdout) as { leads: Array<{ name: string }> }).leads.map((lead) => lead.name).sort();

/** Every folder and file in the tree that is not private (0700 folders, 0600 files), with its mode. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) found.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (mode !== 0o600) {
      found.push(`${path} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return found;
}

const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1), 0);


describe('one writer per data folder', () => {
  it('a second server on a folder in use stops at once, naming it and the holder; the first keeps serving and storing', async () => {
    const first = await startServer();
    const firstPid = readLockHolder(dataDir)?.pid;
    expect(firstPid).toEqual(expect.any(Number));

    const startedAt = Date.now();
    const refusal = await failedStart();
    const refusedInMs = Date.now() - startedAt;
    expect(refusal).toMatch(/^The server exited at start \(exit code 1\)/);
    expect(refusal).toContain(`The data folder ${dataDir} is in use by a server, process ${firstPid}`);
    // It stopped before listening, and long before a store could have opened.
    expect(refusal).not.toContain('"msg":"serving"');
    expect(refusedInMs).toBeLessThan(10_000);
    expect(readLockHolder(dataDir)?.pid).toBe(firstPid);

    await postLead(first.url, 'Ada Lovelace');
    const listed = await leadsCli('list', '--json');
    expect(listed.code).toBe(0);
    expect(listedNames(listed.stdout)).toEqual(['Ada Lovelace']);

    // The first start made the store (hundreds of files): every folder is 0700 and every file 0600.
    expect(countFiles(join(dataDir, 'leads'))).toBeGreaterThan(900);
    expect(notPrivate(dataDir)).toEqual([]);

    // Killed, it leaves its lock behind; the next server finds its process gone and takes the folder.
    await first.stop('SIGKILL');
    expect(readLockHolder(dataDir)?.pid).toBe(firstPid);
    const second = await startServer();
    expect(readLockHolder(dataDir)?.pid).not.toBe(firstPid);
    await postLead(second.url, 'Grace Hopper');
    expect(listedNames((await leadsCli('list', '--json')).stdout)).toEqual(['Ada Lovelace', 'Grace Hopper']);

    // Stopped cleanly, it lets the folder go.
    await second.stop('SIGTERM');
    expect(existsSync(lockPath())).toBe(false);
    expect(existsSync(join(dataDir, OWNER_FILE))).toBe(false);
  }, 180_000);

  it('the CLI says a server is still starting; with none, it holds the folder while it reads, then lets it go', async () => {
    // A process holds the folder as a server does before it listens, and has written no owner.json.
    const holder = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-data-folder.ts', dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    holder.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const holderExited = new Promise((done) => holder.once('exit', done));
    await until(() => said.includes('held'), 30_000, 'the holder to hold the folder');
    const starting = await leadsCli('list');
    expect(starting.code).toBe(1);
    expect(starting.stderr).toContain(`The server (process ${holder.pid}) is still starting on the data folder ${dataDir}: try again in a few seconds.`);
    holder.kill('SIGTERM');
    await holderExited;

    const itself = await leadsCli('list', '--json');
    expect(itself.code).toBe(0);
    expect(listedNames(itself.stdout)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(existsSync(lockPath())).toBe(false);

    // While the CLI has the folder open, it holds it: a server started meanwhile refuses.
    const owner = await connectOwner(readLeadEnv({ DATA_DIR: dataDir }));
    try {
      expect(owner.via).toBe(`the lead store in ${join(dataDir, 'leads')}`);
      expect(readLockHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'cli' });
      expect(await failedStart()).toContain(`The data folder ${dataDir} is in use by the leads CLI (npm run leads), process ${process.pid}`);
    } finally {
      await owner.close();
    }
    expect(existsSync(lockPath())).toBe(false);
  }, 120_000);

  it('a server finds the folder open to other users, makes it private and says so', async () => {
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, 'leads', 'base'), 0o777);
    chmodSync(join(dataDir, 'leads', 'PG_VERSION'), 0o666);
    mkdirSync(join(dataDir, 'notes'));
    chmodSync(join(dataDir, 'notes'), 0o777);
    writeFileSync(join(dataDir, 'notes', 'todo.txt'), 'x');
    chmodSync(join(dataDir, 'notes', 'todo.txt'), 0o666);
    expect(notPrivate(dataDir)).toHaveLength(5);

    const server = await startServer();
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; dataDir?: string; tightened?: number });
    const warnings = lines.filter((line) => line.msg?.includes('open to other users'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, dataDir, tightened: 5, failed: 0 });
    expect(warnings[0].msg).toBe(`The data folder ${dataDir} was open to other users: 5 of its folders and files are now private (folders 0700, files 0600).`);

    await postLead(server.url, 'Katherine Johnson');
    expect(notPrivate(dataDir)).toEqual([]);
    await server.stop('SIGTERM');
  }, 120_000);
});
