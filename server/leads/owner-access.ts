/**
 * How the owner's CLI reaches a running server's lead store. PGlite lets one process hold its folder, so
 * while the server runs, the CLI asks the server: at start the server writes DATA_DIR/owner.json (readable
 * by its own user only) with its loopback address and a fresh token, and removes it when it stops. The
 * owner route answers only requests from this machine that carry that token.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FOLDER_MODE } from './private-files';

export const OWNER_FILE = 'owner.json';
export const OWNER_PATH = '/api/owner';

export interface OwnerAccess {
  /** Where the server answers on this machine, like http://127.0.0.1:3000. */
  url: string;
  token: string;
  pid: number;
}

export function createOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address the CLI should use for a server listening on host:port. */
export function loopbackUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Writes the access file atomically, so the CLI never reads half of it; returns a function that removes it. */
export function publishOwnerAccess(dataDir: string, access: OwnerAccess): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = join(dataDir, OWNER_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(access), { mode: 0o600 });
  renameSync(temporary, file);
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as Partial<OwnerAccess>;
      // Another server may have started on the same folder since; its file stays.
      if (current.pid === access.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server's access, or undefined when no server holds the folder (none started, or it died). */
export function readOwnerAccess(dataDir: string): OwnerAccess | undefined {
  let access: Partial<OwnerAccess>;
  try {
    access = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Partial<OwnerAccess>;
  } catch {
    return undefined;
  }
  if (typeof access.url !== 'string' || typeof access.token !== 'string' || typeof access.pid !== 'number') return undefined;
  return isRunning(access.pid) ? (access as OwnerAccess) : undefined;
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^127\./.test(address) || /^::ffff:127\./.test(address);
}

export function tokenMatches(expected: string, authorization: string | undefined): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
