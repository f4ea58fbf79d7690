/**
 * What the site's own forms (contact, privacy request) share on the server: reading a JSON or plain form
 * post, the spam checks, and the error page for a visitor without JavaScript.
 */
import type { Context } from 'hono';
import { siteConfig } from '../../app/site.config';
import { isJsonContentType } from './validation';

/** The honeypot: hidden from people, filled in by bots that fill in everything. */
export const HONEYPOT_FIELD = 'website';
/** A person takes longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export type Fields = Record<string, unknown>;

export async function readFields(c: Context): Promise<{ fields: Fields; fromScript: boolean } | null> {
  const type = c.req.header('content-type');
  if (isJsonContentType(type)) {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? { fields: body as Fields, fromScript: true } : null;
    } catch {
      return null;
    }
  }
  if (type?.startsWith('application/x-www-form-urlencoded') || type?.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return { fields: form as Fields, fromScript: false };
  }
  return null;
}

export function isBot(fields: Fields, now: number): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  // Set by the page's script when the form appears; a plain form post has none and is judged on the rest.
  const startedAt = Number(fields.startedAt);
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < MIN_FILL_MS;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Without the page's script: the errors, each named, and the way back to the form with its values. */
export function errorPage(messages: Array<string | undefined>): string {
  const items = messages.map((message) => `<li>${escapeHtml(message ?? '')}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please check the form | ${escapeHtml(siteConfig.brandName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Please check the form</h1><p>Your message was not sent yet:</p><ul>${items}</ul><p>Use your browser's Back button to return to the form: what you typed is still there. Or call ${escapeHtml(siteConfig.phone.display)} or e-mail ${escapeHtml(siteConfig.email)}.</p></body></html>`;
}

