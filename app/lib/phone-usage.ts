/**
 * The phone usage estimate (SPEC §5, §9): three quantities times their rates, each line and the total
 * in US dollars to 2 decimals. Exact integer arithmetic (BigInt, rates in ten-thousandths of a
 * dollar), so no float drift and no overflow however large the input.
 */
import { PHONE_RATES, type PhoneRateKey } from '~/content/phone-rates';
import { groupThousands } from '~/lib/numbers';

export type UsageLineKey = 'outboundMinutes' | 'inboundMinutes' | 'smsSegments';

export type UsageInput = Record<UsageLineKey, string | number>;

export const USAGE_LINES: ReadonlyArray<{ key: UsageLineKey; rate: PhoneRateKey }> = [
  { key: 'outboundMinutes', rate: 'outboundPerMinute' },
  { key: 'inboundMinutes', rate: 'inboundPerMinute' },
  { key: 'smsSegments', rate: 'smsPerSegment' },
];

export interface UsageLine {
  key: UsageLineKey;
  /** Whole units billed (minutes or segments). */
  quantity: bigint;
  cents: bigint;
  /** "$1.82" */
  amount: string;
}

export interface UsageEstimate {
  lines: UsageLine[];
  totalCents: bigint;
  /** "$4.01": the sum of the lines as shown. */
  total: string;
}

const RATE_SCALE = 10_000n; // rates have four decimals

/** A rate in ten-thousandths of a dollar: 0.0182 → 182n. */
export function rateInTenThousandths(rate: number): bigint {
  return BigInt(Math.round(rate * Number(RATE_SCALE)));
}

/**
 * Whole units from what the visitor typed: empty, non-numeric, negative or non-finite input is 0;
 * a fraction is billed as the next whole unit (calls are billed in whole minutes).
 */
export function billableQuantity(input: string | number): bigint {
  const value = typeof input === 'number' ? input : Number(input.trim() === '' ? Number.NaN : input);
  if (!Number.isFinite(value) || value <= 0) return 0n;
  return BigInt(Math.ceil(value));
}

/** Rounds ten-thousandths of a dollar to cents, half up. */
function toCents(tenThousandths: bigint): bigint {
  return (tenThousandths + 50n) / 100n;
}

/** 401n → "$4.01"; 123456789n → "$1,234,567.89". */
export function formatCents(cents: bigint): string {
  const dollars = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `$${groupThousands(dollars)}.${rest}`;
}

export function estimateUsage(input: UsageInput, rates: Record<PhoneRateKey, number> = PHONE_RATES): UsageEstimate {
  const lines = USAGE_LINES.map(({ key, rate }) => {
    const quantity = billableQuantity(input[key]);
    const cents = toCents(quantity * rateInTenThousandths(rates[rate]));
    return { key, quantity, cents, amount: formatCents(cents) };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0n);
  return { lines, totalCents, total: formatCents(totalCents) };
}
