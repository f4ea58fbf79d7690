/**
 * The owner's view of the lead store:
 *
 *   npm run leads -- list [--since 2026-11-01] [--limit 20] [--json]
 *   npm run leads -- export --csv [--out leads.csv]
 *   npm run leads -- deliveries [--status pending|delivered|failed|dead] [--json]
 *   npm run leads -- retry [delivery-id]
 *   npm run leads -- test-webhook
 *   npm run leads -- questions [--days 30] [--json]
 *   npm run leads -- privacy [--json]
 *   npm run leads -- privacy extend <request-id>
 *
 * It reads the same settings as the server (DATA_DIR, DATABASE_URL, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CONTACT_CONSENT } from '../app/content/lead-consent';
import { leadDocument } from '../server/leads/lead-document';
import { readLeadEnv } from '../server/leads/lead-env';
import { connectOwner } from '../server/leads/owner-client';
import { OwnerCommandError, parseOwnerCommand, type OwnerCommand } from '../server/leads/owner-commands';
import { formatOwnerResult, leadsCsv } from '../server/leads/owner-report';
import { sendWebhook } from '../server/leads/webhook';

const USAGE = `Usage: npm run leads -- <command>

  list [--since YYYY-MM-DD] [--limit N] [--json]   leads, newest first (50 unless --limit)
  export --csv [--out FILE]                        every lead as CSV (safe to open in a spreadsheet)
  deliveries [--status STATUS] [--json]            each delivery: target, attempts, last error
  retry [DELIVERY-ID]                              queue failed and dead deliveries again
  test-webhook                                     send a signed sample lead to LEADS_WEBHOOK_URL
  questions [--days N] [--json]                    questions Vale could not answer
  privacy [--json]                                 privacy requests, soonest due first
  privacy extend REQUEST-ID                        take the extra 45 days on a request`;

class UsageError extends Error {}

const { values: flags, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        limit: { type: 'string' },
        status: { type: 'string' },
        days: { type: 'string' },
        out: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
})();

const wholeNumber = (flag: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number`);
  return Number(value);
};

/** The store command a line asks for, checked as the server checks it. */
function commandOf(name: string, args: string[]): OwnerCommand {
  switch (name) {
    case 'list':
      return parseOwnerCommand({ command: 'list', since: flags.since, limit: wholeNumber('limit', flags.limit) ?? 50 });
    case 'export':
      if (!flags.csv) throw new UsageError('export needs --csv (the only format)');
      return parseOwnerCommand({ command: 'list' });
    case 'deliveries':
      return parseOwnerCommand({ command: 'deliveries', status: flags.status });
    case 'retry':
      return parseOwnerCommand({ command: 'retry', id: args[0] === undefined ? undefined : wholeNumber('id', args[0]) ?? Number.NaN });
    case 'questions':
      return parseOwnerCommand({ command: 'questions', days: wholeNumber('days', flags.days) });
    case 'privacy':
      if (args[0] === 'extend') return parseOwnerCommand({ command: 'extend', id: args[1] });
      if (args.length > 0) throw new UsageError(`Unknown privacy command: ${args[0]}`);
      return parseOwnerCommand({ command: 'privacy' });
    default:
      throw new UsageError(name ? `Unknown command: ${name}` : 'Which command?');
  }
}

async function testWebhook(): Promise<number> {
  const env = readLeadEnv(process.env);
  if (!env.webhook) {
    console.error('LEADS_WEBHOOK_URL is not set: set it (and LEADS_WEBHOOK_SECRET) as for the server, then run this again.');
    return 1;
  }
  const id = randomUUID();
  const sample = leadDocument({
    id,
    source: 'form',
    page: '/contact',
    name: 'Sample Lead (test)',
    email: 'sample.lead@example.com',
    phone: '(555) 010-0000',
    business: 'A sample sent by npm run leads -- test-webhook',
    message: 'This is a test. It is not a real lead.',
    preferredContact: 'email',
    consentText: CONTACT_CONSENT.text,
    consentVersion: CONTACT_CONSENT.version,
    consentAt: new Date(),
  });
  const outcome = await sendWebhook({ url: env.webhook.url, secret: env.webhook.secret, idempotencyKey: `test-${id}`, payload: { ...sample, test: true } });
  const signed = env.webhook.secret ? 'signed' : 'unsigned (LEADS_WEBHOOK_SECRET is not set)';
  if (outcome.kind === 'delivered') {
    console.log(`Sent a ${signed} sample lead to ${env.webhook.url}: accepted. Its "test" field is true and its id is ${id}.`);
    return 0;
  }
  const meaning = outcome.kind === 'retry' ? 'real leads would be retried later' : 'real leads would not be retried: fix the receiver or the URL';
  console.error(`Sent a ${signed} sample lead to ${env.webhook.url}: ${outcome.error} (${meaning}).`);
  return 1;
}

async function main(): Promise<number> {
  const [name = '', ...args] = positionals;
  if (flags.help || name === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (name === 'test-webhook') return testWebhook();

  const command = commandOf(name, args);
  const owner = await connectOwner(readLeadEnv(process.env));
  try {
    const result = await owner.run(command);
    if (name === 'export' && result.command === 'list') {
      const csv = leadsCsv(result.leads);
      if (flags.out) {
        writeFileSync(flags.out, csv, { mode: 0o600 });
        console.error(`Wrote ${result.leads.length} leads to ${flags.out}.`);
      } else {
        process.stdout.write(csv);
      }
    } else if (flags.json) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      console.log(formatOwnerResult(result));
    }
    if (result.command === 'extend' && !result.request) return 1;
    return 0;
  } finally {
    await owner.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError || error instanceof OwnerCommandError;
    console.error(error instanceof Error ? error.message : String(error));
    if (usage) console.error(`\n${USAGE}`);
    process.exit(usage ? 2 : 1);
  },
);
