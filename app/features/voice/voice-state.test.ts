import {
  START_LABEL,
  VOICE_AUTO_OPEN_DELAY_MS,
  WELCOME_MESSAGE,
  formatElapsed,
  holdsCall,
  initialVoiceState,
  isActive,
  voiceReducer,
  type VoiceEvent,
  type VoiceState,
} from './voice-state';

const run = (events: VoiceEvent[], from: VoiceState = initialVoiceState) => events.reduce(voiceReducer, from);
const inCall = () => run([{ type: 'orbPressed' }, { type: 'startPressed' }, { type: 'callStarted', attempt: 1, at: 1000 }]);

describe('voice state', () => {
  it('keeps the spec constants', () => {
    expect(VOICE_AUTO_OPEN_DELAY_MS).toBe(2000);
    expect(WELCOME_MESSAGE).toBe('How can I help you today?');
    expect(START_LABEL).toBe('Start Conversation');
  });

  it('walks idle → open → connecting → in call → idle', () => {
    const open = run([{ type: 'orbPressed' }]);
    expect(open).toMatchObject({ phase: 'open', openedByVisitor: true });
    expect(isActive(open)).toBe(true);
    expect(holdsCall(open)).toBe(false);

    const connecting = voiceReducer(open, { type: 'startPressed' });
    expect(connecting).toMatchObject({ phase: 'connecting', attempt: 1 });
    expect(holdsCall(connecting)).toBe(true);

    const call = voiceReducer(connecting, { type: 'callStarted', attempt: 1, at: 5000 });
    expect(call).toMatchObject({ phase: 'in-call', callStartedAt: 5000, muted: false });

    const ended = voiceReducer(call, { type: 'endPressed' });
    expect(ended).toMatchObject({ phase: 'idle', callStartedAt: null, muted: false });
    expect(isActive(ended)).toBe(false);
  });

  it('pressing the orb toggles from any active state back to idle', () => {
    for (const state of [run([{ type: 'orbPressed' }]), run([{ type: 'orbPressed' }, { type: 'startPressed' }]), inCall()]) {
      expect(voiceReducer(state, { type: 'orbPressed' }).phase).toBe('idle');
    }
  });

  it('opens by itself only when idle and never after the visitor opened it', () => {
    expect(voiceReducer(initialVoiceState, { type: 'autoOpen' })).toMatchObject({ phase: 'open', openedByVisitor: false });
    const closedByVisitor = run([{ type: 'orbPressed' }, { type: 'closePressed' }]);
    expect(voiceReducer(closedByVisitor, { type: 'autoOpen' })).toBe(closedByVisitor);
    const call = inCall();
    expect(voiceReducer(call, { type: 'autoOpen' })).toBe(call);
  });

  it('the automatic opening does not start a call: only Start Conversation does', () => {
    const open = voiceReducer(initialVoiceState, { type: 'autoOpen' });
    expect(holdsCall(open)).toBe(false);
    expect(voiceReducer(initialVoiceState, { type: 'startPressed' })).toBe(initialVoiceState);
  });

  it('a failed start returns to the panel with a message, cleared on the next try', () => {
    const connecting = run([{ type: 'orbPressed' }, { type: 'startPressed' }]);
    const failed = voiceReducer(connecting, { type: 'callFailed', attempt: 1, message: 'No luck' });
    expect(failed).toMatchObject({ phase: 'open', error: 'No luck' });
    const retry = voiceReducer(failed, { type: 'startPressed' });
    expect(retry).toMatchObject({ phase: 'connecting', error: null, attempt: 2 });
  });

  it('ignores answers to an attempt the visitor abandoned', () => {
    const cancelled = run([{ type: 'orbPressed' }, { type: 'startPressed' }, { type: 'endPressed' }]);
    expect(cancelled.phase).toBe('idle');
    expect(voiceReducer(cancelled, { type: 'callStarted', attempt: 1, at: 1 })).toBe(cancelled);
    expect(voiceReducer(cancelled, { type: 'callFailed', attempt: 1, message: 'x' })).toBe(cancelled);

    const second = run([{ type: 'orbPressed' }, { type: 'startPressed' }], cancelled);
    expect(second.attempt).toBe(2);
    expect(voiceReducer(second, { type: 'callStarted', attempt: 1, at: 1 })).toBe(second);
    expect(voiceReducer(second, { type: 'callStarted', attempt: 2, at: 1 }).phase).toBe('in-call');
  });

  it('mutes and unmutes only during a call, and a new call starts unmuted', () => {
    const muted = voiceReducer(inCall(), { type: 'mutePressed' });
    expect(muted.muted).toBe(true);
    expect(voiceReducer(muted, { type: 'mutePressed' }).muted).toBe(false);
    const open = run([{ type: 'orbPressed' }]);
    expect(voiceReducer(open, { type: 'mutePressed' })).toBe(open);
    const afterEnd = run([{ type: 'endPressed' }, { type: 'orbPressed' }, { type: 'startPressed' }], muted);
    expect(afterEnd.muted).toBe(false);
  });

  it('a call ended by the other side returns to idle; a dropped call shows its message', () => {
    expect(voiceReducer(inCall(), { type: 'callEnded', attempt: 1 }).phase).toBe('idle');
    expect(voiceReducer(inCall(), { type: 'callFailed', attempt: 1, message: 'Dropped' })).toMatchObject({ phase: 'open', error: 'Dropped' });
  });

  it('closing applies to the open panel only', () => {
    expect(voiceReducer(run([{ type: 'orbPressed' }]), { type: 'closePressed' }).phase).toBe('idle');
    const call = inCall();
    expect(voiceReducer(call, { type: 'closePressed' })).toBe(call);
    expect(voiceReducer(initialVoiceState, { type: 'endPressed' })).toBe(initialVoiceState);
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_400)).toBe('0:07');
    expect(formatElapsed(754_000)).toBe('12:34');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-50)).toBe('0:00');
  });
});
