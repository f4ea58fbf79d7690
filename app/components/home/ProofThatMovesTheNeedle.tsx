/**
 * "Proof That Moves the Needle": nine outcome rows. Each row is a tooltip trigger covering the whole
 * row: hover opens it, a click (or Enter/Space) keeps it open, Escape or a click elsewhere closes it.
 * Beside them a gauge whose needle swings up when the section comes into view.
 */
import { Section } from '~/components/sections/Section';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import { Tooltip } from '~/components/ui/Tooltip';
import type { HomeContent } from '~/content/home';
import { Icon } from '~/components/ui/Icon';

function NeedleGauge() {
  const ticks = Array.from({ length: 11 }, (_, index) => {
    const angle = Math.PI - (index * Math.PI) / 10;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return { x1: 160 + 112 * cos, y1: 170 - 112 * sin, x2: 160 + (index % 5 === 0 ? 96 : 102) * cos, y2: 170 - (index % 5 === 0 ? 96 : 102) * sin };
  });
  return (
    <svg aria-hidden="true" viewBox="0 0 320 200" width="320" height="200" className="mx-auto h-auto w-full max-w-[15rem] sm:max-w-xs">
      <defs>
        <linearGradient id="needle-arc" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fb7185" />
          <stop offset="0.5" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
        <radialGradient id="needle-glow" cx="0.5" cy="1" r="0.9">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.35" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path d="M20 170 A140 140 0 0 1 300 170 Z" fill="url(#needle-glow)" />
      <path d="M30 170 A130 130 0 0 1 290 170" fill="none" stroke="#1a1f3d" strokeWidth="18" strokeLinecap="round" />
      <path d="M30 170 A130 130 0 0 1 290 170" fill="none" stroke="url(#needle-arc)" strokeWidth="10" strokeLinecap="round" />
      <g stroke="#aab0d0" strokeOpacity="0.6" strokeWidth="2" strokeLinecap="round">
        {ticks.map((tick) => (
          <line key={`${tick.x1.toFixed(1)}-${tick.y1.toFixed(1)}`} x1={tick.x1.toFixed(1)} y1={tick.y1.toFixed(1)} x2={tick.x2.toFixed(1)} y2={tick.y2.toFixed(1)} />
        ))}
      </g>
      <g className="home-needle">
        <path d="M156 170 L160 58 L164 170 Z" fill="#e8eaf6" />
        <circle cx="160" cy="58" r="4" fill="#67e8f9" />
      </g>
      <circle cx="160" cy="170" r="13" fill="#262c52" stroke="#67e8f9" strokeWidth="2" />
      <circle cx="160" cy="170" r="4" fill="#67e8f9" />
    </svg>
  );
}

export function ProofThatMovesTheNeedle({ content: outcomes }: { content: HomeContent['outcomes'] }) {
  return (
    <Section id="proof" title={outcomes.heading} reveal={REVEAL_THRESHOLD_HOME}>
      <div className="-mt-4 space-y-10">
        <NeedleGauge />
        <ul className="mx-auto grid max-w-2xl gap-3 lg:max-w-none lg:grid-cols-3">
          {outcomes.items.map((outcome) => (
            <li
              key={outcome.text}
              className="card relative flex items-center gap-3 px-4 py-3.5 transition-colors has-[button[data-state=open]]:border-plasma-300/60 hover:border-plasma-300/40"
            >
              <Icon name="circle-check" strokeWidth={2} className="size-5 shrink-0 text-plasma-300" />
              <Tooltip
                content={outcome.tooltip}
                stretch
                className="flex flex-1 items-center justify-between gap-3 text-left font-medium text-ink focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-plasma-300"
              >
                {outcome.text}
                <Icon name="info" strokeWidth={2} className="size-4 shrink-0 text-muted" />
              </Tooltip>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
