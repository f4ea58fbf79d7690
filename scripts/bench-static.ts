/**
 * Load test of static serving: autocannon against "/" of the production server
 * (50 connections, 10 s, brotli accepted as a browser would), and the same
 * against nginx on the same build when nginx is installed, for comparison.
 * Build first (npm run build). Traffic stays on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer } from './serve-build';

const CONNECTIONS = 50;
const DURATION_S = 10;

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function nginxAvailable(): Promise<boolean> {
  return new Promise((done) => {
    const probe = spawn('nginx', ['-v'], { stdio: 'ignore' });
    probe.on('error', () => done(false));
    probe.on('exit', (code) => done(code === 0));
  });
}

async function measureNginx(root: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-bench-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; gzip on; gzip_types text/html text/css application/javascript;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri/index.html =404; } } }`,
  );
  const nginx = spawn('nginx', ['-c', conf], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  try {
    return await measure(`http://127.0.0.1:${port}/`);
  } finally {
    nginx.kill('SIGTERM');
  }
}

const server = await startProductionServer(3210);
try {
  await measure(`${server.url}/`); // warm-up run, discarded
  const ours = await measure(`${server.url}/`);
  console.log(`node server "/": ${ours.rps} req/s, p99 ${ours.p99} ms, errors ${ours.errors} (${CONNECTIONS} connections, ${DURATION_S} s)`);
  if (await nginxAvailable()) {
    const reference = await measureNginx(resolve(process.env.BUILD_DIR ?? 'build', 'client'), 3211);
    console.log(`nginx "/":       ${reference.rps} req/s, p99 ${reference.p99} ms`);
    console.log(`ratio node/nginx: ${(ours.rps / reference.rps).toFixed(2)} (bar: >= 0.50)`);
  } else {
    console.log('nginx not installed: no reference figure (apt-get install nginx to compare)');
  }
} finally {
  await server.stop();
}
