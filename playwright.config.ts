import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const buildDir = process.env.BUILD_DIR ?? 'build';
/** The same site built with every embed pointing at fake hosts (npm run build:embeds-fixture), for the consent tests. */
const embedsPort = port + 2;
const embedsBuildDir = process.env.EMBEDS_BUILD_DIR ?? 'build-embeds';
const embedsFixture = JSON.parse(readFileSync('tests/e2e/fixtures/embeds/site-third-party.json', 'utf8')) as { voiceAgentId: string };
/** A local stand-in for the voice provider's API (tests/e2e/fixtures/fake-retell.ts), behind the embeds server. */
const fakeProviderPort = port + 3;
/** Specs that run against the embeds build, whose server has the voice provider configured. */
const EMBEDS_SPECS = /(consent|voice-provider|contact-embeds)\.spec\.ts$/;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: EMBEDS_SPECS, use: chromium },
    { name: 'embeds', testMatch: EMBEDS_SPECS, use: { ...chromium, baseURL: `http://127.0.0.1:${embedsPort}` } },
  ],
  webServer: [
    {
      // The compiled production server on the production build (npm test builds first).
      command: `node ${buildDir}/server/index.mjs`,
      // Ready once the lead store answers, so no test's form meets a store still opening.
      url: `http://127.0.0.1:${port}/readyz`,
      env: { PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir, CHAT_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000', DATA_DIR: `.e2e-data/${port}` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx tests/e2e/fixtures/fake-retell.ts`,
      port: fakeProviderPort,
      env: { FAKE_RETELL_PORT: String(fakeProviderPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same server on the embeds build, told the same third-party settings (its CSP allows the fake host),
      // with the voice provider configured against the local fake.
      command: `node ${embedsBuildDir}/server/index.mjs`,
      url: `http://127.0.0.1:${embedsPort}/readyz`,
      env: {
        PORT: String(embedsPort),
        HOST: '127.0.0.1',
        BUILD_DIR: embedsBuildDir,
        CHAT_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        DATA_DIR: `.e2e-data/${embedsPort}`,
        SITE_THIRD_PARTY: JSON.stringify(embedsFixture),
        RETELL_API_KEY: 'key_fake_retell',
        RETELL_BASE_URL: `http://127.0.0.1:${fakeProviderPort}`,
        RETELL_VOICE_AGENT_ID: embedsFixture.voiceAgentId,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
