import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_PATH } from './app/not-found-path';

export default {
  ssr: false,
  // Separate build folders let several builds run side by side (BUILD_DIR=build-e2e npm run build).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every page is written to static HTML at build time (every route without a parameter); NOT_FOUND_PATH renders the 404 page.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PATH],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
