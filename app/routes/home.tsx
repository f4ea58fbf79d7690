import type { Route } from './+types/home';
import HomePage from '~/components/home/HomePage';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ head: pageMeta('/') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page() {
  return <HomePage />;
}
