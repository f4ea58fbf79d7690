import { createChatMemory, NEW_CHAT_STATE, type ChatState } from './chat-memory';
import type { LeadStore } from '../leads/store';

/** Just the two calls the memory makes, over a map, standing in for the store's chat_states table (tested on both backends in store.test.ts). */
function storeOf(rows = new Map<string, unknown>()) {
  return {
    rows,
    store: {
      loadChatState: async (key: string) => rows.get(key),
      saveChatState: async (key: string, state: unknown) => void rows.set(key, state),
    } as unknown as LeadStore,
  };
}

const naming: ChatState = { capture: { step: 'name' } };

describe('chat memory', () => {
  it('reads and writes through the store when it is open', async () => {
    const { rows, store } = storeOf();
    const memory = createChatMemory({ store: () => store, now: () => 0 });
    await memory.save('chat-a', naming);
    expect(rows.get('chat-a')).toEqual(naming);
    const other = createChatMemory({ store: () => store, now: () => 0 });
    expect(await other.load('chat-a')).toMatchObject(naming);
  });

  it("reads a chat's state only once its last write, started and not awaited, has landed", async () => {
    const rows = new Map<string, unknown>();
    let land = () => {};
    const store = {
      loadChatState: async (key: string) => rows.get(key),
      saveChatState: (key: string, state: unknown) => new Promise<void>((done) => (land = () => done(void rows.set(key, state)))),
    } as unknown as LeadStore;
    const memory = createChatMemory({ store: () => store, now: () => 0 });
    void memory.save('chat-a', naming);
    let loaded: ChatState | undefined;
    const loading = memory.load('chat-a').then((state) => (loaded = state));
    await new Promise((wait) => setTimeout(wait, 10));
    expect(loaded).toBeUndefined();
    land();
    await loading;
    expect(loaded).toMatchObject(naming);
  });

  it('keeps chats itself while the store is not open, and finds them once it opens', async () => {
    const { store } = storeOf();
    const opening: { store?: LeadStore } = {};
    const memory = createChatMemory({ store: () => opening.store, now: () => 0 });
    await memory.save('chat-a', naming);
    expect(await memory.load('chat-a')).toEqual(naming);
    opening.store = store;
    expect(await memory.load('chat-a')).toEqual(naming);
  });

  it('answers from what it remembers when it alone writes the store, and reads the store every time when other instances may', async () => {
    for (const [soleWriter, readsOfRemembered] of [[true, 0], [false, 2]] as const) {
      const rows = new Map<string, unknown>();
      let reads = 0;
      const store = {
        loadChatState: async (key: string) => (reads++, rows.get(key)),
        saveChatState: async (key: string, state: unknown) => void rows.set(key, state),
      } as unknown as LeadStore;
      const memory = createChatMemory({ store: () => store, now: () => 0, soleWriter });
      await memory.save('chat-a', naming);
      expect(await memory.load('chat-a')).toEqual(naming);
      expect(await memory.load('chat-a')).toEqual(naming);
      expect(reads).toBe(readsOfRemembered);
      // After a restart nothing is remembered: the store has it.
      const restarted = createChatMemory({ store: () => store, now: () => 0, soleWriter });
      expect(await restarted.load('chat-a')).toMatchObject(naming);
      expect(reads).toBe(readsOfRemembered + 1);
    }
  });

  it('treats a state it cannot read as a new chat', async () => {
    const { store } = storeOf(new Map<string, unknown>([['odd', { capture: { step: 'somewhere-else' } }], ['junk', 'text']]));
    const memory = createChatMemory({ store: () => store, now: () => 0 });
    expect(await memory.load('odd')).toEqual(NEW_CHAT_STATE);
    expect(await memory.load('junk')).toEqual(NEW_CHAT_STATE);
    expect(await memory.load('never-seen')).toEqual(NEW_CHAT_STATE);
  });

  it('keeps the mark of a question asked inside the flow through the store, and drops one it does not expect', async () => {
    const asked: ChatState = { capture: { step: 'contact', name: 'Ada', questionAsked: true }, topic: 'crm' };
    const { rows, store } = storeOf(new Map<string, unknown>([['odd', { capture: { step: 'contact', name: 'Ada', questionAsked: 'yes' } }]]));
    const memory = createChatMemory({ store: () => store, now: () => 0 });
    await memory.save('chat-a', asked);
    // Through JSON, as the store keeps it.
    rows.set('chat-a', JSON.parse(JSON.stringify(rows.get('chat-a'))));
    expect(await createChatMemory({ store: () => store, now: () => 0 }).load('chat-a')).toMatchObject(asked);
    expect((await memory.load('odd')).capture).not.toHaveProperty('questionAsked');
    expect((await memory.load('odd')).capture).toMatchObject({ step: 'contact', name: 'Ada' });
  });

  it('keeps the last question and the answer offered through the store, and drops one too long to be one it wrote', async () => {
    const asked: ChatState = {
      capture: { step: null },
      subject: 'I think I was overcharged on my last invoice',
      offered: 'faq:how-are-phone-calls-billed',
      offeredFor: 'I think I was overcharged on my last invoice',
    };
    const { rows, store } = storeOf(
      new Map<string, unknown>([
        ['long', { capture: { step: null }, subject: 'x'.repeat(5000), offered: 'faq:how-are-phone-calls-billed', offeredFor: 'x'.repeat(5000) }],
        ['stray', { capture: { step: null }, offeredFor: 'what it was offered for, with nothing offered' }],
      ]),
    );
    const memory = createChatMemory({ store: () => store, now: () => 0 });
    await memory.save('chat-a', asked);
    rows.set('chat-a', JSON.parse(JSON.stringify(rows.get('chat-a'))));
    expect(await createChatMemory({ store: () => store, now: () => 0 }).load('chat-a')).toMatchObject(asked);
    expect(await memory.load('long')).not.toHaveProperty('subject');
    expect(await memory.load('long')).not.toHaveProperty('offeredFor');
    expect(await memory.load('stray')).not.toHaveProperty('offeredFor');
  });

  it('answers from its own copy when the store fails, and says so', async () => {
    const errors: string[] = [];
    const failing = { loadChatState: async () => Promise.reject(new Error('gone')), saveChatState: async () => Promise.reject(new Error('gone')) } as unknown as LeadStore;
    const memory = createChatMemory({ store: () => failing, now: () => 0, onError: (message) => errors.push(message) });
    await memory.save('chat-a', naming);
    expect(await memory.load('chat-a')).toEqual(naming);
    expect(errors).toHaveLength(2);
  });

  it('remembers a bounded number of chats itself, forgetting the oldest', async () => {
    const memory = createChatMemory({ store: () => undefined, now: () => 0, localLimit: 2 });
    await memory.save('one', naming);
    await memory.save('two', naming);
    await memory.save('three', naming);
    expect(await memory.load('one')).toEqual(NEW_CHAT_STATE);
    expect(await memory.load('three')).toEqual(naming);
  });
});
