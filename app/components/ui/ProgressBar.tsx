/**
 * <ProgressBar label="Launch progress" percent={72} animated />: a labelled progress bar. Animated, its
 * fill grows in and a light sweeps across it; under reduced motion it is drawn still at its value.
 */
import { useId } from 'react';
import { cx } from './cx';

export interface ProgressBarProps {
  label: string;
  percent: number;
  animated?: boolean;
  className?: string;
}

export function ProgressBar({ label, percent, animated = false, className }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const labelId = useId();
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-sm font-semibold text-ink">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="text-plasma-300 tabular-nums">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-2 h-3 overflow-hidden rounded-full bg-space-700"
      >
        <div
          className={cx('kit-progress-fill h-full rounded-full', animated && 'kit-progress-animated')}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
