import {
  MAX_CAPTIONS,
  conversationReducer,
  failureFromRecognitionError,
  initialConversationState,
  isEcho,
  isLive,
  type ConversationEvent,
  type ConversationState,
} from './conversation-state';

const run = (events: ConversationEvent[], from: ConversationState = initialConversationState) => events.reduce(conversationReducer, from);

const heard = (text: string, final = true, id = `v-${text}`): ConversationEvent => ({ type: 'heard', text, final, id });
const replied = (turn: number, text: string, id = `a-${turn}`): ConversationEvent => ({ type: 'replied', turn, replies: [{ id, text }] });

const listening = run([{ type: 'listening' }]);
const CRM_ANSWER = 'ATOM CRM starts at $197/month. It is a custom quote with no contract.';

describe('a voice conversation in the browser', () => {
  it('starts by asking for the microphone and listens once the browser has it', () => {
    expect(initialConversationState.phase).toBe('asking');
    expect(isLive(initialConversationState)).toBe(false);
    expect(listening.phase).toBe('listening');
    expect(isLive(listening)).toBe(true);
    // A restarted recognition session reports "listening" again: nothing changes.
    expect(conversationReducer(listening, { type: 'listening' })).toBe(listening);
  });

  it('goes listening → thinking → speaking → listening for one exchange, with captions of both sides', () => {
    const partial = run([heard('How much', false)], listening);
    expect(partial).toMatchObject({ phase: 'listening', interim: 'How much', captions: [] });

    const thinking = run([heard('How much is the CRM?')], partial);
    expect(thinking).toMatchObject({ phase: 'thinking', interim: '', turn: 1, outgoing: 'How much is the CRM?' });
    expect(thinking.captions).toEqual([{ id: 'v-How much is the CRM?', speaker: 'visitor', text: 'How much is the CRM?' }]);

    const speaking = run([replied(1, CRM_ANSWER)], thinking);
    expect(speaking).toMatchObject({ phase: 'speaking', speaking: CRM_ANSWER });
    expect(speaking.captions.map((caption) => [caption.speaker, caption.text])).toEqual([
      ['visitor', 'How much is the CRM?'],
      ['agent', CRM_ANSWER],
    ]);

    const done = run([{ type: 'spoken' }], speaking);
    expect(done).toMatchObject({ phase: 'listening', speaking: '' });
  });

  it('ignores empty words and a reply to an older turn is shown but not spoken', () => {
    expect(run([heard('   ')], listening)).toEqual(listening);
    const second = run([heard('first question'), replied(1, 'first answer'), { type: 'spoken' }, heard('second question')], listening);
    expect(second.turn).toBe(2);
    const late = run([replied(1, 'first answer again', 'a-late')], second);
    expect(late.phase).toBe('thinking');
    expect(late.captions.at(-1)?.text).toBe('first answer again');
    // The same reply id is never captioned twice.
    expect(run([replied(1, 'first answer again', 'a-late')], late).captions).toHaveLength(late.captions.length);
  });

  it('stops speaking as soon as the visitor talks over the reply (barge-in)', () => {
    const speaking = run([heard('How much is the CRM?'), replied(1, CRM_ANSWER)], listening);
    const bargeIn = run([heard('what about the phone', false)], speaking);
    expect(bargeIn).toMatchObject({ phase: 'listening', speaking: '', interim: 'what about the phone' });
    const next = run([heard('what about the phone system')], bargeIn);
    expect(next).toMatchObject({ phase: 'thinking', turn: 2, outgoing: 'what about the phone system' });
  });

  it('a final phrase over the reply is a new turn at once', () => {
    const speaking = run([heard('How much is the CRM?'), replied(1, CRM_ANSWER)], listening);
    expect(run([heard('can I book a call')], speaking)).toMatchObject({ phase: 'thinking', turn: 2, outgoing: 'can I book a call', speaking: '' });
  });

  it('does not take its own voice, heard back through the microphone, for the visitor', () => {
    const speaking = run([heard('How much is the CRM?'), replied(1, CRM_ANSWER)], listening);
    expect(run([heard('ATOM CRM starts at', false)], speaking)).toBe(speaking);
    expect(run([heard('custom quote with no contract')], speaking)).toBe(speaking);
  });

  it('sends words heard while a reply is on its way right after it, and only shows that reply', () => {
    const thinking = run([heard('How much is the CRM?'), heard('and the phone system')], listening);
    expect(thinking).toMatchObject({ phase: 'thinking', turn: 1, queued: 'and the phone system' });
    expect(thinking.captions).toHaveLength(2);
    const next = run([replied(1, CRM_ANSWER)], thinking);
    expect(next).toMatchObject({ phase: 'thinking', turn: 2, outgoing: 'and the phone system', queued: '', speaking: '' });
    expect(next.captions.at(-1)).toMatchObject({ speaker: 'agent', text: CRM_ANSWER });
  });

  it('a reply with nothing to say goes back to listening', () => {
    expect(run([heard('hello'), replied(1, '   ')], listening).phase).toBe('listening');
  });

  it('hears nothing while muted, and unmuting listens again', () => {
    const muted = run([heard('How', false), { type: 'mutePressed' }], listening);
    expect(muted).toMatchObject({ muted: true, interim: '' });
    expect(run([heard('are you there')], muted)).toBe(muted);
    expect(run([{ type: 'mutePressed' }, heard('are you there')], muted)).toMatchObject({ muted: false, phase: 'thinking' });
    // Muting means nothing before the microphone is on or after the end.
    expect(conversationReducer(initialConversationState, { type: 'mutePressed' })).toBe(initialConversationState);
  });

  it('ends from any phase, keeps the transcript, and ignores what arrives afterwards', () => {
    const thinking = run([heard('How much is the CRM?')], listening);
    const ended = run([{ type: 'endPressed' }], thinking);
    expect(ended).toMatchObject({ phase: 'ended', speaking: '' });
    expect(ended.captions).toHaveLength(1);
    expect(run([replied(1, CRM_ANSWER), heard('more'), { type: 'spoken' }, { type: 'failed', failure: 'network' }], ended)).toBe(ended);
    expect(run([{ type: 'endPressed' }], initialConversationState).phase).toBe('ended');
  });

  it('fails with a reason, and can start again keeping the transcript', () => {
    const denied = run([{ type: 'failed', failure: 'denied' }]);
    expect(denied).toMatchObject({ phase: 'failed', failure: 'denied' });
    const afterExchange = run([heard('hi'), replied(1, 'Hello!'), { type: 'spoken' }, { type: 'failed', failure: 'network' }], listening);
    const again = run([{ type: 'restartPressed' }], afterExchange);
    expect(again).toMatchObject({ phase: 'asking', failure: null, turn: 1 });
    expect(again.captions).toHaveLength(2);
    // Restarting a conversation that is still going means nothing.
    expect(conversationReducer(listening, { type: 'restartPressed' })).toBe(listening);
  });

  it('keeps the transcript to its last MAX_CAPTIONS lines', () => {
    let state = listening;
    for (let index = 0; index < MAX_CAPTIONS; index += 1) {
      state = run([heard(`question ${index}`, true, `v${index}`), replied(index + 1, `answer ${index}`, `a${index}`), { type: 'spoken' }], state);
    }
    expect(state.captions).toHaveLength(MAX_CAPTIONS);
    expect(state.captions.at(-1)?.text).toBe(`answer ${MAX_CAPTIONS - 1}`);
  });
});

describe('isEcho', () => {
  const spoken = 'The business phone system includes local and toll-free numbers, two-way business texting and call routing.';
  it('recognises the reply coming back, even slightly misheard', () => {
    expect(isEcho('the business phone system includes local', spoken)).toBe(true);
    expect(isEcho('business phone system includes low call and toll free numbers', spoken)).toBe(true);
    expect(isEcho('phone', spoken)).toBe(true);
  });
  it('knows the visitor talking, even on the same topic', () => {
    expect(isEcho('what about the phone system price', spoken)).toBe(false);
    expect(isEcho('stop', spoken)).toBe(false);
    expect(isEcho('how much does it cost', spoken)).toBe(false);
    expect(isEcho('anything', '')).toBe(false);
  });
});

describe('failureFromRecognitionError', () => {
  it('carries on after silence or an abort, and names every failure', () => {
    expect(failureFromRecognitionError('no-speech')).toBeNull();
    expect(failureFromRecognitionError('aborted')).toBeNull();
    expect(failureFromRecognitionError('not-allowed')).toBe('denied');
    expect(failureFromRecognitionError('service-not-allowed')).toBe('denied');
    expect(failureFromRecognitionError('audio-capture')).toBe('no-microphone');
    expect(failureFromRecognitionError('network')).toBe('network');
    expect(failureFromRecognitionError('language-not-supported')).toBe('unsupported');
    expect(failureFromRecognitionError('bad-grammar')).toBe('interrupted');
  });
});
