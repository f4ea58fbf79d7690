import type { Route } from './+types/ai';
import { VoiceDemo } from '~/components/ai/VoiceDemo';
import { Hero } from '~/components/sections/Hero';
import { aiContent } from '~/content/ai';
import { aiFaq } from '~/content/page-faqs/ai';
import { VoiceOrb } from '~/features/voice/DeferredVoiceOrb';
import { deferred, withParts } from '~/lib/deferred';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

const AiSections = deferred(() => import('~/components/ai/AiSections').then((module) => module.AiSections));

export const loader = () => ({ content: aiContent, faq: faqWithSiteLinks(aiFaq), head: pageMeta('/ai', { faqs: aiFaq }) });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, VoiceOrb, AiSections);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, faq } = loaderData;
  return (
    <>
      <Hero hero={content.hero} imageAspectRatio="560 / 460" />
      <VoiceDemo content={content.voiceDemo} />
      <AiSections content={content} faq={faq} />
    </>
  );
}
