/**
 * <OfferingCard card={card} />: one offering of the All Solutions overview: icon, badge, name, what it
 * is, its overview starting price and a link to its page. The premium plan is drawn as a wide banner.
 */
import type { SolutionOverviewCard } from '~/content/solutions';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { SiteLink } from '~/components/ui/SiteLink';

export function OfferingCard({ card }: { card: SolutionOverviewCard }) {
  const premium = card.badge === 'Premium';
  return (
    <article
      aria-labelledby={`offering-${card.id}`}
      className={cx(
        'flex h-full flex-col gap-5 rounded-[1.25rem] p-6',
        premium
          ? 'border border-solar-300/50 bg-[radial-gradient(ellipse_at_left,color-mix(in_oklab,var(--color-solar-400)_14%,transparent),transparent_60%),radial-gradient(ellipse_at_right,color-mix(in_oklab,var(--color-nebula-600)_30%,transparent),transparent_65%)] bg-space-800 sm:p-8 md:flex-row md:items-center'
          : 'card',
      )}
    >
      <div className={cx('flex items-start justify-between gap-3', premium && 'md:contents')}>
        <span
          className={cx(
            'grid size-12 shrink-0 place-items-center rounded-2xl',
            premium ? 'bg-solar-300 text-space-950' : 'bg-space-700 text-plasma-300',
          )}
        >
          <Icon name={card.icon} className="size-6" />
        </span>
        {card.badge && !premium && <Badge>{card.badge}</Badge>}
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={`offering-${card.id}`} className={cx('font-display font-semibold text-ink', premium ? 'text-2xl' : 'text-xl')}>
            {card.title}
          </h3>
          {card.badge && premium && <Badge>{card.badge}</Badge>}
        </div>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{card.description}</p>
      </div>
      <div className={cx('flex flex-wrap items-center justify-between gap-3', premium && 'md:flex-col md:items-end')}>
        {card.priceLabel ? (
          <p className={cx('font-display text-lg font-semibold', premium ? 'text-solar-300' : 'text-plasma-300')}>{card.priceLabel}</p>
        ) : (
          <p className="text-sm text-muted">Not available yet</p>
        )}
        <SiteLink href={card.href} className={buttonClass(premium ? 'primary' : 'secondary', 'sm')}>
          {card.ctaText}
          <span className="sr-only"> about {card.title}</span>
          <Icon name="arrow-right" strokeWidth={2} className="size-4" />
        </SiteLink>
      </div>
    </article>
  );
}
