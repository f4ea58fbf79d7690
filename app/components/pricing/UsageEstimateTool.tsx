/**
 * The phone usage calculator of /pricing: a "Usage Estimate Tool" button opening a dialog with three
 * number inputs, a per-line breakdown and the total, updated as the visitor types. The total is also
 * announced politely once typing pauses, so a screen reader is not interrupted on every key.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { USAGE_DEFAULTS } from '~/content/phone-rates';
import type { PricingContent } from '~/content/pricing';
import { USAGE_LINES, type UsageInput, type UsageLineKey, estimateUsage } from '~/lib/phone-usage';
import { Icon } from '~/components/ui/Icon';
import { groupThousands } from '~/lib/numbers';

/** Pause in typing after which the new total is announced. */
export const ANNOUNCE_DELAY_MS = 600;

const RATE_LABEL_OF: Record<UsageLineKey, keyof PricingContent['phoneUsage']['rateLabels']> = {
  outboundMinutes: 'outboundPerMinute',
  inboundMinutes: 'inboundPerMinute',
  smsSegments: 'smsPerSegment',
};

const initialInput = (): UsageInput => ({
  outboundMinutes: String(USAGE_DEFAULTS.outboundMinutes),
  inboundMinutes: String(USAGE_DEFAULTS.inboundMinutes),
  smsSegments: String(USAGE_DEFAULTS.smsSegments),
});

/** A dollar amount that may wrap after its thousands separators, never inside a group of digits. */
function Amount({ value }: { value: string }) {
  const groups = value.split(',');
  return groups.map((group, index) => (
    <span key={index}>
      {group}
      {index < groups.length - 1 && (
        <>
          ,<wbr />
        </>
      )}
    </span>
  ));
}

export interface UsageEstimateToolProps {
  copy: PricingContent['phoneUsage'];
  /** How usage is billed, one line each (PHONE_BILLING_TERMS.lines). */
  billingTerms: readonly string[];
}

export function UsageEstimateTool({ copy, billingTerms }: UsageEstimateToolProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<UsageInput>(initialInput);
  const estimate = estimateUsage(input);
  const [announced, setAnnounced] = useState('');
  const titleId = useId();
  const introId = useId();
  const firstInputRef = useRef<HTMLInputElement>(null);
  const totalSentence = `${copy.totalLabel}: ${estimate.total}`;

  useEffect(() => {
    if (!open) {
      setAnnounced('');
      return;
    }
    const timer = setTimeout(() => setAnnounced(totalSentence), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, totalSentence]);

  const close = () => setOpen(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="calculator" strokeWidth={2} className="size-4" />
        {copy.buttonLabel}
      </Button>
      <Dialog open={open} onClose={close} labelledBy={titleId} describedBy={introId} initialFocusRef={firstInputRef}>
        <div className="p-6 text-left sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
              {copy.heading}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={copy.closeLabel}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-space-700 hover:text-ink"
            >
              <Icon name="x" strokeWidth={2} className="size-5" />
            </button>
          </div>
          <p id={introId} className="mt-2 text-muted">
            {copy.intro}
          </p>

          <form className="mt-6 space-y-4" onSubmit={(event) => event.preventDefault()}>
            {USAGE_LINES.map(({ key }, index) => (
              <div key={key}>
                <label htmlFor={`${titleId}-${key}`} className="block text-sm font-semibold text-ink">
                  {copy.inputLabels[key]}
                </label>
                <input
                  ref={index === 0 ? firstInputRef : undefined}
                  id={`${titleId}-${key}`}
                  name={key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={input[key]}
                  onChange={(event) => setInput((current) => ({ ...current, [key]: event.target.value }))}
                  className="mt-1.5 w-full rounded-xl border border-space-600 bg-space-800 px-3.5 py-2.5 text-ink focus:border-plasma-300"
                />
              </div>
            ))}
          </form>

          <dl className="mt-6 space-y-2 rounded-2xl bg-space-800/80 p-4 text-sm">
            {estimate.lines.map((line) => (
              <div key={line.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <dt className="text-muted">
                  {groupThousands(line.quantity)} × {copy.rateLabels[RATE_LABEL_OF[line.key]]}
                </dt>
                <dd className="min-w-0 font-semibold text-ink tabular-nums">
                  <Amount value={line.amount} />
                </dd>
              </div>
            ))}
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-space-600 pt-3">
              <dt className="font-semibold text-ink">{copy.totalLabel}</dt>
              <dd className="min-w-0 font-display text-2xl font-bold text-plasma-300 tabular-nums">
                <Amount value={estimate.total} />
              </dd>
            </div>
          </dl>
          <p role="status" className="sr-only">
            {announced}
          </p>

          <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-muted">
            {billingTerms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">{copy.disclaimer}</p>
        </div>
      </Dialog>
    </>
  );
}
