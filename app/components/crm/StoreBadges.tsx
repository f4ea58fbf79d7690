/**
 * App Store and Google Play badges: real links (from site.config) drawn as store buttons.
 */
import type { StoreBadge } from '~/content/crm';
import { cx } from '~/components/ui/cx';

function AppleGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
      <path d="M4 2.6 13.6 12 4 21.4c-.3-.2-.5-.6-.5-1V3.6c0-.4.2-.8.5-1z" fill="#67e8f9" />
      <path d="m16.7 8.9-3.1 3.1L4 2.6c.2-.1.5-.1.8 0z" fill="#a78bfa" />
      <path d="M16.7 15.1 4.8 21.4c-.3.1-.6.1-.8 0l9.6-9.4z" fill="#fb7185" />
      <path d="m20.2 10.9-3.5-2-3.1 3.1 3.1 3.1 3.5-2c.8-.5.8-1.7 0-2.2z" fill="#fcd34d" />
    </svg>
  );
}

export function StoreBadges({ badges, className }: { badges: StoreBadge[]; className?: string }) {
  return (
    <ul aria-label="Download the mobile app" className={cx('flex flex-wrap gap-4', className)}>
      {badges.map((badge) => (
        <li key={badge.store}>
          {/* Named by its text ("Download on the App Store"), so the name holds what is seen (WCAG 2.5.3). */}
          <a
            href={badge.href}
            rel="noopener noreferrer"
            className="inline-flex min-w-44 items-center gap-3 rounded-xl border border-ink/30 bg-space-950 px-4 py-2 text-ink transition-colors hover:border-plasma-300"
          >
            {badge.store === 'app-store' ? <AppleGlyph /> : <PlayGlyph />}
            <span className="flex flex-col leading-tight">
              <span className="text-[0.7rem] tracking-wide uppercase">{badge.lead}</span>{' '}
              <span className="font-display text-lg font-semibold">{badge.storeName}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
