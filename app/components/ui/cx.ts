/** Joins class names, skipping empty ones: cx('a', cond && 'b'). Nothing to join gives undefined (no empty attribute). */
export function cx(...classes: Array<string | false | null | undefined>): string | undefined {
  return classes.filter(Boolean).join(' ') || undefined;
}
