/**
 * Bundles the production server (server/index.ts and everything of ours it imports) into ES modules,
 * so `npm start` runs plain JavaScript with no TypeScript loader. Packages stay in node_modules (PGlite
 * and the SMTP client read files beside their own modules); the lead store's migrations are copied beside
 * the bundle, where the bundled code looks for them.
 *   tsx scripts/build-server.ts [outDir]     default: $BUILD_DIR/server (build/server)
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/** The compiled server's entry file in `outDir`. */
export const SERVER_ENTRY = 'index.mjs';

export async function buildServer(outDir = resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'server')): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    // The worker threads are files of their own: the embedded lead store's (server/leads/store-thread.ts) and
    // the chat agent's (server/chat/agent-thread.ts).
    entryPoints: { index: 'server/index.ts', 'lead-store-thread': 'server/leads/store-thread-main.ts', 'chat-agent-thread': 'server/chat/agent-thread-main.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // Code loaded on demand (the lead store and its database drivers) is a chunk of its own, read after start.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'server', 'leads', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  return join(outDir, SERVER_ENTRY);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Bundled the server into ${entry}`);
}
