import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createEmailSender } from './email';

interface Received {
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 that keeps what it receives and answers with the codes it is told to. */
async function startSmtp(refusals: Array<{ code: number; message: string }> = []) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
