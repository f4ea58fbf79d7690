import type { Route } from './+types/ai';
import { PageIntro } from '~/components/layout/PageIntro';
import { aiContent } from '~/content/ai';
import { VoiceOrb } from '~/features/voice/VoiceOrb';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/ai');

export default function Page() {
  const { voiceDemo } = aiContent;
  return (
    <>
      <PageIntro path="/ai" />
      <section id={voiceDemo.id} aria-labelledby="voice-ai-title" className="container-page pb-16">
        <div className="card grid items-center gap-8 p-6 sm:p-10 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="voice-ai-title" className="text-3xl font-bold text-ink">
              {voiceDemo.heading}{' '}
              <span className="ml-2 rounded-full bg-solar-300 px-2.5 py-0.5 align-middle text-sm font-semibold text-space-950">
                {voiceDemo.badge}
              </span>
            </h2>
            {voiceDemo.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-2xl leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <p className="mt-4 text-sm text-muted">{voiceDemo.note}</p>
          </div>
          <VoiceOrb variant="inline" />
        </div>
      </section>
    </>
  );
}
