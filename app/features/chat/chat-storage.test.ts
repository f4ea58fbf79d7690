import { CHAT_STORAGE_KEY, loadConversation, parseConversation, saveConversation, serializeConversation } from './chat-storage';
import { MAX_KEPT_MESSAGES } from './chat-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('chat storage', () => {
  const conversation = {
    chatId: 'abc.DEF_1-2',
    messages: [
      { id: 'greeting', text: 'Hi', isBot: true },
      { id: 'v1', text: 'What does it cost?', isBot: false },
    ],
  };

  it('round-trips a conversation through storage', () => {
    const storage = memoryStorage();
    saveConversation(conversation, storage);
    expect(storage.items.has(CHAT_STORAGE_KEY)).toBe(true);
    expect(loadConversation(storage)).toEqual(conversation);
  });

  it('ignores missing, broken or foreign data', () => {
    expect(parseConversation(null)).toBeUndefined();
    expect(parseConversation('not json')).toBeUndefined();
    expect(parseConversation('"text"')).toBeUndefined();
    expect(parseConversation(JSON.stringify({ v: 99, chatId: 'a', messages: [] }))).toBeUndefined();
    expect(parseConversation(JSON.stringify({ v: 1, chatId: 'a' }))).toBeUndefined();
  });

  it('drops a chat id the API would refuse and messages of the wrong shape', () => {
    const raw = JSON.stringify({
      v: 1,
      chatId: '<script>',
      messages: [{ id: 'ok', text: 'fine', isBot: true, extra: 1 }, { id: '', text: 'no id', isBot: true }, { id: 'x', text: 5, isBot: false }, 'junk'],
    });
    expect(parseConversation(raw)).toEqual({ chatId: null, messages: [{ id: 'ok', text: 'fine', isBot: true }] });
  });

  it('keeps at most the most recent messages', () => {
    const messages = Array.from({ length: MAX_KEPT_MESSAGES + 5 }, (_, index) => ({ id: `m${index}`, text: 't', isBot: index % 2 === 0 }));
    const parsed = parseConversation(serializeConversation({ chatId: 'c', messages }));
    expect(parsed?.messages).toHaveLength(MAX_KEPT_MESSAGES);
    expect(parsed?.messages.at(-1)?.id).toBe(`m${MAX_KEPT_MESSAGES + 4}`);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadConversation(broken)).toBeUndefined();
    expect(() => saveConversation(conversation, broken)).not.toThrow();
  });
});
