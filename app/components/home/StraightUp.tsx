/**
 * "Straight Up... What Do We Do?": three accordions, one open at a time (clicking the open one closes
 * it), beside the picture of the assistant that links to /ai.
 */
import { Section } from '~/components/sections/Section';
import { Accordion } from '~/components/ui/Accordion';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import { SiteLink } from '~/components/ui/SiteLink';
import type { HomeContent } from '~/content/home';
import { Icon } from '~/components/ui/Icon';

export const STRAIGHT_UP_GROUP = 'straight-up';

export interface StraightUpProps {
  content: HomeContent['straightUp'];
  aiImageLink: HomeContent['aiImageLink'];
}

export function StraightUp({ content: straightUp, aiImageLink }: StraightUpProps) {
  const items = straightUp.items.map((item) => ({
    id: item.id,
    title: item.title,
    content: (
      <div className="space-y-3 leading-relaxed">
        {item.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    ),
  }));
  return (
    <Section id="straight-up" title={straightUp.heading} reveal={REVEAL_THRESHOLD_HOME}>
      <div className="grid items-center gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <SiteLink
          href={aiImageLink.href}
          className="group mx-auto block w-full max-w-72 rounded-3xl text-center sm:max-w-80 lg:max-w-sm"
        >
          <img
            src="/images/home/meet-vale.svg"
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
          <span className="mt-2 block font-semibold text-balance text-plasma-300 group-hover:underline">
            {aiImageLink.alt} <Icon name="arrow-right" strokeWidth={2} className="inline size-4 align-[-0.15em]" />
          </span>
        </SiteLink>
        <Accordion
          name={STRAIGHT_UP_GROUP}
          items={items}
          defaultOpenId={straightUp.items[0]?.id ?? null}
          itemClassName="card px-5 py-4 sm:px-6 sm:py-5"
          summaryClassName="font-display text-lg sm:text-xl"
          panelClassName="pt-4 text-muted"
        />
      </div>
    </Section>
  );
}
