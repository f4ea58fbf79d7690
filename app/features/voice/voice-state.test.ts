import {
  START_LABEL,
  VOICE_AUTO_OPEN_DELAY_MS,
  WELCOME_MESSAGE,
  callStatusText,
  formatElapsed,
  holdsCall,
  initialVoiceState,
  isActive,
  isPanelOpen,
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

  it('invites by itself only when idle and never after the visitor opened it', () => {
    const invite = voiceReducer(initialVoiceState, { type: 'autoOpen' });
    expect(invite).toMatchObject({ phase: 'invite', openedByVisitor: false });
    expect(isActive(invite)).toBe(true);
    expect(isPanelOpen(invite)).toBe(false);
    const closedByVisitor = run([{ type: 'orbPressed' }, { type: 'closePressed' }]);
    expect(voiceReducer(closedByVisitor, { type: 'autoOpen' })).toBe(closedByVisitor);
    const call = inCall();
    expect(voiceReducer(call, { type: 'autoOpen' })).toBe(call);
  });

  it('the invitation does not start a call: the panel opens on the visitor’s action, and Start Conversation starts', () => {
    const invite = voiceReducer(initialVoiceState, { type: 'autoOpen' });
    expect(holdsCall(invite)).toBe(false);
    expect(voiceReducer(invite, { type: 'startPressed' })).toBe(invite);
    expect(voiceReducer(initialVoiceState, { type: 'startPressed' })).toBe(initialVoiceState);
    expect(voiceReducer(invite, { type: 'orbPressed' })).toMatchObject({ phase: 'open', openedByVisitor: true });
  });

  it('the invitation tucks away for good once dismissed', () => {
    const dismissed = run([{ type: 'autoOpen' }, { type: 'inviteDismissed' }]);
    expect(dismissed).toMatchObject({ phase: 'idle', openedByVisitor: true });
    expect(voiceReducer(dismissed, { type: 'autoOpen' })).toBe(dismissed);
    const open = run([{ type: 'orbPressed' }]);
    expect(voiceReducer(open, { type: 'inviteDismissed' })).toBe(open);
  });

  it('runs the conversation in the browser from the open panel, and closes from it', () => {
    const talking = run([{ type: 'orbPressed' }, { type: 'browserStarted' }]);
    expect(talking.phase).toBe('talking');
    expect(isPanelOpen(talking)).toBe(true);
    expect(holdsCall(talking)).toBe(false);
    expect(voiceReducer(talking, { type: 'closePressed' }).phase).toBe('idle');
    expect(voiceReducer(talking, { type: 'orbPressed' }).phase).toBe('idle');
    expect(voiceReducer(initialVoiceState, { type: 'browserStarted' })).toBe(initialVoiceState);
  });

  it('"Chat with Vale instead" closes the panel from any phase', () => {
    expect(run([{ type: 'orbPressed' }, { type: 'chatInstead' }]).phase).toBe('idle');
    expect(run([{ type: 'orbPressed' }, { type: 'browserStarted' }, { type: 'chatInstead' }]).phase).toBe('idle');
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

describe('callStatusText', () => {
  it('announces connecting and connected, and nothing in any other phase', () => {
    expect(callStatusText('connecting', 'Vale')).toBe('Connecting to Vale…');
    expect(callStatusText('in-call', 'Vale')).toBe("Connected. You're talking with Vale.");
    for (const phase of ['idle', 'invite', 'open', 'talking'] as const) expect(callStatusText(phase, 'Vale'), phase).toBe('');
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
