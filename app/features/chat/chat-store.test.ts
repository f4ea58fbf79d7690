import { createChatStore } from './chat-store';
import { CHAT_STORAGE_KEY } from './chat-storage';
import { GREETING_TEXT, NETWORK_ERROR_TEXT } from './chat-state';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the shared chat store', () => {
  it('creates one session however many callers ask at once', async () => {
    const fetchImpl = vi.fn(async () => json(200, { chat_id: 'chat-1' }));
    const store = createChatStore({ fetchImpl, agentId: '', storage: memoryStorage() });
    const [first, second] = await Promise.all([store.ensureSession(), store.ensureSession()]);
    expect([first, second]).toEqual([true, true]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await store.ensureSession()).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('resolves a send with the replies it added, tells every subscriber and keeps the conversation', async () => {
    const storage = memoryStorage();
    const answers = [json(200, { chat_id: 'chat-1' }), json(200, { messages: [{ role: 'agent', message_id: 'm1', content: 'ATOM CRM starts at $197/month.' }] })];
    const store = createChatStore({ fetchImpl: async () => answers.shift()!, agentId: '', storage });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().messages.length));
    await store.ensureSession();

    const sending = store.send('  How much is the CRM?  ');
    expect(sending).not.toBeNull();
    expect(store.send('another one')).toBeNull(); // one send at a time
    expect(store.getState().sending).toBe(true);
    const added = await sending;
    expect(added?.map((message) => message.text)).toEqual(['ATOM CRM starts at $197/month.']);
    expect(store.getState().messages.map((message) => message.text)).toEqual([GREETING_TEXT, 'How much is the CRM?', 'ATOM CRM starts at $197/month.']);
    expect(seen.at(-1)).toBe(3);

    // A second store on the same storage (a reload) continues the same conversation.
    const restored = createChatStore({ fetchImpl: async () => json(500, {}), agentId: '', storage });
    expect(restored.getState().chatId).toBe('chat-1');
    expect(restored.getState().messages).toHaveLength(3);
    expect(storage.items.has(CHAT_STORAGE_KEY)).toBe(true);
  });

  it('resolves a failed send with the notice it added', async () => {
    const answers: Array<Response | Error> = [json(200, { chat_id: 'chat-1' }), new TypeError('offline')];
    const store = createChatStore({
      fetchImpl: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      agentId: '',
      storage: memoryStorage(),
    });
    await store.ensureSession();
    const added = await store.send('hello');
    expect(added?.map((message) => message.text)).toEqual([NETWORK_ERROR_TEXT]);
  });

  it('refuses to send without a session', () => {
    const store = createChatStore({ fetchImpl: async () => json(500, {}), agentId: '', storage: memoryStorage() });
    expect(store.send('hello')).toBeNull();
  });
});
