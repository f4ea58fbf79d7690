/**
 * What every route is held to (Lighthouse 12 mobile, median of three runs; initial JS from the build).
 * `npm run perf` and `npm run perf:js` print each route against it.
 */
export interface PageMeasures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Initial JS of the route, gzip bytes. */
  initialJsGzip: number;
}

export const PAGE_BUDGET: PageMeasures = {
  performance: 100,
  lcpMs: 1600,
  tbtMs: 50,
  cls: 0.01,
  initialJsGzip: 125 * 1024,
};

export function formatBudget(budget: PageMeasures): string {
  return [
    `Performance ${budget.performance}`,
    `LCP ≤ ${(budget.lcpMs / 1000).toFixed(1)} s`,
    `TBT ≤ ${budget.tbtMs} ms`,
    `CLS ≤ ${budget.cls}`,
    `initial JS ≤ ${budget.initialJsGzip / 1024} KB gzip`,
  ].join(', ');
}

/** The measures over budget, by name; empty when the route is within it. Measures left out are not checked. */
export function budgetMisses(measured: Partial<PageMeasures>, budget: PageMeasures = PAGE_BUDGET): string[] {
  const misses: string[] = [];
  if (measured.performance !== undefined && measured.performance < budget.performance) misses.push('performance');
  if (measured.lcpMs !== undefined && measured.lcpMs > budget.lcpMs) misses.push('LCP');
  if (measured.tbtMs !== undefined && measured.tbtMs > budget.tbtMs) misses.push('TBT');
  if (measured.cls !== undefined && measured.cls > budget.cls) misses.push('CLS');
  if (measured.initialJsGzip !== undefined && measured.initialJsGzip > budget.initialJsGzip) misses.push('initial JS');
  return misses;
}
