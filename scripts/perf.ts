/**
 * Lighthouse 12 (mobile preset) over every route of the production build, served by the production
 * server, plus each route's initial JS, each held to the page budget (PAGE_BUDGET below).
 *   npm run perf                          every route, median of three runs
 *   npm run perf -- --runs 1 / /pricing   one run of the given routes
 *   npm run perf -- --no-build            measure the build as it is (BUILD_DIR, default build)
 * Exits 1 when a route is over budget. Chromium comes from CHROME_PATH or /usr/bin/chromium.
 * Reports go to reports/lighthouse/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages } from '../app/content/pages';
import { initialJs } from './route-js';
import { PAGE_BUDGET, budgetMisses, formatBudget } from './page-budget';
import { startProductionServer } from './serve-build';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args.splice(runsIndex, 2)[1]) : 3;
const skipBuild = args.includes('--no-build');
const routes = args.filter((a) => a.startsWith('/'));
const targets = routes.length ? routes : pages.map((p) => p.path);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = join('reports', 'lighthouse');
const buildDir = process.env.BUILD_DIR ?? 'build';

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse now and then fails to record a trace on these machines (NO_NAVSTART): try again. */
function lighthouse(url: string, output: string, attempts = 3): Row {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, output);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${url}: ${(error as Error).message}, retrying`);
    }
  }
}

function lighthouseOnce(url: string, output: string): Row {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    path: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

if (!skipBuild) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
mkdirSync(outDir, { recursive: true });
const server = await startProductionServer(3220);
const rows: Row[] = [];
try {
  for (const path of targets) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run += 1) {
      const file = join(outDir, `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`);
      samples.push(lighthouse(`${server.url}${path}`, file));
    }
    const pick = (key: keyof Row) => median(samples.map((s) => s[key] as number));
    const row: Row = {
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    };
    rows.push(row);
    console.error(`${path}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`);
  }
} finally {
  await server.stop();
}

const clientDir = join(buildDir, 'client');
console.log(`\nLighthouse 12, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route; initial JS gzip from the build`);
console.log(`Budget for every route: ${formatBudget(PAGE_BUDGET)}\n`);
console.log('| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | initial JS gzip | budget |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
let overBudget = 0;
for (const r of rows) {
  const initialJsGzip = initialJs(clientDir, r.path).gzipBytes;
  const misses = budgetMisses({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls, initialJsGzip });
  if (misses.length) overBudget += 1;
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(initialJsGzip / 1024).toFixed(1)} KB | ${misses.length ? `over: ${misses.join(', ')}` : 'met'} |`,
  );
}
console.log(`\n${rows.length - overBudget} of ${rows.length} routes within budget`);
if (overBudget) process.exitCode = 1;
