/**
 * The site's server as a real process for tests: the compiled server `npm start` runs (bundled once per
 * test file into a temporary folder), started by node itself so a signal reaches the server, on a free
 * port, over a tiny client build in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A client build with just a home page and the 404 page: enough for the server to start and answer. */
export function tinyBuild(): string {
  const buildDir = mkdtempSync(join(tmpdir(), 'site-build-'));
  mkdirSync(join(buildDir, 'client', '404'), { recursive: true });
  writeFileSync(join(buildDir, 'client', 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(buildDir, 'client', '404', 'index.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  return buildDir;
}

let compiled: Promise<string> | undefined;
/** The bundled server, built on first use inside the project (its packages resolve from node_modules). */
function compiledServer(): Promise<string> {
  if (!compiled) {
    const outDir = join(ROOT, 'node_modules', '.cache', 'test-server', String(process.pid));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    compiled = buildServer(outDir);
  }
  return compiled;
}

/**
 * Starts the server and resolves once `until` answers 200: /readyz (the default) once the lead store answers, so
 * a test's first form is never refused by a store still opening; /healthz as soon as the server listens.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, until: '/readyz' | '/healthz' = '/readyz'): Promise<ServerProcess> {
  const [entry, port] = await Promise.all([compiledServer(), freePort()]);
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const closed = new Promise<void>((done) => child.once('close', () => done()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // its last lines may still be in the pipe
      throw new Error(`The server exited at start (exit code ${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}${until}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    url,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
