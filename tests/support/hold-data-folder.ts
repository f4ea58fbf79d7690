/**
 * Holds a data folder as a server or the leads CLI would, in a process of its own, for tests:
 *
 *   node --import tsx tests/support/hold-data-folder.ts DATA_DIR [--role server|cli] [--go FILE] [--pause MS] [--hold MS]
 *
 * With --go, prints "ready" and waits for FILE to exist, so several processes try at one moment; --pause
 * waits that long between finding a stale lock and taking it over, so they all find it before any takes it.
 * Then it tries to hold the folder, prints "held" or "refused: <message>", keeps the folder --hold
 * milliseconds (until a signal when omitted) and exits normally.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataFolderInUseError, lockDataFolder, type HolderRole } from '../../server/leads/data-folder';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'server' }, go: { type: 'string' }, pause: { type: 'string' }, hold: { type: 'string' } },
});
const [dataDir] = positionals;
if (!dataDir) throw new Error('Which data folder?');

if (values.go) {
  console.log('ready');
  while (!existsSync(values.go)) await new Promise((wait) => setTimeout(wait, 1));
}

// Signals end the process normally, as the server's handlers do; listened for before "held" is printed, so a
// signal sent on reading it cannot arrive first.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));

const pauseMs = Number(values.pause ?? 0);
try {
  lockDataFolder(dataDir, values.role as HolderRole, {
    beforeTakeover: () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs),
  });
  console.log('held');
} catch (error) {
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.log(`refused: ${error.message}`);
  process.exit(0);
}

if (values.hold) setTimeout(() => process.exit(0), Number(values.hold));
else setInterval(() => {}, 60_000);
