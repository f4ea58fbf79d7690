import { startFakeSmtp as startSmtp } from '../../tests/support/fake-smtp';
import { createEmailSender } from './email';
import { ownerEmail, privacyRequestDocument } from './lead-document';
import { leadDocument } from './lead-fields';

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

describe("the owner's e-mail for a lead", () => {
  const FORGED_NAME = 'Eve\r\nBcc: victim@example.com\r\n\r\nE-mail: attacker@example.com';
  const document = leadDocument({
    id: '93d02aed-3f56-4eb4-bce8-2a2667741675',
    source: 'form',
    page: '/contact',
    name: `${FORGED_NAME}\u202e\u200b`,
    email: 'eve@example.com',
    message: 'Hello\nE-mail: attacker@example.com\u2028Phone: 555\u001b[2J',
    consentText: 'I agree.',
    consentVersion: 'form-1',
    consentAt: new Date('2026-11-23T10:00:00Z'),
  });

  it('keeps a name on one line in the subject and the body, and indents the lines of a message', () => {
    const { subject, text } = ownerEmail(document, 'Starbound Systems');
    expect(subject).toBe('New lead: Eve Bcc: victim@example.com  E-mail: attacker@example.com[U+202E][U+200B]');
    expect(text).toContain('\nName: Eve Bcc: victim@example.com  E-mail: attacker@example.com[U+202E][U+200B]\n');
    expect(text).toContain('\nMessage: Hello\n  E-mail: attacker@example.com\n  Phone: 555[U+001B][2J\n');
    const fields = text.split('\n').filter((line) => /^[A-Z][\w -]*: /.test(line)).map((line) => line.slice(0, line.indexOf(':')));
    expect(fields).toEqual(['Name', 'E-mail', 'Message', 'Reference']);
  });

  it('puts the same in a privacy request', () => {
    const request = privacyRequestDocument(
      { id: '4c7ad0a4-6f7e-4f0f-9f56-3f4b1a9a0b11', requestType: 'delete', name: FORGED_NAME, email: 'eve@example.com', details: 'one\r\nE-mail: x@example.com', dueOn: '2026-12-23' },
      new Date('2026-11-23T10:00:00Z'),
    );
    const { subject, text } = ownerEmail(request, 'Starbound Systems');
    expect(subject).toBe('Privacy request (delete) from Eve Bcc: victim@example.com  E-mail: attacker@example.com, due 2026-12-23');
    expect(text).toContain('\nDetails: one\n  E-mail: x@example.com\n');
    expect(text.split('\n').filter((line) => line.startsWith('E-mail:'))).toEqual(['E-mail: eve@example.com']);
  });

  it('reaches the mail server with no header or line a visitor wrote', async () => {
    const smtp = await startSmtp();
    const sender = createEmailSender({ smtpUrl: smtp.url, to: 'owner@example.com', from: 'site@example.com', domain: 'example.com' });
    try {
      expect(await sender.send({ ...ownerEmail(document, 'Starbound Systems'), idempotencyKey: 'lead-2-email' })).toEqual({ kind: 'delivered' });
      const [mail] = smtp.received;
      expect(mail.to).toEqual(['owner@example.com']);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.raw).toMatch(/^E-mail: eve@example\.com\r?$/m);
      expect(mail.raw).toMatch(/^ {2}E-mail: attacker@example\.com\r?$/m);
      expect(mail.raw).not.toMatch(/^E-mail: attacker/m);
      for (const hidden of ['\u001b', '\u202e', '\u200b']) expect(mail.raw).not.toContain(hidden);
    } finally {
      sender.close();
      await smtp.close();
    }
  });
});
