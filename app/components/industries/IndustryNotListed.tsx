/**
 * <IndustryNotListed id="industry-not-listed" heading="…" description="…" cta={…} />: a short banner for
 * visitors whose field has no card, with its own <h2> and a call to action.
 */
import type { Cta } from '~/content/types';
import { SectionHeading } from '~/components/sections/Section';
import { CtaLink } from '~/components/ui/CtaLink';
import { Reveal } from '~/components/ui/Reveal';

export interface IndustryNotListedProps {
  id: string;
  heading: string;
  description: string;
  cta: Cta;
}

export function IndustryNotListed({ id, heading, description, cta }: IndustryNotListedProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 py-12 sm:py-16">
      <Reveal className="container-page">
        <div className="card flex flex-col items-start gap-8 p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <SectionHeading id={headingId} title={heading} intro={description} align="start" />
          <CtaLink cta={cta} variant="primary" className="shrink-0" />
        </div>
      </Reveal>
    </section>
  );
}
