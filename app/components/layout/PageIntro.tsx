import type { ReactNode } from 'react';
import { pageByPath } from '~/content/pages';

/** A page's heading and introduction from app/content/pages.ts, with optional content below. */
export function PageIntro({ path, children }: { path: string; children?: ReactNode }) {
  const page = pageByPath(path);
  return (
    <section aria-labelledby="page-title" className="container-page pt-16 pb-10 sm:pt-24">
      <h1 id="page-title" className="max-w-4xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        {page.heading}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{page.intro}</p>
      {children}
    </section>
  );
}
