/**
 * <PageHeader eyebrow="Contact" title={content.heading} intro={content.intro} />: the top of a page without
 * a hero image: its single <h1> and introduction, fed by the page's content file. `aside` fills the second
 * column on a wide screen (below the introduction on a narrow one), so the header is not half empty.
 */
import type { ReactNode } from 'react';
import { cx } from '~/components/ui/cx';

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Heading id; the section is labelled by it. */
  id?: string;
  align?: 'center' | 'start';
  /** Content beside the heading and introduction from 1024 px (a key-facts panel, an image). */
  aside?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function PageHeader({ title, eyebrow, intro, id = 'page-title', align = 'start', aside, children, className }: PageHeaderProps) {
  const heading = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1
        id={id}
        className={cx(
          'mt-3 max-w-4xl font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl',
          align === 'center' && 'mx-auto',
        )}
      >
        {title}
      </h1>
      {intro && <div className={cx('mt-5 max-w-2xl text-lg leading-relaxed text-muted', align === 'center' && 'mx-auto')}>{intro}</div>}
    </>
  );
  return (
    <section aria-labelledby={id} className={cx('relative isolate pt-16 pb-10 sm:pt-24', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[30rem] max-w-5xl rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-nebula-600)_24%,transparent),transparent)]"
      />
      <div className={cx('container-page', align === 'center' && 'text-center')}>
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-12">
            <div>{heading}</div>
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  );
}
