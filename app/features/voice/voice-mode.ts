/**
 * Which kind of voice conversation this site offers, asked of the server once per page:
 * 'provider' (a web call through the voice provider) or 'browser' (speech handled by the
 * browser, answers from the chat API). GET /api/voice-mode always answers 200, so finding
 * out never logs a failed request; anything unreadable means 'browser', which always works.
 */
import type { FetchLike } from './voice-api';

export type VoiceMode = 'provider' | 'browser';

export const VOICE_MODE_ENDPOINT = '/api/voice-mode';

/** A server that does not answer in time is treated as having no provider. */
const MODE_TIMEOUT_MS = 3000;

export async function requestVoiceMode(fetchImpl: FetchLike, timeoutMs = MODE_TIMEOUT_MS): Promise<VoiceMode> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(VOICE_MODE_ENDPOINT, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return 'browser';
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && (body as Record<string, unknown>).mode === 'provider' ? 'provider' : 'browser';
  } catch {
    return 'browser';
  } finally {
    clearTimeout(timer);
  }
}

let known: Promise<VoiceMode> | undefined;

/** The page's voice mode, asked for once and shared by every orb on the page. */
export function voiceMode(): Promise<VoiceMode> {
  known ??= requestVoiceMode((input, init) => fetch(input, init));
  return known;
}

/** Forgets the answer (tests). */
export function forgetVoiceMode(): void {
  known = undefined;
}
