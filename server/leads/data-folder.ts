/**
 * The data folder (DATA_DIR): one writer at a time, and private to the server's user. Who holds a lock and
 * whether it still runs is lock-holder.ts; taking the lock file, and taking over a stale one, lock-file.ts;
 * the private modes, private-files.ts.
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
import { existsSync, mkdirSync, utimesSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { FOREIGN_LOCK_STALE_MS, inThisProcessSpace, parseHolder, thisProcess, type HolderRole, type LockHolder } from './lock-holder';
import { readIfPresent, removeIfMine, takeLockFile, type LockOptions } from './lock-file';
import { makePrivate, PRIVATE_FOLDER_MODE } from './private-files';

// What the server's start and the tests' lock holder take from here along with the lock.
export { PRIVATE_UMASK } from './private-files';
export type { HolderRole } from './lock-holder';

export const LOCK_FILE = 'server.lock';

/** How often a holder refreshes its lock file's time, for processes on other hosts to see it runs. */
export const LOCK_REFRESH_MS = 15_000;

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

/**
 * Holds `dataDir` for this process, creating the folder (0700) if need be; throws DataFolderInUseError when a
 * running process holds it. The lock is released when the process exits, if not before.
 */
export function lockDataFolder(dataDir: string, role: HolderRole, options: LockOptions = {}): DataFolderLock {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lockPath = join(folder, LOCK_FILE);
  const mine = JSON.stringify(thisProcess(role));
  const taken = takeLockFile(lockPath, mine, options);
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
