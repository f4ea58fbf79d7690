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
 * Every byte it prints reaches its reader before it exits, through a pipe too (`export --csv | gzip`); a
 * reader that stops early (`| head`) ends it quietly with exit code 141.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CONTACT_CONSENT } from '../app/content/lead-consent';
import { PRIVACY_EXTENSION_DAYS } from '../app/content/legal/figures';
import { leadDocument } from '../server/leads/lead-fields';
import { readLeadEnv } from '../server/leads/lead-env';
import { connectOwner } from '../server/leads/owner-client';
import { OwnerCommandError, parseOwnerCommand, type OwnerCommand, type OwnerResult } from '../server/leads/owner-commands';
import { formatOwnerResult, leadsCsv } from '../server/leads/owner-report';
import { jsonEscapingHidden } from '../server/leads/owner-text';
import { sendWebhook } from '../server/leads/webhook';
import { EXIT_OUTPUT_CLOSED, OutputClosedError, writeAll, writeFileAtomically } from './cli-output';

const USAGE = `Usage: npm run leads -- <command>

  list [--since YYYY-MM-DD] [--limit N] [--json]   leads, newest first (50 unless --limit)
  export --csv [--out FILE]                        every lead as CSV (safe to open in a spreadsheet)
  deliveries [--status STATUS] [--json]            each delivery: target, attempts, last error
  retry [DELIVERY-ID]                              queue failed and dead deliveries again
  test-webhook                                     send a signed sample lead to LEADS_WEBHOOK_URL
  questions [--days N] [--json]                    questions Vale could not answer
  privacy [--json]                                 privacy requests, soonest due first
  privacy extend REQUEST-ID                        take the extra ${PRIVACY_EXTENSION_DAYS} days on a request`;

class UsageError extends Error {}

const print = (text: string) => writeAll(process.stdout, `${text}\n`);
const tell = (text: string) => writeAll(process.stderr, `${text}\n`);

function parseCommandLine() {
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
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

type Flags = ReturnType<typeof parseCommandLine>['values'];

const wholeNumber = (flag: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number`);
  return Number(value);
};

/** The store command a line asks for, checked as the server checks it. */
function commandOf(name: string, args: string[], flags: Flags): OwnerCommand {
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
    await tell('LEADS_WEBHOOK_URL is not set: set it (and LEADS_WEBHOOK_SECRET) as for the server, then run this again.');
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
    await print(`Sent a ${signed} sample lead to ${env.webhook.url}: accepted. Its "test" field is true and its id is ${id}.`);
    return 0;
  }
  const meaning = outcome.kind === 'retry' ? 'real leads would be retried later' : 'real leads would not be retried: fix the receiver or the URL';
  await tell(`Sent a ${signed} sample lead to ${env.webhook.url}: ${outcome.error} (${meaning}).`);
  return 1;
}

async function main(): Promise<number> {
  const { values: flags, positionals } = parseCommandLine();
  const [name = '', ...args] = positionals;
  if (flags.help || name === 'help') {
    await print(USAGE);
    return 0;
  }
  if (name === 'test-webhook') return testWebhook();

  const command = commandOf(name, args, flags);
  const owner = await connectOwner(readLeadEnv(process.env));
  let result: OwnerResult;
  try {
    result = await owner.run(command);
  } finally {
    // Let the store go before printing: a reader may take its time (| less), and the folder is the server's.
    await owner.close();
  }

  if (name === 'export' && result.command === 'list') {
    const csv = leadsCsv(result.leads);
    if (!flags.out) {
      await writeAll(process.stdout, csv);
      return 0;
    }
    try {
      writeFileAtomically(flags.out, csv, 0o600);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      throw new Error(`Could not write ${flags.out} (${reason}): no file was changed.`, { cause: error });
    }
    await tell(`Wrote ${result.leads.length} leads to ${flags.out}.`);
    return 0;
  }
  await print(flags.json ? jsonEscapingHidden(JSON.stringify(result, null, 2)) : formatOwnerResult(result));
  return result.command === 'extend' && !result.request ? 1 : 0;
}

// The process ends by itself once every write is out (see cli-output.ts).
try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof OutputClosedError) {
    process.exitCode = EXIT_OUTPUT_CLOSED;
  } else {
    const usage = error instanceof UsageError || error instanceof OwnerCommandError;
    process.exitCode = usage ? 2 : 1;
    const message = error instanceof Error ? error.message : String(error);
    await tell(usage ? `${message}\n\n${USAGE}` : message).catch(() => {});
  }
}
