/**
 * "The Reality Check": what silence costs, then the pain figures beside the results (SPEC §2 Home:
 * reality check and pain/result stats), as one section so each figure sits next to its story.
 */
import { Section } from '~/components/sections/Section';
import { StatList } from '~/components/sections/Stats';
import { REVEAL_THRESHOLD_HOME } from '~/components/ui/Reveal';
import type { HomeContent } from '~/content/home';
import { siteConfig } from '~/site.config';

export interface RealityCheckProps {
  content: HomeContent['realityCheck'];
  painStats: HomeContent['painStats'];
  resultStats: HomeContent['resultStats'];
}

export function RealityCheck({ content: realityCheck, painStats, resultStats }: RealityCheckProps) {
  const assistant = siteConfig.assistantName;
  return (
    <Section
      id="reality-check"
      title={realityCheck.heading}
      align="start"
      reveal={REVEAL_THRESHOLD_HOME}
      className="relative"
    >
      <div className="-mt-4 grid items-center gap-10 lg:grid-cols-[1.15fr_0.85fr]">
        <div className="space-y-5 text-lg leading-relaxed text-muted">
          {realityCheck.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img
          src="/images/home/reality-check.svg"
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>

      <div className="mt-16 space-y-12">
        <div>
          <h3 className="flex items-center gap-3 font-display text-xl font-semibold text-flare-400">
            <span aria-hidden="true" className="h-px w-8 bg-flare-400/70" />
            Without {assistant}
          </h3>
          <StatList stats={painStats} tone="flare" className="mt-6" />
        </div>
        <div>
          <h3 className="flex items-center gap-3 font-display text-xl font-semibold text-plasma-300">
            <span aria-hidden="true" className="h-px w-8 bg-plasma-300/70" />
            With {assistant}
          </h3>
          <StatList stats={resultStats} tone="plasma" className="mt-6" />
        </div>
      </div>
    </Section>
  );
}
