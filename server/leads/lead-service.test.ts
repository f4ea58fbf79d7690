import { startTestLeads } from '../../tests/support/test-leads';
import { QUESTION_RETENTION_MS } from './lead-service';
import { openLeadStore } from './store';

const T0 = new Date(Date.UTC(2026, 10, 1));
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('the lead service', () => {
  it('forgets unanswered questions after 30 days and chat states once their chat has expired, and keeps the rest', async () => {
    const store = await openLeadStore();
    await store.recordQuestion('asked a month ago', T0);
    await store.recordQuestion('asked yesterday', later(QUESTION_RETENTION_MS - 24 * 3600_000));
    await store.saveChatState('expired-chat', { capture: { step: null } }, T0);
    await store.saveChatState('live-chat', { capture: { step: 'name' } }, later(QUESTION_RETENTION_MS));

    const leads = startTestLeads({ now: () => later(QUESTION_RETENTION_MS + 60_000), openStore: async () => store });
    try {
      await leads.ready();
      await vi.waitFor(async () => expect((await store.listQuestions(new Date(0))).map((row) => row.question)).toEqual(['asked yesterday']), { timeout: 5000 });
      expect(await store.loadChatState('expired-chat')).toBeUndefined();
      expect(await store.loadChatState('live-chat')).toEqual({ capture: { step: 'name' } });
    } finally {
      await leads.stop();
    }
  });

  it('says once at start that leads are only stored when no target is configured', async () => {
    const lines: string[] = [];
    const leads = startTestLeads({ log: (line) => lines.push(line) });
    await leads.ready();
    await leads.stop();
    expect(lines.filter((line) => line.includes('no delivery target is configured'))).toHaveLength(1);
  });

  it('gives the open store only once it is open, and none after stopping', async () => {
    const leads = startTestLeads();
    expect(leads.openStore()).toBeUndefined();
    const store = await leads.ready();
    expect(leads.openStore()).toBe(store);
    await leads.stop();
    expect(leads.openStore()).toBeUndefined();
  });
});
