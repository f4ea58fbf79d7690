import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/route-list';

export default {
  ssr: false,
  // Every page is written to static HTML at build time; NOT_FOUND_PATH renders the 404 page.
  prerender: () => prerenderPaths(),
} satisfies Config;
