import { COUNTER_DONE_MS, INTRO_MS, YEAR_END, YEAR_START, YEAR_STEP, YEAR_TICK_MS, formatYear, yearAt } from './intro-clock';

describe('time-travel intro clock', () => {
  it('uses the SPEC constants: 4 s intro, 3000 BC to 2042 AD, 25 years every 15 ms', () => {
    expect([INTRO_MS, YEAR_START, YEAR_END, YEAR_STEP, YEAR_TICK_MS]).toEqual([4000, -3000, 2042, 25, 15]);
  });

  it('starts at 3000 BC and steps 25 years per 15 ms tick', () => {
    expect(yearAt(0)).toBe(-3000);
    expect(yearAt(14)).toBe(-3000);
    expect(yearAt(15)).toBe(-2975);
    expect(yearAt(150)).toBe(-2750);
    expect(yearAt(-20)).toBe(-3000);
  });

  it('stops at 2042 AD, reached after 202 ticks (3,030 ms) and before the intro ends', () => {
    expect(yearAt(201 * 15)).toBe(2025);
    expect(yearAt(202 * 15)).toBe(2042);
    expect(yearAt(10_000)).toBe(2042);
    expect(COUNTER_DONE_MS).toBe(3030);
    expect(COUNTER_DONE_MS).toBeLessThan(INTRO_MS);
  });

  it('formats BC and AD years, with no year zero', () => {
    expect(formatYear(-3000)).toBe('3000 BC');
    expect(formatYear(-25)).toBe('25 BC');
    expect(formatYear(0)).toBe('1 AD');
    expect(formatYear(1500)).toBe('1500 AD');
    expect(formatYear(2042)).toBe('2042 AD');
  });
});
