import { readLeadEnv } from './lead-env';

describe('lead settings', () => {
  it('default to the embedded store in ./data with no delivery target', () => {
    expect(readLeadEnv({})).toEqual({ dataDir: 'data', databaseUrl: undefined, webhook: undefined, email: undefined });
  });

  it('read the database, the webhook and the e-mail settings', () => {
    expect(
      readLeadEnv({
        DATA_DIR: '/var/lib/site',
        DATABASE_URL: 'postgres://site@db.internal/site',
        LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
        LEADS_WEBHOOK_SECRET: 'whsec_x',
        SMTP_URL: 'smtps://user:pass@smtp.example.com',
        LEADS_EMAIL_TO: 'owner@example.com',
        LEADS_EMAIL_FROM: 'site@example.com',
        LEADS_DELIVERY_LEASE_SECONDS: '30',
        LEADS_WEBHOOK_TIMEOUT_SECONDS: '25',
      }),
    ).toEqual({
      dataDir: '/var/lib/site',
      databaseUrl: 'postgres://site@db.internal/site',
      webhook: { url: 'https://hooks.example.com/leads', secret: 'whsec_x', timeoutMs: 25_000 },
      email: { smtpUrl: 'smtps://user:pass@smtp.example.com', to: 'owner@example.com', from: 'site@example.com' },
      deliveryLeaseMs: 30_000,
    });
  });

  it('refuse settings that cannot work, with a message naming the variable', () => {
    expect(() => readLeadEnv({ LEADS_WEBHOOK_URL: 'hooks.example.com' })).toThrow('LEADS_WEBHOOK_URL must be a https or http URL');
    expect(() => readLeadEnv({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres or postgresql URL');
    expect(() => readLeadEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow('LEADS_EMAIL_TO is required with SMTP_URL');
    expect(() => readLeadEnv({ LEADS_DELIVERY_LEASE_SECONDS: '0' })).toThrow('LEADS_DELIVERY_LEASE_SECONDS must be a whole number of seconds from 1 to 3600');
    expect(() => readLeadEnv({ LEADS_DELIVERY_LEASE_SECONDS: 'soon' })).toThrow('LEADS_DELIVERY_LEASE_SECONDS');
    expect(() => readLeadEnv({ LEADS_WEBHOOK_TIMEOUT_SECONDS: '600' })).toThrow('LEADS_WEBHOOK_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 120');
  });
});
