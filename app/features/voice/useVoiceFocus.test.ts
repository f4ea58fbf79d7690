import { focusTargetAfter } from './useVoiceFocus';
import type { VoiceEvent, VoicePhase } from './voice-state';

describe('where focus goes as the orb changes', () => {
  it('follows the visitor’s own actions to the control that comes next', () => {
    expect(focusTargetAfter('orbPressed', 'open')).toBe('start');
    expect(focusTargetAfter('callFailed', 'open')).toBe('start');
    expect(focusTargetAfter('browserFailed', 'open')).toBe('start');
    expect(focusTargetAfter('startPressed', 'connecting')).toBe('end');
    expect(focusTargetAfter('callStarted', 'in-call')).toBe('end');
    expect(focusTargetAfter('endPressed', 'idle')).toBe('orb');
    expect(focusTargetAfter('closePressed', 'idle')).toBe('orb');
    expect(focusTargetAfter('callEnded', 'idle')).toBe('orb');
  });

  it('stays put for the invitation, the way into the chat, and the conversation taking over', () => {
    const phases: VoicePhase[] = ['idle', 'invite', 'open', 'connecting', 'in-call', 'talking'];
    const others: Array<VoiceEvent['type'] | null> = [null, 'autoOpen', 'inviteDismissed', 'chatInstead', 'browserStarted'];
    for (const cause of others) for (const phase of phases) expect(focusTargetAfter(cause, phase), `${cause} → ${phase}`).toBeNull();
  });

  it('leaves the invitation and a conversation in the browser to place focus themselves', () => {
    expect(focusTargetAfter('orbPressed', 'invite')).toBeNull();
    expect(focusTargetAfter('orbPressed', 'talking')).toBeNull();
  });
});
