/**
 * The voice-agent teaser of /websites: what Vale does on a client's site, and a link to hear it on /ai.
 */
import { Section } from '~/components/sections/Section';
import { CtaLink } from '~/components/ui/CtaLink';
import type { WebsitesContent } from '~/content/websites';
import { Icon } from '~/components/ui/Icon';

export function VoiceAgentTeaser({ content }: { content: WebsitesContent['voiceAgentTeaser'] }) {
  return (
    <Section id={content.id} title={content.heading} intro={content.description}>
      <div className="card mx-auto flex max-w-3xl flex-col items-center gap-8 p-6 sm:flex-row sm:p-8">
        <img src="/images/vale-orb.svg" alt="" width={120} height={120} loading="lazy" decoding="async" className="size-24 shrink-0 sm:size-28" />
        <div>
          <ul className="space-y-2">
            {content.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-ink">
                <Icon name="check" strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-plasma-300" />
                {point}
              </li>
            ))}
          </ul>
          <CtaLink cta={content.cta} variant="secondary" className="mt-6" />
        </div>
      </div>
    </Section>
  );
}
