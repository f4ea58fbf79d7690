import { PHONE_RATES } from '~/content/phone-rates';
import { billableQuantity, estimateUsage, formatCents, rateInTenThousandths } from './phone-usage';

const amounts = (input: Parameters<typeof estimateUsage>[0]) => {
  const estimate = estimateUsage(input);
  return [...estimate.lines.map((line) => line.amount), estimate.total];
};

describe('phone usage estimate', () => {
  it('prices 100 outbound minutes, 100 inbound minutes and 100 segments at $1.82 + $1.11 + $1.08 = $4.01', () => {
    expect(amounts({ outboundMinutes: '100', inboundMinutes: '100', smsSegments: '100' })).toEqual(['$1.82', '$1.11', '$1.08', '$4.01']);
  });

  it('reads the rates from content', () => {
    expect(rateInTenThousandths(PHONE_RATES.outboundPerMinute)).toBe(182n);
    expect(rateInTenThousandths(PHONE_RATES.inboundPerMinute)).toBe(111n);
    expect(rateInTenThousandths(PHONE_RATES.smsPerSegment)).toBe(108n);
    const doubled = estimateUsage({ outboundMinutes: 100, inboundMinutes: 0, smsSegments: 0 }, { outboundPerMinute: 0.0364, inboundPerMinute: 0, smsPerSegment: 0 });
    expect(doubled.total).toBe('$3.64');
  });

  it('counts empty, non-numeric, negative and non-finite input as 0', () => {
    for (const bad of ['', '   ', 'abc', '-5', '-0.5', 'NaN', 'Infinity', '1e400']) expect(billableQuantity(bad)).toBe(0n);
    expect(amounts({ outboundMinutes: '', inboundMinutes: 'lots', smsSegments: '-20' })).toEqual(['$0.00', '$0.00', '$0.00', '$0.00']);
  });

  it('bills a fraction as the next whole minute or segment', () => {
    expect(billableQuantity('0.2')).toBe(1n);
    expect(billableQuantity('99.01')).toBe(100n);
    expect(billableQuantity(' 42 ')).toBe(42n);
  });

  it('rounds each line to the cent, half up, and totals the lines as shown', () => {
    // 1 outbound minute = 182 ten-thousandths = $0.0182 → $0.02; 3 segments = $0.0324 → $0.03
    const estimate = estimateUsage({ outboundMinutes: 1, inboundMinutes: 0, smsSegments: 3 });
    expect(estimate.lines.map((line) => line.amount)).toEqual(['$0.02', '$0.00', '$0.03']);
    expect(estimate.total).toBe('$0.05');
    // 25 outbound minutes = $0.455 exactly → half up to $0.46 (floats would give 0.45499…)
    expect(estimateUsage({ outboundMinutes: 25, inboundMinutes: 0, smsSegments: 0 }).total).toBe('$0.46');
  });

  it('stays exact for very large input, with thousands separators', () => {
    const estimate = estimateUsage({ outboundMinutes: '1000000000000', inboundMinutes: '9007199254740993', smsSegments: '1e21' });
    expect(estimate.lines[0]!.amount).toBe('$18,200,000,000.00');
    // 2^53 + 1 is not a float; the input rounds to 2^53 + 0 or + 2 before billing, never to a wrong price.
    expect(estimate.lines[1]!.cents).toBe((billableQuantity('9007199254740993') * 111n + 50n) / 100n);
    expect(estimate.lines[2]!.amount).toBe('$10,800,000,000,000,000,000.00');
    expect(estimate.totalCents).toBe(estimate.lines.reduce((sum, line) => sum + line.cents, 0n));
  });

  it('formats cents as US dollars', () => {
    expect(formatCents(0n)).toBe('$0.00');
    expect(formatCents(5n)).toBe('$0.05');
    expect(formatCents(123456789n)).toBe('$1,234,567.89');
  });
});
