import type { Route } from './+types/home';
import '~/components/home/home.css';
import HomePage from '~/components/home/HomePage';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/');

export default function Page() {
  return <HomePage />;
}
