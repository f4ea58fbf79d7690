import type { Route } from './+types/_index';
import HomePage, { BelowTheHero, HomeDecorations } from '~/components/home/HomePage';
import { company } from '~/content/company';
import { homeContent } from '~/content/home';
import { VoiceOrb } from '~/features/voice/DeferredVoiceOrb';
import { withParts } from '~/lib/deferred';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({
  content: homeContent,
  reviewsRating: { display: company.rating.display, count: company.rating.count },
  head: pageMeta('/'),
});

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, HomeDecorations, BelowTheHero, VoiceOrb);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} reviewsRating={loaderData.reviewsRating} />;
}
