/**
 * The best score in localStorage. Storage may be missing (server render), blocked
 * (privacy settings: even reading `window.localStorage` throws), full, or hold
 * anything at all; none of that ever throws out of here.
 *
 * Pass the storage lazily so a throwing getter is caught too:
 *   loadHighScore(() => window.localStorage)
 */
import { HIGH_SCORE_KEY } from './constants';

/** A storage object, a function returning one (called inside a try), or nothing. */
export type StorageSource<T> = T | (() => T | null | undefined) | null | undefined;

/** The page's localStorage, reached only when called, so a blocked one throws inside the try here. */
export const browserStorage = () => window.localStorage;

// Up to 16 digits, then checked against Number.MAX_SAFE_INTEGER.
const STORED_SCORE_PATTERN = /^\d{1,16}$/;

function resolve<T extends object>(source: StorageSource<T>): T | null | undefined {
  return typeof source === 'function' ? source() : source;
}

/** A stored high score as a number, or 0 when it is anything but a plain non-negative integer. */
export function parseHighScore(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || !STORED_SCORE_PATTERN.test(raw)) return 0;
  const score = Number(raw);
  return Number.isSafeInteger(score) ? score : 0;
}

export function loadHighScore(storage: StorageSource<Pick<Storage, 'getItem'>>): number {
  try {
    return parseHighScore(resolve(storage)?.getItem(HIGH_SCORE_KEY));
  } catch {
    return 0;
  }
}

/** Writes the score; false when it is not a valid score or storage is missing, blocked or full. */
export function saveHighScore(storage: StorageSource<Pick<Storage, 'setItem'>>, score: number): boolean {
  if (!Number.isSafeInteger(score) || score < 0) return false;
  try {
    const store = resolve(storage);
    if (!store) return false;
    store.setItem(HIGH_SCORE_KEY, String(score));
    return true;
  } catch {
    return false;
  }
}
