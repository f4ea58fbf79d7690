import { useId } from 'react';
import { siteConfig } from '~/site.config';

/** The brand mark: a ringed planet drawn for the site, plus the brand name. */
export function Logo({ className = '' }: { className?: string }) {
  // Header and footer both show the logo: each copy needs its own gradient id.
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2 font-display text-lg font-bold tracking-tight text-ink ${className}`}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#67e8f9" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="9" fill={`url(#${gradientId})`} />
        <ellipse cx="16" cy="16" rx="15" ry="5" fill="none" stroke="#c4b5fd" strokeWidth="1.6" transform="rotate(-20 16 16)" />
        <circle cx="26" cy="7" r="1.6" fill="#fcd34d" />
      </svg>
      {siteConfig.brandName}
    </span>
  );
}
