/**
 * Whole numbers as the site writes them: 1697 → "1,697". Written out rather than with toLocaleString or
 * Intl.NumberFormat, whose first use loads the browser's locale data (tens of milliseconds on a phone) while a
 * page starts.
 */
export function groupThousands(value: number | bigint): string {
  const digits = (typeof value === 'bigint' ? value : Math.trunc(value)).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
