/**
 * Taking a lock file: made by an exclusive create, so of two processes only one gets it, and taken over when
 * the process it names is gone (lock-holder.ts), so that of two processes doing that at once only one wins.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { holderState, parseHolder, type LockHolder } from './lock-holder';
import { PRIVATE_FILE_MODE } from './private-files';

export interface LockOptions {
  /** Called when a lock left by a process that is gone is about to be taken over (tests widen the race with it). */
  beforeTakeover?: () => void;
}

/** Why a lock was not taken: the holder that still runs, or undefined when its file cannot be read. */
export type Refusal = { holder: LockHolder | undefined };

// How long to wait for another process that is taking over the same stale lock to finish doing so.
const TAKEOVER_WAIT_MS = 2000;
// A claim on a claim on a claim...: each level needs a process that died in the middle of a takeover.
const MAX_CLAIM_DEPTH = 4;

/** Takes `path` for `content`: creates it, or replaces it when the process it names is gone. */
export function takeLockFile(path: string, content: string, options: LockOptions, depth = 0): true | Refusal {
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
  const claimed = takeLockFile(claim, content, options, depth + 1);
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

/** Removes the file at `path` if it still holds `content`: never another process's lock. */
export function removeIfMine(path: string, content: string) {
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

export function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
