/**
 * The lead store's and deliveries' settings:
 *
 * DATA_DIR              folder of the embedded store (PGlite), default ./data
 * DATABASE_URL          a PostgreSQL server instead of the embedded store
 * LEADS_WEBHOOK_URL     where each lead is POSTed as JSON (a CRM's inbound webhook, Zapier, Make)
 * LEADS_WEBHOOK_SECRET  signs each webhook request (X-Lead-Signature)
 * SMTP_URL              mail server for lead e-mails, e.g. smtps://user:pass@smtp.example.com
 * LEADS_EMAIL_TO        who receives them
 * LEADS_EMAIL_FROM      the sender address (default: the site's e-mail address)
 */
import { ConfigError, type EnvSource } from '../env';

export interface LeadEnv {
  dataDir: string;
  databaseUrl?: string;
  webhook?: { url: string; secret?: string };
  email?: { smtpUrl: string; to: string; from?: string };
}

function optional(env: EnvSource, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: EnvSource, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (!value) return undefined;
  try {
    if (protocols.includes(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be a ${protocols.map((protocol) => protocol.replace(':', '')).join(' or ')} URL`);
}

export function readLeadEnv(env: EnvSource = process.env): LeadEnv {
  const webhookUrl = url(env, 'LEADS_WEBHOOK_URL', ['https:', 'http:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const to = optional(env, 'LEADS_EMAIL_TO');
  if (smtpUrl && !to) throw new ConfigError('LEADS_EMAIL_TO is required with SMTP_URL');
  return {
    dataDir: optional(env, 'DATA_DIR') ?? 'data',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    webhook: webhookUrl ? { url: webhookUrl, secret: optional(env, 'LEADS_WEBHOOK_SECRET') } : undefined,
    email: smtpUrl && to ? { smtpUrl, to, from: optional(env, 'LEADS_EMAIL_FROM') } : undefined,
  };
}
