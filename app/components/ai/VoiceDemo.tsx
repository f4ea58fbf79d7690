/**
 * The /ai voice demo (#voice-ai): what the beta voice agent does, and the orb that starts a conversation.
 */
import { Badge } from '~/components/ui/Badge';
import { Reveal, REVEAL_THRESHOLD_LANDING } from '~/components/ui/Reveal';
import type { AiContent } from '~/content/ai';
import { VoiceOrb } from '~/features/voice/DeferredVoiceOrb';

export function VoiceDemo({ content }: { content: AiContent['voiceDemo'] }) {
  const headingId = `${content.id}-title`;
  return (
    <section id={content.id} aria-labelledby={headingId} className="scroll-mt-20 py-16 sm:py-20">
      <Reveal threshold={REVEAL_THRESHOLD_LANDING} className="container-page">
        <div className="card grid items-center gap-8 p-6 sm:p-10 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id={headingId} className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {content.heading} <Badge className="ml-2">{content.badge}</Badge>
            </h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-2xl leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <p className="mt-4 text-sm text-muted">{content.note}</p>
          </div>
          <VoiceOrb variant="inline" />
        </div>
      </Reveal>
    </section>
  );
}
