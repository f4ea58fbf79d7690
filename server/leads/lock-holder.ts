/**
 * Who a lock file names, and whether that process still runs. A lock names its process by pid, host, the
 * kernel's start time of the process (where /proc gives it, so a later process given the same pid is told
 * apart; where it does not, as on macOS, a reused pid reads as the holder still running) and its pid
 * namespace (a container has its own). A holder on another host or in another container cannot be asked: it
 * refreshes its lock's time while it runs, and a lock left unrefreshed for FOREIGN_LOCK_STALE_MS is gone.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

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

/** This process, as its lock names it. */
export function thisProcess(role: HolderRole): LockHolder {
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

/** The holder a lock file's text names; undefined for text that is not a lock. */
export function parseHolder(text: string): LockHolder | undefined {
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

/** Whether the lock's pid means the same process here: the same host, and the same pid namespace where both know theirs. */
export function inThisProcessSpace(holder: LockHolder): boolean {
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
