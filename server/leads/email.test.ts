import { startFakeSmtp as startSmtp } from '../../tests/support/fake-smtp';
import { createEmailSender } from './email';

const message = { subject: 'New lead: Ada Lovelace', text: 'Name: Ada Lovelace\nE-mail: ada@example.com', idempotencyKey: 'lead-1-email' };

describe('the lead e-mail', () => {
  it('reaches the owner with the idempotency key as its Message-ID', async () => {
    const smtp = await startSmtp();
    const sender = createEmailSender({ smtpUrl: smtp.url, to: 'owner@example.com', from: 'site@example.com', domain: 'example.com' });
    try {
      expect(await sender.send(message)).toEqual({ kind: 'delivered' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['owner@example.com']);
      expect(smtp.received[0].raw).toContain('Subject: New lead: Ada Lovelace');
      expect(smtp.received[0].raw).toContain('Message-ID: <lead-1-email@example.com>');
      expect(smtp.received[0].raw).toContain('E-mail: ada@example.com');
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('retries a temporary refusal (4xx) and gives up on a permanent one (5xx)', async () => {
    const smtp = await startSmtp([
      { code: 451, message: 'Try again later' },
      { code: 550, message: 'Mailbox unavailable' },
    ]);
    const sender = createEmailSender({ smtpUrl: smtp.url, to: 'owner@example.com', from: 'site@example.com', domain: 'example.com' });
    try {
      const first = await sender.send(message);
      expect(first.kind).toBe('retry');
      expect(first.kind !== 'delivered' && first.error).toMatch(/^SMTP 451/);
      const second = await sender.send(message);
      expect(second.kind).toBe('refused');
      expect(second.kind !== 'delivered' && second.error).toMatch(/^SMTP 550/);
      expect(await sender.send(message)).toEqual({ kind: 'delivered' });
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('retries when the mail server cannot be reached', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    const sender = createEmailSender({ smtpUrl: url, to: 'owner@example.com', from: 'site@example.com', domain: 'example.com', timeoutMs: 2000 });
    const outcome = await sender.send(message);
    sender.close();
    expect(outcome.kind).toBe('retry');
    expect(outcome.kind !== 'delivered' && outcome.error).toMatch(/^SMTP connection/);
  });
});
