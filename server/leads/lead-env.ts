/**
 * The lead store's and deliveries' settings:
 *
 * DATA_DIR              the site's data folder, default ./data: the embedded store (PGlite) is in its
 *                       "leads" folder
 * DATABASE_URL          a PostgreSQL server instead of the embedded store
 * LEADS_WEBHOOK_URL     where each lead is POSTed as JSON (a CRM's inbound webhook, Zapier, Make)
 * LEADS_WEBHOOK_SECRET  signs each webhook request (X-Lead-Signature)
 * SMTP_URL              mail server for lead e-mails, e.g. smtps://user:pass@smtp.example.com
 * LEADS_EMAIL_TO        who receives them
 * LEADS_EMAIL_FROM      the sender address (default: the site's e-mail address)
 * LEADS_DELIVERY_LEASE_SECONDS  how long an instance's claim on a delivery holds (default 120): after a
 *                       crash, the deliveries it was sending are taken up again once it ends
 * LEADS_WEBHOOK_TIMEOUT_SECONDS  how long to wait for the webhook's answer before trying again later
 *                       (default 10)
 */
import { join } from 'node:path';
import { ConfigError, type EnvSource } from '../env';

/** Where the embedded store (PGlite) keeps its database inside DATA_DIR. */
export function embeddedStoreDir(dataDir: string): string {
  return join(dataDir, 'leads');
}

export interface LeadEnv {
  dataDir: string;
  databaseUrl?: string;
  webhook?: { url: string; secret?: string; timeoutMs?: number };
  email?: { smtpUrl: string; to: string; from?: string };
  /** Set only when LEADS_DELIVERY_LEASE_SECONDS is. */
  deliveryLeaseMs?: number;
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

function secondsAsMs(env: EnvSource, name: string, max: number): number | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number of seconds from 1 to ${max}`);
  }
  return Number(value) * 1000;
}

export function readLeadEnv(env: EnvSource = process.env): LeadEnv {
  const deliveryLeaseMs = secondsAsMs(env, 'LEADS_DELIVERY_LEASE_SECONDS', 3600);
  const webhookTimeoutMs = secondsAsMs(env, 'LEADS_WEBHOOK_TIMEOUT_SECONDS', 120);
  const webhookUrl = url(env, 'LEADS_WEBHOOK_URL', ['https:', 'http:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const to = optional(env, 'LEADS_EMAIL_TO');
  if (smtpUrl && !to) throw new ConfigError('LEADS_EMAIL_TO is required with SMTP_URL');
  return {
    dataDir: optional(env, 'DATA_DIR') ?? 'data',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    webhook: webhookUrl
      ? { url: webhookUrl, secret: optional(env, 'LEADS_WEBHOOK_SECRET'), ...(webhookTimeoutMs ? { timeoutMs: webhookTimeoutMs } : {}) }
      : undefined,
    email: smtpUrl && to ? { smtpUrl, to, from: optional(env, 'LEADS_EMAIL_FROM') } : undefined,
    ...(deliveryLeaseMs ? { deliveryLeaseMs } : {}),
  };
}
