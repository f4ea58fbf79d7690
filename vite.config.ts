import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/** `npm run dev`: the API on the same origin as the hot-reloading site, reloaded when its code changes. */
function apiInDev(): Plugin {
  const apps = new WeakMap<object, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>();
  return {
    name: 'api-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        try {
          const mod = await server.ssrLoadModule('/server/api/index.ts');
          const { createLogger } = await server.ssrLoadModule('/server/log.ts');
          let listener = apps.get(mod);
          if (!listener) {
            const { getRequestListener } = await import('@hono/node-server');
            listener = getRequestListener(mod.createApi({ env: process.env, logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn' }) }).fetch);
            apps.set(mod, listener);
          }
          listener(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), apiInDev()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // SOURCEMAP=1 writes source maps, used by `npm run perf:js -- --modules` to attribute bytes to modules.
  build: {
    // Only the headings' font is inlined (into the CSS, so it is there at first paint); every other asset is a file.
    assetsInlineLimit: (file) => file.endsWith('space-grotesk-headings.woff2'),
    sourcemap: process.env.SOURCEMAP === '1',
    // One chunk is near Vite's 500 kB warning and may pass it: voice-client, the voice SDK (livekit-client
    // ships as one prebuilt module of about 480 kB, so it cannot be split further). It loads only when a
    // visitor starts a voice call. Every other chunk is well under 500 kB, and the JS a page loads at first is
    // held to its own budget (`npm run perf:js`).
    chunkSizeWarningLimit: 600,
    // The building blocks most pages share travel as one file (decision 0008): one download, one gzip
    // dictionary and fewer import statements, instead of a small chunk for every set of pages sharing them.
    rolldownOptions: {
      // The build's plugin time is React Router's own work (reading every route module, prerendering every
      // page in writeBundle), so the bundler's "plugins took most of the build" hint names nothing to change.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [{ name: 'kit', test: /[/\\]app[/\\](components[/\\](ui|sections)[/\\]|lib[/\\]|features[/\\](floating[/\\]useFloatingForm|chat[/\\]open-chat)\.)/, minShareCount: 5 }],
        },
      },
    },
  },
  // Third-party settings for this deploy (see site.config.ts), fixed into the pages at build time.
  define: { __SITE_THIRD_PARTY__: JSON.stringify(process.env.SITE_THIRD_PARTY ?? '') },
});
