/**
 * <Section id="overview" eyebrow="Services" title="What We Offer" intro="…">…</Section>: a page section
 * introduced by its own <h2> (aria-labelledby), in the page container, revealed on scroll (0.3) by default.
 * <SectionHeading> is the heading block alone, for custom layouts.
 */
import { type ReactNode, useId } from 'react';
import { cx } from '~/components/ui/cx';
import { REVEAL_THRESHOLD_LANDING, Reveal } from '~/components/ui/Reveal';
import { SectionHydratedApart } from '~/lib/deferred';

export interface SectionHeadingProps {
  /** Id of the heading element (what the section's aria-labelledby points to). */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  level?: 2 | 3;
  className?: string;
}

export function SectionHeading({ id, title, eyebrow, intro, align = 'center', level = 2, className }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl', className)}>
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <Heading id={id} className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </Heading>
      {intro && <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div>}
    </div>
  );
}

export interface SectionProps {
  /** Anchor of the section (#overview…); its heading gets `${id}-title`. */
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  children?: ReactNode;
  className?: string;
  containerClassName?: string;
  /** Reveal threshold (0..1), or false to show the content without the scroll animation. */
  reveal?: number | false;
}

export function Section({
  id,
  title,
  eyebrow,
  intro,
  align,
  children,
  className,
  containerClassName,
  reveal = REVEAL_THRESHOLD_LANDING,
}: SectionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-title`;
  const body = (
    <>
      <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} align={align} />
      {children && <div className="mt-12">{children}</div>}
    </>
  );
  return (
    <SectionHydratedApart id={id} aria-labelledby={headingId} className={cx('scroll-mt-20 py-20 sm:py-24', className)}>
      {reveal === false ? (
        <div className={cx('container-page', containerClassName)}>{body}</div>
      ) : (
        <Reveal threshold={reveal} className={cx('container-page', containerClassName)}>
          {body}
        </Reveal>
      )}
    </SectionHydratedApart>
  );
}
