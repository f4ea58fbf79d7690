import { PAGE_BUDGET, budgetMisses, formatBudget } from './page-budget';

describe('page budget', () => {
  it('states the budget every route is held to', () => {
    expect(formatBudget(PAGE_BUDGET)).toBe('Performance 100, LCP ≤ 1.6 s, TBT ≤ 50 ms, CLS ≤ 0.01, initial JS ≤ 125 KB gzip');
  });

  it('passes a route at the limits and names each measure over them', () => {
    const atLimits = { performance: 100, lcpMs: 1600, tbtMs: 50, cls: 0.01, initialJsGzip: 128_000 };
    expect(budgetMisses(atLimits)).toEqual([]);
    expect(budgetMisses({ ...atLimits, performance: 99, lcpMs: 1601, initialJsGzip: 128_001 })).toEqual(['performance', 'LCP', 'initial JS']);
    expect(budgetMisses({ ...atLimits, tbtMs: 51, cls: 0.011 })).toEqual(['TBT', 'CLS']);
  });

  it('checks only the measures given', () => {
    expect(budgetMisses({ initialJsGzip: 130_000 })).toEqual(['initial JS']);
    expect(budgetMisses({ initialJsGzip: 100_000 })).toEqual([]);
  });
});
