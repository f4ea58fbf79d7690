/**
 * Delivers a lead to the owner by e-mail (SMTP_URL, LEADS_EMAIL_TO) through nodemailer. The delivery's
 * idempotency key becomes the Message-ID, so a message sent twice after a crash is recognisably the same.
 * SMTP's own answer decides what happens next: 5xx is final, 4xx and connection trouble are retried.
 */
import type { Transporter } from 'nodemailer';
import type { AttemptOutcome } from './delivery-policy';

export interface LeadEmail {
  subject: string;
  text: string;
}

export interface EmailSender {
  send(message: LeadEmail & { idempotencyKey: string }): Promise<AttemptOutcome>;
  close(): void;
}

export interface EmailSettings {
  /** e.g. smtps://user:pass@smtp.example.com:465 or smtp://127.0.0.1:2525 */
  smtpUrl: string;
  to: string;
  from: string;
  /** The site's host name, for the Message-ID. */
  domain: string;
  timeoutMs?: number;
}

/** Longest reason kept from an SMTP server's answer, for the owner (`leads deliveries`); the logs keep only its code. */
const MAX_REASON_CHARS = 200;

function outcomeOfError(error: unknown): AttemptOutcome {
  const { responseCode, message } = (error ?? {}) as { responseCode?: number; message?: string };
  // A server's answer can run over many lines and quote what it refused: its first line says why.
  const text = (message ?? String(error)).split('\n', 1)[0].slice(0, MAX_REASON_CHARS);
  if (typeof responseCode === 'number' && responseCode >= 500) return { kind: 'refused', error: `SMTP ${responseCode}: ${text}` };
  if (typeof responseCode === 'number') return { kind: 'retry', error: `SMTP ${responseCode}: ${text}` };
  return { kind: 'retry', error: `SMTP connection: ${text}` };
}

export function createEmailSender({ smtpUrl, to, from, domain, timeoutMs = 15_000 }: EmailSettings): EmailSender {
  // nodemailer loads with the first e-mail, not with the server.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
    ));
  return {
    async send({ subject, text, idempotencyKey }) {
      try {
        await (await connect()).sendMail({ from, to, subject, text, messageId: `<${idempotencyKey}@${domain}>` });
        return { kind: 'delivered' };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
