/**
 * A real PostgreSQL server for tests: a fresh cluster in a temporary folder on a free port, started and
 * removed by the test run itself. It uses Debian's `postgresql` package (`.ci/run` installs it when
 * missing). PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Shuts the server down, keeping its data and port: connections are refused until resume(). */
  pause(): Promise<void>;
  /** Starts the paused server again, on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/** initdb and pg_ctl of the newest installed PostgreSQL, or undefined when there is none. */
export function findPostgresBinaries(): { initdb: string; pgCtl: string } | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'initdb'))) return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
    }
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl'], { encoding: 'utf8' });
  const [initdb, pgCtl] = onPath.stdout.trim().split('\n');
  return initdb && pgCtl ? { initdb, pgCtl } : undefined;
}


const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
function run(command: string, args: string[]): void {
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql)');
  const folder = mkdtempSync(join(tmpdir(), 'leads-pg-'));
  const dataDir = join(folder, 'data');
  if (asRoot) {
    chmodSync(folder, 0o777);
    execFileSync('chown', ['postgres', folder]);
  }
  run(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  let running = false;
  const start = () => {
    run(binaries.pgCtl, [
      '-D', dataDir, '-l', join(folder, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
    running = true;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // A fast shutdown ends every connection, as a database restarted by its operator does.
    async pause() {
      run(binaries.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    async resume() {
      start();
    },
    async stop() {
      try {
        if (running) run(binaries.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
