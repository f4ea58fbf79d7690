/**
 * The data folder (DATA_DIR): one writer at a time, and private to the server's user.
 *
 * One writer. The embedded store in DATA_DIR/leads is a PostgreSQL data directory run without a postmaster to
 * guard it: two processes writing it corrupt it. A process that opens the folder holds DATA_DIR/server.lock,
 * a file naming it (pid, host, start time, role), made by an exclusive create; another process that finds
 * the file refuses, naming the folder and the holder. The holder removes the file when it exits (a normal end,
 * process.exit, a SIGTERM or SIGINT handled as a clean stop). After a crash or a SIGKILL the file stays, and
 * the next process finds its owner gone and takes it over: no such pid, a zombie, or a pid that a later
 * process now has (the kernel's start time of the process is kept in the file, where /proc gives it; where it
 * does not, as on macOS, a reused pid reads as the holder still running, and the file must be removed by hand).
 * A holder on another host, or in another container (its own pid namespace), cannot be asked: it refreshes
 * the file's time while it runs, and such a lock left unrefreshed for two minutes is taken over.
 *
 * Private. Folders are 0700 and files 0600: the leads, the write-ahead log, the owner's token. The server
 * takes group and other permissions off whatever it finds in the folder at start and says so.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'server.lock';
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The group's and others' permissions; as process.umask, what the process creates is its user's alone. */
export const PRIVATE_UMASK = 0o077;

/** How often a holder refreshes its lock file's time, for processes on other hosts to see it runs. */
export const LOCK_REFRESH_MS = 15_000;
/** A lock from another host not refreshed for this long is left by a process that is gone. */
export const FOREIGN_LOCK_STALE_MS = 120_000;

/** Who holds the folder: the server, or the owner's CLI (npm run leads) opening it itself. */
export type HolderRole = 'server' | 'cli';

export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the folder (ISO time), for people reading the file. */
  startedAt: string;
  role: HolderRole;
  /** The kernel's start time of the process (boot id and clock ticks): tells a later process with the same pid apart. */
  processStart?: string;
  /** The pid namespace the pid belongs to (Linux): a container has its own. */
  pidNamespace?: string;
  /** Makes every lock's content unique, so a stale lock is never mistaken for a newer one. */
  id: string;
}

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    /** Undefined when the lock file cannot be read. */
    readonly holder: LockHolder | undefined,
  ) {
    super(inUseMessage(dataDir, holder));
  }
}

function inUseMessage(dataDir: string, holder: LockHolder | undefined): string {
  const lockPath = join(dataDir, LOCK_FILE);
  if (!holder) return `The data folder ${dataDir} is in use by another process (${lockPath}): one process per data folder.`;
  const who = holder.role === 'server' ? 'a server' : 'the leads CLI (npm run leads)';
  if (!inThisProcessSpace(holder)) {
    const where = holder.host === hostname() ? 'in another container on this host' : `on host ${holder.host}`;
    return (
      `The data folder ${dataDir} is in use by ${who}, process ${holder.pid} ${where} since ${holder.startedAt}. ` +
      `It is taken over once that lock (${lockPath}) has gone ${FOREIGN_LOCK_STALE_MS / 1000} s unrefreshed; ` +
      'if nothing runs on this folder there any more and you cannot wait, remove it.'
    );
  }
  return (
    `The data folder ${dataDir} is in use by ${who}, process ${holder.pid} since ${holder.startedAt}: one process per data folder. ` +
    'Stop it first, or give this one its own DATA_DIR.'
  );
}

export interface DataFolderLock {
  readonly dataDir: string;
  /** Removes the lock file; also done when the process exits. */
  release(): void;
}

export interface LockOptions {
  /** Called when a lock left by a process that is gone is about to be taken over (tests widen the race with it). */
  beforeTakeover?: () => void;
}

/**
 * Holds `dataDir` for this process, creating the folder (0700) if need be; throws DataFolderInUseError when a
 * running process holds it. The lock is released when the process exits, if not before.
 */
export function lockDataFolder(dataDir: string, role: HolderRole, options: LockOptions = {}): DataFolderLock {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lockPath = join(folder, LOCK_FILE);
  const mine = JSON.stringify(thisProcess(role));
  const taken = take(lockPath, mine, 0, options);
  if (taken !== true) throw new DataFolderInUseError(folder, taken.holder);
  // Read back: on a file system where link or rename do not behave, better to stop than to share.
  const found = readIfPresent(lockPath);
  if (found !== mine) throw new DataFolderInUseError(folder, found === undefined ? undefined : parseHolder(found));

  const refresh = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // Tried again at the next refresh.
    }
  }, LOCK_REFRESH_MS);
  refresh.unref();
  const release = () => {
    clearInterval(refresh);
    process.off('exit', release);
    removeIfMine(lockPath, mine);
  };
  // A process that ends writes nothing more, however it ends (short of SIGKILL or a crash of node itself).
  process.on('exit', release);
  return { dataDir: folder, release };
}

/** Who holds `dataDir` now: undefined when no lock file is there (or it cannot be read). */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  const found = readIfPresent(join(resolve(dataDir), LOCK_FILE));
  return found === undefined ? undefined : parseHolder(found);
}

/** Whether the lock's pid means the same process here: the same host, and the same pid namespace where both know theirs. */
function inThisProcessSpace(holder: LockHolder): boolean {
  const ours = pidNamespace();
  return holder.host === hostname() && (holder.pidNamespace === undefined || ours === undefined || holder.pidNamespace === ours);
}

/**
 * Whether the process a lock names still runs. On another host or in another container it cannot be asked:
 * 'unknown', unless the lock has not been refreshed for FOREIGN_LOCK_STALE_MS.
 */
export function holderState(holder: LockHolder, unrefreshedMs = 0): 'running' | 'gone' | 'unknown' {
  if (!inThisProcessSpace(holder)) return unrefreshedMs > FOREIGN_LOCK_STALE_MS ? 'gone' : 'unknown';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  const now = processStat(holder.pid);
  // A zombie (killed, its parent has not yet collected it) writes nothing any more.
  if (now?.state === 'Z') return 'gone';
  if (holder.processStart && now && now.start !== holder.processStart) return 'gone';
  return 'running';
}

// How long to wait for another process that is taking over the same stale lock to finish doing so.
const TAKEOVER_WAIT_MS = 2000;
// A claim on a claim on a claim...: each level needs a process that died in the middle of a takeover.
const MAX_CLAIM_DEPTH = 4;

type Refusal = { holder: LockHolder | undefined };

/** Takes `path` for `content`: creates it, or replaces it when the process it names is gone. */
function take(path: string, content: string, depth: number, options: LockOptions): true | Refusal {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (createExclusive(path, content)) return true;
    const lock = readWithAge(path);
    if (lock !== undefined) {
      const found = lock.content;
      // Content that is not a lock (a lock file is never seen half written) names no process to wait for.
      const holder = parseHolder(found);
      if (holder && holderState(holder, lock.unrefreshedMs) !== 'gone') return { holder };
      options.beforeTakeover?.();
      const replaced = replaceStale(path, found, content, depth, options);
      if (replaced === true) return true;
      if (replaced !== 'changed') {
        // Another process is replacing it at this moment: look again once it has.
        if (Date.now() > deadline) return replaced;
        sleep(10);
      }
    } else if (Date.now() > deadline) {
      return { holder: undefined };
    }
  }
}

/**
 * Replaces the lock at `path`, whose content `stale` names a process that is gone, with `content`.
 *
 * Why two processes doing this at once cannot both win: the right to replace one stale lock is itself a lock,
 * a claim file named after the stale content, taken by an exclusive create. Only its holder re-reads the lock
 * and, if it still holds `stale`, renames a fresh file over it (atomic: the path is never empty, so no third
 * process can create it in between). Nobody else changes a stale lock in that time: its owner is gone, a new
 * process only creates the lock when the path is free, and a late contender that claims after us finds the
 * content changed (every lock's content is unique) and gives way. A claim left by a process that died while
 * holding it is stale in turn and taken over the same way.
 */
function replaceStale(path: string, stale: string, content: string, depth: number, options: LockOptions): true | 'changed' | Refusal {
  if (depth >= MAX_CLAIM_DEPTH) return { holder: parseHolder(stale) };
  const claim = claimFileFor(path, stale);
  const claimed = take(claim, content, depth + 1, options);
  if (claimed !== true) return claimed;
  try {
    if (readIfPresent(path) !== stale) return 'changed';
    const temporary = temporaryBeside(path, content);
    renameSync(temporary, path);
    return true;
  } finally {
    removeIfMine(claim, content);
  }
}

/** The claim on replacing the stale lock at `path` whose content is `stale` (exported for tests). */
export function claimFileFor(path: string, stale: string): string {
  return `${path}.${createHash('sha256').update(stale).digest('hex').slice(0, 16)}.claim`;
}

/** Creates `path` with `content` unless it exists. The file appears whole (a hard link to a written file). */
function createExclusive(path: string, content: string): boolean {
  const temporary = temporaryBeside(path, content);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function temporaryBeside(path: string, content: string): string {
  const temporary = `${path}.${randomUUID()}.tmp`;
  writeFileSync(temporary, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return temporary;
}

function removeIfMine(path: string, content: string) {
  if (readIfPresent(path) === content) rmSync(path, { force: true });
}

/** A file's content and how long ago it was last modified (one open file, so both are of the same file). */
function readWithAge(path: string): { content: string; unrefreshedMs: number } | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return { content: readFileSync(fd, 'utf8'), unrefreshedMs: Date.now() - fstatSync(fd).mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    // kill(0) or kill(-1) would ask about whole process groups: only a real pid names a holder.
    if (!Number.isSafeInteger(holder.pid) || holder.pid! < 1) return undefined;
    if (typeof holder.host !== 'string' || typeof holder.id !== 'string') return undefined;
    return {
      pid: holder.pid!,
      host: holder.host,
      startedAt: String(holder.startedAt),
      role: holder.role === 'cli' ? 'cli' : 'server',
      ...(typeof holder.processStart === 'string' ? { processStart: holder.processStart } : {}),
      ...(typeof holder.pidNamespace === 'string' ? { pidNamespace: holder.pidNamespace } : {}),
      id: holder.id,
    };
  } catch {
    return undefined;
  }
}

function thisProcess(role: HolderRole): LockHolder {
  const start = processStat(process.pid)?.start;
  const namespace = pidNamespace();
  return {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    role,
    ...(start ? { processStart: start } : {}),
    ...(namespace ? { pidNamespace: namespace } : {}),
    id: randomUUID(),
  };
}

/** This process's pid namespace, like "pid:[4026531836]" (Linux); undefined where there is none. */
function pidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

let bootId: string | undefined;
/** A process's state and start time from /proc (Linux); undefined where there is none. */
function processStat(pid: number): { state: string; start: string } | undefined {
  try {
    bootId ??= readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and parentheses; the fields after it are
    // numbered from 3 (state), and the start time is field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: `${bootId}:${fields[19]}` };
  } catch {
    return undefined;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes group and other permissions off `dir` and everything in it. Symbolic links are left alone (chmod
 * would change what they point to, which may be outside). Returns how many entries it changed, and how
 * many it could not (another user's files, say).
 */
export function makePrivate(dir: string): { tightened: number; failed: number } {
  let tightened = 0;
  let failed = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return; // gone since it was listed
    }
    if (stats.isSymbolicLink()) return;
    if (stats.mode & PRIVATE_UMASK) {
      try {
        chmodSync(path, stats.mode & 0o777 & ~PRIVATE_UMASK);
        tightened += 1;
      } catch {
        failed += 1;
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(path);
    } catch {
      failed += 1;
      return;
    }
    for (const name of names) visit(join(path, name));
  };
  visit(resolve(dir));
  return { tightened, failed };
}

export interface OpenedDataFolder {
  dataDir: string;
  /** Held while the embedded store is in the folder; none with DATABASE_URL. */
  lock?: DataFolderLock;
  /** Entries found open to other users and made private. */
  tightened: number;
  /** Entries that could not be made private. */
  failed: number;
}

/**
 * What a server does with DATA_DIR at start, before it listens or opens the store: holds the folder when the
 * embedded store lives in it (throws DataFolderInUseError if a running process holds it), and makes it private.
 */
export function openDataFolder(dataDir: string, { embeddedStore }: { embeddedStore: boolean }): OpenedDataFolder {
  const folder = resolve(dataDir);
  // With DATABASE_URL the store is PostgreSQL's and the folder holds none: instances side by side are the
  // way to scale, and they may well share one folder (or the default ./data), so there is nothing to lock.
  const lock = embeddedStore ? lockDataFolder(folder, 'server') : undefined;
  // A folder kept from an embedded-store past may still hold leads: private in either case.
  const { tightened, failed } = existsSync(folder) ? makePrivate(folder) : { tightened: 0, failed: 0 };
  return { dataDir: folder, ...(lock ? { lock } : {}), tightened, failed };
}

/** What the server says at start when it had to make the folder private; undefined when it was already. */
export function privacyWarning({ dataDir, tightened, failed }: OpenedDataFolder): string | undefined {
  if (!tightened && !failed) return undefined;
  const could = failed ? `; ${failed} could not be changed (another user's?)` : '';
  return `The data folder ${dataDir} was open to other users: ${tightened} of its folders and files are now private (folders 0700, files 0600)${could}.`;
}
