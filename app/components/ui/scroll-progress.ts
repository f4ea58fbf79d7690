/** Share of the page scrolled, in percent: 0 at the top, 100 at the bottom, never above 100. */
export function scrollProgressPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return scrollTop > 0 ? 100 : 0;
  const percent = (scrollTop / scrollable) * 100;
  return Math.min(100, Math.max(0, percent));
}
