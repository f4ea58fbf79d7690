import type { Era } from '~/content/types';
import { Icon } from '~/components/ui/Icon';

/** One era of the timeline: its picture, date, headline, story, points and lesson. */
export function EraCard({ era, position, headingId }: { era: Era; position: string; headingId: string }) {
  return (
    <article aria-labelledby={headingId} className="card grid gap-8 overflow-hidden p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
      <img
        src={era.image}
        alt={era.altText}
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full rounded-2xl"
      />
      <div>
        <p className="eyebrow">
          {position} · <span className="text-solar-300">{era.timestamp}</span>
        </p>
        <h3 id={headingId} className="mt-3 font-display text-2xl font-bold text-ink sm:text-3xl">
          {era.headline}
        </h3>
        <p className="mt-4 leading-relaxed text-muted">{era.copy}</p>
        <ul className="mt-5 space-y-2">
          {era.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-ink">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-plasma-300" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl border-l-4 border-solar-300 bg-space-700/60 px-4 py-3 text-sm text-ink">
          <span className="font-semibold text-solar-300">Lesson: </span>
          {era.lesson}
        </p>
      </div>
    </article>
  );
}
