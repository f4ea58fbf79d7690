/**
 * <CallToAction title="Ready to Stop Losing Leads?" description="…" primaryCta={…} secondaryCta={…} />:
 * a closing banner with one or two real links styled as buttons.
 */
import { type ReactNode, useId } from 'react';
import type { Cta } from '~/content/types';
import { CtaLink } from '~/components/ui/CtaLink';
import { cx } from '~/components/ui/cx';
import { REVEAL_THRESHOLD_LANDING, Reveal } from '~/components/ui/Reveal';

export interface CallToActionProps {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  primaryCta: Cta;
  secondaryCta?: Cta;
  /** Small print under the buttons (e.g. "Financing Available at Checkout"). */
  note?: ReactNode;
  className?: string;
  reveal?: number | false;
  children?: ReactNode;
}

export function CallToAction({
  id,
  title,
  eyebrow,
  description,
  primaryCta,
  secondaryCta,
  note,
  className,
  reveal = REVEAL_THRESHOLD_LANDING,
  children,
}: CallToActionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-title`;
  const banner = (
    <div className="relative isolate overflow-hidden rounded-3xl border border-plasma-300/30 bg-space-800 px-6 py-14 text-center sm:px-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-nebula-600)_35%,transparent),transparent_65%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-plasma-500)_22%,transparent),transparent_60%)]"
      />
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <h2 id={headingId} className="mx-auto max-w-3xl font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {description && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{description}</div>}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <CtaLink cta={primaryCta} variant="primary" />
        {secondaryCta && <CtaLink cta={secondaryCta} variant="secondary" />}
      </div>
      {note && <p className="mt-5 text-sm text-muted">{note}</p>}
      {children}
    </div>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cx('scroll-mt-20 py-20 sm:py-24', className)}>
      {reveal === false ? (
        <div className="container-page">{banner}</div>
      ) : (
        <Reveal threshold={reveal} className="container-page">
          {banner}
        </Reveal>
      )}
    </section>
  );
}
