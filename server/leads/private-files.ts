/**
 * The data folder is private to the server's user: folders 0700 and files 0600 (the leads, the write-ahead
 * log, the owner's token, the lock). What was found open to others is tightened by makePrivate.
 */
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The group's and others' permissions; as process.umask, what the process creates is its user's alone. */
export const PRIVATE_UMASK = 0o077;

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
