/**
 * Delivers a lead to the owner's webhook (a CRM's inbound webhook, Zapier, Make): a JSON POST carrying
 * an idempotency key, so a retried delivery never creates a second contact, and a signature the receiver
 * can check, the way Retell and Stripe sign theirs:
 *
 *   X-Lead-Timestamp: <unix seconds>
 *   X-Lead-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with LEADS_WEBHOOK_SECRET>
 *   Idempotency-Key:  <the same for every attempt of this delivery>
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { outcomeOfStatus, type AttemptOutcome } from './delivery-policy';

export const TIMESTAMP_HEADER = 'X-Lead-Timestamp';
export const SIGNATURE_HEADER = 'X-Lead-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A receiver should refuse signatures older than this, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Longest reason kept from a failed attempt, for the owner; the logs keep only the status (outbox.ts). */
const MAX_REASON_CHARS = 100;

export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** What a receiver does with our headers; used by our own tests and the owner's test command. */
export function verifyWebhookSignature(
  secret: string,
  { signature, timestamp, rawBody, nowSeconds }: { signature: string | undefined; timestamp: string | undefined; rawBody: string; nowSeconds: number },
): boolean {
  const sentAt = Number(timestamp);
  if (!signature || !Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, sentAt, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookDelivery {
  url: string;
  /** Signs each request when set. */
  secret?: string;
  idempotencyKey: string;
  /** The attempt's id, sent as X-Request-Id so the receiver's logs and ours meet. */
  requestId?: string;
  payload: unknown;
  now?: () => number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export async function sendWebhook({ url, secret, idempotencyKey, requestId, payload, now = Date.now, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch }: WebhookDelivery): Promise<AttemptOutcome> {
  const rawBody = JSON.stringify(payload);
  const timestamp = Math.floor(now() / 1000);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'lead-delivery/1',
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    [TIMESTAMP_HEADER]: String(timestamp),
  };
  if (requestId) headers['X-Request-Id'] = requestId;
  if (secret) headers[SIGNATURE_HEADER] = signWebhook(secret, timestamp, rawBody);
  // A timer cleared once answered, not AbortSignal.timeout: that one fires anyway and builds a DOMException
  // for every request (bursts of 8 ms on the main thread in bench:soak).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { method: 'POST', headers, body: rawBody, redirect: 'manual', signal: timeout.signal });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return outcomeOfStatus(response.status, response.statusText.slice(0, MAX_REASON_CHARS));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'retry', error: `no answer within ${timeoutMs / 1000} s` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { kind: 'retry', error: `network error: ${cause.slice(0, MAX_REASON_CHARS)}` };
  } finally {
    clearTimeout(timer);
  }
}
