import {
  GREETING_ID,
  GREETING_TEXT,
  MAX_KEPT_MESSAGES,
  NETWORK_ERROR_TEXT,
  REPLY_ERROR_TEXT,
  SUGGESTED_QUESTIONS,
  canSend,
  chatReducer,
  initialChatState,
  isFreshConversation,
  isSendDisabled,
  type ChatAction,
  type ChatState,
} from './chat-state';
import { siteConfig } from '~/site.config';

const run = (actions: ChatAction[], from: ChatState = initialChatState()) => actions.reduce(chatReducer, from);
const ready = () => run([{ type: 'sessionRequested' }, { type: 'sessionCreated', chatId: 'chat-1' }]);

describe('chat state', () => {
  it('starts with the greeting from Vale welcoming the visitor to the brand', () => {
    const state = initialChatState();
    expect(state.messages).toEqual([{ id: GREETING_ID, text: GREETING_TEXT, isBot: true }]);
    expect(GREETING_TEXT).toContain('Vale');
    expect(GREETING_TEXT).toContain(`Welcome to ${siteConfig.brandName}`);
    expect(GREETING_TEXT).toMatch(/what can i help you with/i);
    expect(state.session).toBe('none');
    expect(state.sending).toBe(false);
  });

  it('keeps the spec error messages word for word', () => {
    expect(REPLY_ERROR_TEXT).toBe("I'm having trouble connecting right now. Please try again or contact us directly!");
    expect(NETWORK_ERROR_TEXT).toBe("I'm experiencing some technical difficulties. Please try again or contact our team directly!");
  });

  it('offers three or four suggested questions about pricing, launch speed and booking', () => {
    expect(SUGGESTED_QUESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(SUGGESTED_QUESTIONS.length).toBeLessThanOrEqual(4);
    const all = SUGGESTED_QUESTIONS.join(' ').toLowerCase();
    expect(all).toMatch(/cost|price/);
    expect(all).toMatch(/launch/);
    expect(all).toMatch(/strategy session/);
  });

  it('creates a session once: a second request while creating or ready changes nothing', () => {
    const creating = run([{ type: 'sessionRequested' }]);
    expect(creating.session).toBe('creating');
    expect(chatReducer(creating, { type: 'sessionRequested' })).toBe(creating);
    const state = chatReducer(creating, { type: 'sessionCreated', chatId: 'abc' });
    expect(state).toMatchObject({ session: 'ready', chatId: 'abc' });
    expect(chatReducer(state, { type: 'sessionRequested' })).toBe(state);
  });

  it('a failed creation leaves no session and Send disabled; a later request may try again', () => {
    const failed = run([{ type: 'sessionRequested' }, { type: 'sessionFailed' }]);
    expect(failed).toMatchObject({ session: 'failed', chatId: null });
    expect(isSendDisabled(failed)).toBe(true);
    expect(canSend(failed, 'hello')).toBe(false);
    expect(chatReducer(failed, { type: 'sessionRequested' }).session).toBe('creating');
  });

  it('sends only a non-empty trimmed message, with a session, when nothing is in flight', () => {
    expect(canSend(initialChatState(), 'hello')).toBe(false);
    const state = ready();
    expect(canSend(state, '   ')).toBe(false);
    expect(canSend(state, '')).toBe(false);
    expect(canSend(state, ' hi ')).toBe(true);

    const sending = chatReducer(state, { type: 'messageSent', id: 'v1', text: '  What does it cost?  ' });
    expect(sending.sending).toBe(true);
    expect(sending.messages.at(-1)).toEqual({ id: 'v1', text: 'What does it cost?', isBot: false });
    expect(isSendDisabled(sending)).toBe(true);
    expect(canSend(sending, 'again')).toBe(false);
    // A second send while one is in flight is refused.
    expect(chatReducer(sending, { type: 'messageSent', id: 'v2', text: 'again' })).toBe(sending);
    // So is a blank one, or one without a session.
    expect(chatReducer(state, { type: 'messageSent', id: 'v3', text: '  ' })).toBe(state);
    const none = initialChatState();
    expect(chatReducer(none, { type: 'messageSent', id: 'v4', text: 'hi' })).toBe(none);
  });

  it('adds only bot replies, ignores repeated ids and ends the send', () => {
    const sending = chatReducer(ready(), { type: 'messageSent', id: 'v1', text: 'hi' });
    const done = chatReducer(sending, {
      type: 'repliesReceived',
      replies: [
        { id: 'a1', text: 'Hello there', isBot: true },
        { id: 'u9', text: 'echo', isBot: false },
        { id: 'a1', text: 'duplicate', isBot: true },
        { id: GREETING_ID, text: 'again', isBot: true },
      ],
    });
    expect(done.sending).toBe(false);
    expect(done.messages.map((message) => message.id)).toEqual([GREETING_ID, 'v1', 'a1']);
  });

  it('a reply with an error field and a network failure each add their own bot message', () => {
    const sending = chatReducer(ready(), { type: 'messageSent', id: 'v1', text: 'hi' });
    const replyError = chatReducer(sending, { type: 'sendFailed', id: 'n1', reason: 'reply-error' });
    expect(replyError.sending).toBe(false);
    expect(replyError.messages.at(-1)).toEqual({ id: 'n1', text: REPLY_ERROR_TEXT, isBot: true });
    expect(replyError.session).toBe('ready');

    const network = chatReducer(sending, { type: 'sendFailed', id: 'n2', reason: 'network' });
    expect(network.messages.at(-1)).toEqual({ id: 'n2', text: NETWORK_ERROR_TEXT, isBot: true });
  });

  it('takes the replacement chat id after a lost session, or drops the session when none could be made', () => {
    const sending = chatReducer(ready(), { type: 'messageSent', id: 'v1', text: 'hi' });
    const replaced = chatReducer(sending, { type: 'repliesReceived', replies: [{ id: 'a1', text: 'Hi', isBot: true }], chatId: 'chat-2' });
    expect(replaced.chatId).toBe('chat-2');

    const lost = chatReducer(sending, { type: 'sendFailed', id: 'n1', reason: 'reply-error', chatId: null });
    expect(lost).toMatchObject({ chatId: null, session: 'failed', sending: false });
  });

  it('ignores replies and failures that arrive when nothing was sent', () => {
    const state = ready();
    expect(chatReducer(state, { type: 'repliesReceived', replies: [{ id: 'x', text: 'late', isBot: true }] })).toBe(state);
    expect(chatReducer(state, { type: 'sendFailed', id: 'n', reason: 'network' })).toBe(state);
  });

  it('restores a stored conversation and its session', () => {
    const restored = chatReducer(initialChatState(), {
      type: 'restored',
      chatId: 'kept',
      messages: [
        { id: GREETING_ID, text: GREETING_TEXT, isBot: true },
        { id: 'v1', text: 'hi', isBot: false },
      ],
    });
    expect(restored).toMatchObject({ chatId: 'kept', session: 'ready' });
    expect(restored.messages).toHaveLength(2);
    expect(isFreshConversation(restored)).toBe(false);

    const empty = chatReducer(initialChatState(), { type: 'restored', chatId: null, messages: [] });
    expect(empty.messages[0].id).toBe(GREETING_ID);
    expect(empty.session).toBe('none');
    expect(isFreshConversation(empty)).toBe(true);
  });

  it('keeps the greeting and the most recent messages when a conversation grows long', () => {
    let state = ready();
    for (let index = 0; index < MAX_KEPT_MESSAGES + 20; index += 1) {
      state = chatReducer(state, { type: 'messageSent', id: `v${index}`, text: `question ${index}` });
      state = chatReducer(state, { type: 'repliesReceived', replies: [{ id: `a${index}`, text: `answer ${index}`, isBot: true }] });
    }
    expect(state.messages).toHaveLength(MAX_KEPT_MESSAGES);
    expect(state.messages[0].id).toBe(GREETING_ID);
    expect(state.messages.at(-1)?.id).toBe(`a${MAX_KEPT_MESSAGES + 19}`);
  });
});
