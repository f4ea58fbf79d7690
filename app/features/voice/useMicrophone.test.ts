import { initialConversationState, type ConversationState } from './conversation-state';
import { quickRestartGuard, wantsMicrophone } from './useMicrophone';

describe('the microphone in a browser conversation', () => {
  it('is wanted while asking and live, not when muted, ended or failed', () => {
    const at = (change: Partial<ConversationState>) => ({ ...initialConversationState, ...change });
    expect(wantsMicrophone(initialConversationState)).toBe(true);
    for (const phase of ['listening', 'thinking', 'speaking'] as const) {
      expect(wantsMicrophone(at({ phase })), phase).toBe(true);
      expect(wantsMicrophone(at({ phase, muted: true })), `${phase}, muted`).toBe(false);
    }
    expect(wantsMicrophone(at({ phase: 'ended' }))).toBe(false);
    expect(wantsMicrophone(at({ phase: 'failed', failure: 'denied' }))).toBe(false);
  });

  it('restarts recognition sessions the browser ends, until it busy-loops', () => {
    const tooMany = quickRestartGuard(5, 1500);
    // Five quick ends are browsers being browsers; the sixth within 1.5 s is a loop.
    for (const now of [0, 100, 200, 300, 400]) expect(tooMany(now)).toBe(false);
    expect(tooMany(500)).toBe(true);
  });

  it('forgets ends older than the window', () => {
    const tooMany = quickRestartGuard(5, 1500);
    for (const now of [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000]) expect(tooMany(now)).toBe(false);
    // 6000 and 7000 are within 1.5 s of 7400; 5000 is not.
    for (const now of [7100, 7200, 7300]) expect(tooMany(now)).toBe(false);
    expect(tooMany(7400)).toBe(true);
  });
});
