/**
 * The data folder's lock and privacy, with real processes where a process's life is the point: one that is
 * gone, one killed, several racing for one stale lock.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataFolderInUseError, LOCK_FILE, LOCK_REFRESH_MS, lockDataFolder, openDataFolder, privacyWarning, readLockHolder } from './data-folder';
import { claimFileFor } from './lock-file';
import { FOREIGN_LOCK_STALE_MS, type LockHolder } from './lock-holder';
import { makePrivate } from './private-files';
import { until } from '../../tests/support/until';

const ROOT = resolve(import.meta.dirname, '../..');
const HOLDER = 'tests/support/hold-data-folder.ts';
const hasProc = existsSync('/proc/self/stat');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'data-folder-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockPath = () => join(dataDir, LOCK_FILE);
const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

function writeLock(holder: Partial<LockHolder>): string {
  const content = JSON.stringify({ host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', role: 'server', id: 'an-earlier-lock', ...holder });
  writeFileSync(lockPath(), content, { mode: 0o600 });
  return content;
}


/** Runs the holder script: "held" or "refused: ..." once it has tried. */
function startHolder(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  return {
    child,
    exited,
    output: () => output,
    async answer(timeoutMs = 20_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!/^(held|refused)/m.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The holder did not answer:\n${output}`);
        await new Promise((wait) => setTimeout(wait, 20));
      }
      return output.replace(/^ready\n/, '').trim();
    },
  };
}

describe('one process per data folder', () => {
  it('is held through a private lock file naming the process; a second hold is refused with the folder and the pid', () => {
    const lock = lockDataFolder(dataDir, 'server');
    expect(modeOf(lockPath())).toBe(0o600);
    const holder = readLockHolder(dataDir);
    expect(holder).toMatchObject({ pid: process.pid, host: hostname(), role: 'server' });
    if (hasProc) expect(holder).toMatchObject({ processStart: expect.stringMatching(/^[0-9a-f-]+:\d+$/), pidNamespace: expect.stringMatching(/^pid:\[\d+\]$/) });

    let refusal: unknown;
    try {
      lockDataFolder(dataDir, 'cli');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as Error).message).toContain(`The data folder ${dataDir} is in use by a server, process ${process.pid}`);
    expect(readLockHolder(dataDir)?.id).toBe(holder?.id);

    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    // Only the lock file was left in the folder, and it is gone: no temporary files or claims.
    expect(readdirSync(dataDir)).toEqual([]);
    lockDataFolder(dataDir, 'cli').release();
  });

  it('creates a missing folder as private', () => {
    const nested = join(dataDir, 'a', 'b');
    lockDataFolder(nested, 'server').release();
    expect(modeOf(join(dataDir, 'a'))).toBe(0o700);
    expect(modeOf(nested)).toBe(0o700);
  });

  it('takes over a lock whose process is gone, or whose pid a later process has, or that is not a lock', async () => {
    writeLock({ pid: await deadPid() });
    lockDataFolder(dataDir, 'server').release();

    if (hasProc) {
      // This very pid, but recorded with another start: an earlier process that had it (a container's pid 1).
      writeLock({ pid: process.pid, processStart: 'another-boot:12345' });
      lockDataFolder(dataDir, 'server').release();
    }

    writeFileSync(lockPath(), 'not a lock');
    lockDataFolder(dataDir, 'server').release();
    writeLock({ pid: 0 }); // kill(0) would ask about the whole process group
    lockDataFolder(dataDir, 'server').release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('leaves a lock from another host or container alone while it is refreshed, and takes it over when it is not', () => {
    const ageLock = (seconds: number) => {
      const then = new Date(Date.now() - seconds * 1000);
      utimesSync(lockPath(), then, then);
    };
    // The pid is this process's, which says nothing about a process elsewhere.
    writeLock({ pid: process.pid, host: 'another-host' });
    ageLock(100);
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(`process ${process.pid} on host another-host since 2026-01-01T00:00:00.000Z`);
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(`once that lock (${lockPath()}) has gone 120 s unrefreshed`);
    ageLock(FOREIGN_LOCK_STALE_MS / 1000 + 5);
    lockDataFolder(dataDir, 'server').release();

    if (hasProc) {
      writeLock({ pid: process.pid, pidNamespace: 'pid:[1]' });
      expect(() => lockDataFolder(dataDir, 'server')).toThrow(`process ${process.pid} in another container on this host`);
      ageLock(FOREIGN_LOCK_STALE_MS / 1000 + 5);
      lockDataFolder(dataDir, 'server').release();
    }
  });

  it('is refreshed while held', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const lock = lockDataFolder(dataDir, 'server');
      const then = new Date(Date.now() - 600_000);
      utimesSync(lockPath(), then, then);
      vi.advanceTimersByTime(LOCK_REFRESH_MS);
      expect(Date.now() - statSync(lockPath()).mtimeMs).toBeLessThan(5000);
      lock.release();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gets past a takeover that a process died in the middle of, and waits for one in progress', async () => {
    const stale = writeLock({ pid: await deadPid() });
    // A process that claimed the stale lock and died before replacing it.
    writeFileSync(claimFileFor(lockPath(), stale), JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: '', role: 'server', id: 'claim' }));
    lockDataFolder(dataDir, 'server').release();
    expect(readdirSync(dataDir)).toEqual([]);

    // A process replacing it now (this one, alive): the lock is left to it.
    const stillStale = writeLock({ pid: await deadPid() });
    writeFileSync(claimFileFor(lockPath(), stillStale), JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '', role: 'server', id: 'claim' }));
    const started = Date.now();
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(DataFolderInUseError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(readFileSync(lockPath(), 'utf8')).toBe(stillStale);
  });

  it('is released when its process exits normally or on a handled signal, and left behind by SIGKILL, then taken over', async () => {
    const ending = startHolder('--hold', '100');
    expect(await ending.answer()).toBe('held');
    expect(await ending.exited).toBe(0);
    expect(existsSync(lockPath())).toBe(false);

    const stopped = startHolder();
    expect(await stopped.answer()).toBe('held');
    stopped.child.kill('SIGTERM');
    await stopped.exited;
    expect(existsSync(lockPath())).toBe(false);

    const killed = startHolder();
    expect(await killed.answer()).toBe('held');
    const killedPid = killed.child.pid;
    expect(readLockHolder(dataDir)?.pid).toBe(killedPid);
    // While it lives, another process is refused.
    const refused = startHolder('--role', 'cli');
    expect(await refused.answer()).toContain(`refused: The data folder ${dataDir} is in use by a server, process ${killedPid}`);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(readLockHolder(dataDir)?.pid).toBe(killedPid);

    const next = startHolder('--hold', '100');
    expect(await next.answer()).toBe('held');
    expect(await next.exited).toBe(0);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('of several processes taking over one stale lock at the same moment, exactly one wins', async () => {
    const PROCESSES = 6;
    for (const round of [1, 2]) {
      writeLock({ pid: await deadPid(), id: `stale-${round}` });
      const go = join(tmpdir(), `data-folder-go-${process.pid}-${round}`);
      // Each finds the stale lock, then waits before taking it over, so all have found it before any takes it.
      const holders = Array.from({ length: PROCESSES }, () => startHolder('--go', go, '--pause', '300', '--hold', '1500'));
      await Promise.all(holders.map((holder) => until(() => holder.output().includes('ready'), 30_000, 'the holder to be ready')));
      writeFileSync(go, '');
      const answers = await Promise.all(holders.map((holder) => holder.answer()));
      rmSync(go);
      expect(answers.filter((answer) => answer.endsWith('held'))).toHaveLength(1);
      expect(answers.filter((answer) => answer.includes('refused: The data folder'))).toHaveLength(PROCESSES - 1);
      await Promise.all(holders.map((holder) => holder.exited));
      expect(readdirSync(dataDir)).toEqual([]);
    }
  }, 90_000);
});

describe('a private data folder', () => {
  it('has group and other permissions taken off everything in it, symbolic links left alone', () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'outside-')), 'target');
    writeFileSync(outside, 'not ours to change', { mode: 0o644 });
    chmodSync(outside, 0o644);
    mkdirSync(join(dataDir, 'open', 'deeper'), { recursive: true });
    writeFileSync(join(dataDir, 'open', 'shared.txt'), 'x');
    writeFileSync(join(dataDir, 'open', 'deeper', 'run.sh'), 'x');
    writeFileSync(join(dataDir, 'already.txt'), 'x', { mode: 0o600 });
    symlinkSync(outside, join(dataDir, 'link'));
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'open'), 0o777);
    chmodSync(join(dataDir, 'open', 'deeper'), 0o750);
    chmodSync(join(dataDir, 'open', 'shared.txt'), 0o666);
    chmodSync(join(dataDir, 'open', 'deeper', 'run.sh'), 0o755);
    chmodSync(join(dataDir, 'already.txt'), 0o600);

    const result = makePrivate(dataDir);
    expect(result).toEqual({ tightened: 5, failed: 0 });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'open'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'open', 'deeper'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'open', 'shared.txt'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'open', 'deeper', 'run.sh'))).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
    expect(makePrivate(dataDir)).toEqual({ tightened: 0, failed: 0 });
    rmSync(resolve(outside, '..'), { recursive: true, force: true });
  });

  it('is held and checked by a server with the embedded store; with DATABASE_URL it is checked, not held', () => {
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'old.txt'), 'x');
    chmodSync(join(dataDir, 'old.txt'), 0o666);

    const shared = openDataFolder(dataDir, { embeddedStore: false });
    expect(shared).toEqual({ dataDir, tightened: 2, failed: 0 });
    expect(privacyWarning(shared)).toBe(
      `The data folder ${dataDir} was open to other users: 2 of its folders and files are now private (folders 0700, files 0600).`,
    );
    // Several instances with one PostgreSQL database may share the folder.
    expect(openDataFolder(dataDir, { embeddedStore: false }).lock).toBeUndefined();
    expect(existsSync(lockPath())).toBe(false);

    const held = openDataFolder(dataDir, { embeddedStore: true });
    expect(privacyWarning(held)).toBeUndefined();
    expect(readLockHolder(dataDir)?.pid).toBe(process.pid);
    expect(() => openDataFolder(dataDir, { embeddedStore: true })).toThrow(DataFolderInUseError);
    held.lock?.release();
  });
});
