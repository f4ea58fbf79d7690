import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHAT_SESSION_HOURS } from '~/content/legal/figures';

/**
 * Self-validating chat ids for the embedded agent. The id carries its own expiry and
 * an HMAC over it, so any instance that shares CHAT_SESSION_SECRET can accept it and
 * the server keeps nothing per chat.
 *
 * Format: `<nonce>.<expires, epoch seconds in base 36>.<signature>`, all URL-safe.
 */

/** How long a chat session stays valid after it is created: what the privacy policy tells visitors. */
export const CHAT_SESSION_TTL_MS = CHAT_SESSION_HOURS * 60 * 60 * 1000;

export type ChatIdCheck = { valid: true; expiresAt: number; /** The id's random part: names the chat in the store. */ key: string } | { valid: false; reason: 'malformed' | 'forged' | 'expired' };

export interface ChatIdSigner {
  issue(now: number): string;
  verify(chatId: string, now: number): ChatIdCheck;
}

const ID_PATTERN = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export function createChatIdSigner(secret?: string, ttlMs = CHAT_SESSION_TTL_MS): ChatIdSigner {
  // Without a configured secret each process signs with its own random key: fine for
  // one instance, and ids simply stop validating after a restart.
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    issue(now) {
      const nonce = randomBytes(12).toString('base64url');
      const expires = Math.ceil((now + ttlMs) / 1000).toString(36);
      const body = `${nonce}.${expires}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },

    verify(chatId, now) {
      const match = ID_PATTERN.exec(chatId);
      if (!match) return { valid: false, reason: 'malformed' };
      const [, nonce, expires, signature] = match;
      const expected = sign(`${nonce}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'forged' };
      const expiresAt = parseInt(expires, 36) * 1000;
      if (expiresAt <= now) return { valid: false, reason: 'expired' };
      return { valid: true, expiresAt, key: nonce };
    },
  };
}
