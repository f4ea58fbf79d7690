/**
 * Where a key moves focus in a menu of `count` entries (WAI-ARIA menu pattern): the arrows step and wrap
 * around, Home and End go to the first and last entries; null for any other key.
 */
export function menuEntryForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Which entry a key on the menu's button opens the menu at: the first or the last, or none. */
export function menuOpeningEntry(key: string): 'first' | 'last' | null {
  if (key === 'Enter' || key === ' ' || key === 'ArrowDown') return 'first';
  return key === 'ArrowUp' ? 'last' : null;
}
