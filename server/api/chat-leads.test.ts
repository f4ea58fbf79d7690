/** Vale taking a visitor's details through the chat API, on a real lead service over an in-memory store. */
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { CARD_NUMBER_REPLY } from '../chat/card-numbers';
import { CAPTURE_REPLIES } from '../leads/lead-capture';
import type { LeadService } from '../leads/lead-service';
import type { LeadStore } from '../leads/store';
import { startTestLeads } from '../../tests/support/test-leads';
import { getValeAgent, REPLIES } from '../chat/vale';
import { runCase } from '../chat/vale/eval/score';
import { claims } from '~/content/claims';
import { resolvePlaceholders } from '~/content/company';
import { formatPrice, getOffering } from '~/content/offerings';
import { createApi } from './index';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
// Figures Vale states, from the content that owns them.
const CRM_PRICE = formatPrice(getOffering('crm').pricingPagePrice!);
const PHONE_PRICE = formatPrice(getOffering('phone').pricingPagePrice!);
const env = { CHAT_SESSION_SECRET: 'one-secret-shared-by-every-instance', CHAT_RATE_LIMIT: '1000' };
let leads: LeadService;
let store: LeadStore;
let withWebhook: LeadService;

// One store for the file (opening one takes seconds); each test's visitors have their own names.
beforeAll(async () => {
  leads = startTestLeads();
  withWebhook = startTestLeads({ env: { dataDir: '', webhook: { url: 'http://127.0.0.1:9/never-answers' } } });
  [store] = await Promise.all([leads.ready(), withWebhook.ready()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([leads.stop(), withWebhook.stop()]);
});

/** The leads stored for visitors with this name. */
const leadsNamed = async (name: string) => (await store.listLeads({ limit: 1000 })).filter((lead) => lead.name === name);

type Api = ReturnType<typeof createApi>;
const instance = (service: LeadService | null = leads): Api => createApi({ env, leads: service ?? undefined, now: () => NOW, logError: () => {} });

async function post(app: Api, body: unknown, referer = 'https://example.com/pricing') {
  const response = await app.request('/api/retell-chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function startChat(app: Api): Promise<string> {
  return ((await post(app, { action: 'create' })) as { chat_id: string }).chat_id;
}

/** Sends each message in turn (each to the instance given beside it, or the first); returns Vale's replies. */
async function converse(chatId: string, turns: Array<string | [string, Api]>, first: Api): Promise<string[]> {
  const replies: string[] = [];
  for (const turn of turns) {
    const [content, app] = typeof turn === 'string' ? [turn, first] : turn;
    const { messages } = (await post(app, { action: 'send', chat_id: chatId, content })) as { messages: Array<{ content: string }> };
    replies.push(messages[0].content);
  }
  return replies;
}

describe('Vale taking a lead in the chat', () => {
  it('the happy path stores one lead from the chat, with the page, the consent Vale stated and its version', async () => {
    const app = instance();
    const chatId = await startChat(app);
    const replies = await converse(chatId, ['Can someone call me back?', 'yes', 'Ada Lovelace', 'ada@example.com', 'A bakery; we miss calls at lunch', 'mornings', 'yes'], app);

    expect(replies[0]).toBe(CAPTURE_REPLIES.offer);
    expect(replies[5]).toContain('(/privacy-policy)');
    expect(replies[5]).toContain(CHAT_CONSENT.text);
    expect(replies[6]).toBe(CAPTURE_REPLIES.stored);
    const stored = await leadsNamed('Ada Lovelace');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      source: 'chat',
      page: '/pricing',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      business: 'A bakery; we miss calls at lunch',
      bestTime: 'mornings',
      consentText: CHAT_CONSENT.text,
      consentVersion: CHAT_CONSENT.version,
    });
  });

  it('re-asks for a bad e-mail and continues with a valid phone number', async () => {
    const app = instance();
    const chatId = await startChat(app);
    const replies = await converse(chatId, ['I want to talk to a person', 'yes', 'Grace', 'grace@nowhere', '(832) 555-0142', 'skip', 'skip', 'yes'], app);
    expect(replies[3]).toBe(CAPTURE_REPLIES.badContact);
    expect(replies[4]).toBe(CAPTURE_REPLIES.askBusiness);
    const [lead] = await leadsNamed('Grace');
    expect(lead).toMatchObject({ name: 'Grace', email: null, phone: '(832) 555-0142', business: null, bestTime: null });
  });

  it('stores nothing when the visitor cancels midway, and answers as usual afterwards', async () => {
    const app = instance();
    const chatId = await startChat(app);
    const replies = await converse(chatId, ['book a demo', 'yes', 'Alan', 'never mind', 'hello'], app);
    expect(replies[3]).toBe(CAPTURE_REPLIES.cancelled);
    expect(replies[4]).toBe(resolvePlaceholders(REPLIES.greeting));
    expect(await leadsNamed('Alan')).toEqual([]);
    expect(await store.loadChatState(chatId.split('.')[0])).toMatchObject({ capture: { step: null } });
  });

  it('"can you call me back?" at the offer is a yes; a yes with a question has the question answered first', async () => {
    const app = instance();
    const chatId = await startChat(app);
    expect(await converse(chatId, ['I want a quote', 'Can you call me back?'], app)).toEqual([CAPTURE_REPLIES.offer, CAPTURE_REPLIES.askName]);

    const other = await startChat(app);
    const [, reply] = await converse(other, ['please email me', 'sure, but how much is the CRM?'], app);
    expect(reply).toContain(CRM_PRICE);
    expect(reply.endsWith(`\n${CAPTURE_REPLIES.askName}`)).toBe(true);
  });

  it('asked to be called with a question too, answers the question and then offers; without an answer, only offers', async () => {
    const app = instance();
    const [priced] = await converse(await startChat(app), ['Can someone call me? How much is the CRM?'], app);
    expect(priced).toContain(CRM_PRICE);
    expect(priced.endsWith(`\n${CAPTURE_REPLIES.offer}`)).toBe(true);
    const [offered] = await converse(await startChat(app), ['please call me, what colour is the moon?'], app);
    expect(offered).toBe(CAPTURE_REPLIES.offer);
  });

  it('answers a card number itself and sends it nowhere: not into the details taken, nor the unanswered questions', async () => {
    const app = instance();
    const card = '4111 1111 1111 1111';
    const replies = await converse(
      await startChat(app),
      ['Sign me up for the CRM right now and charge my card ' + card, 'can I get a quote', 'yes', 'Card Holder', 'card@example.com', `my card is ${card}`, 'Plumbing', 'mornings', 'yes'],
      app,
    );
    expect(replies[0]).toBe(resolvePlaceholders(CARD_NUMBER_REPLY));
    expect(replies[1]).toBe(CAPTURE_REPLIES.offer);
    // At the business step, the card number is answered and the step still waits for its answer.
    expect(replies[5]).toBe(resolvePlaceholders(CARD_NUMBER_REPLY));
    expect(replies[6]).toBe(CAPTURE_REPLIES.askBestTime);
    const [lead] = await leadsNamed('Card Holder');
    expect(lead).toMatchObject({ business: 'Plumbing', bestTime: 'mornings' });
    expect(JSON.stringify(lead)).not.toContain('4111');
    expect(JSON.stringify(await store.listQuestions(new Date(0)))).not.toContain('4111');
  });

  it('reads the question after a request in what the request named: "book a consultation, how long does it take?"', async () => {
    const app = instance();
    const [reply] = await converse(await startChat(app), ['I want to set up a consultation, where do I do that and how long does it take?'], app);
    expect(reply).toContain(`${claims.strategySessionMinutes} minutes`);
    expect(reply.endsWith(`\n${CAPTURE_REPLIES.offer}`)).toBe(true);
  });

  it('answers a question asked while taking details, asks the step again, and carries on to store every detail', async () => {
    const first = instance();
    const second = instance();
    const chatId = await startChat(first);
    const replies = await converse(
      chatId,
      ['can I get a quote', 'yes', ['How much is the CRM?', second], ['Alan Turing', first], 'alan@example.com', 'Codebreaking', ['How much is the phone system?', second], 'afternoons', 'yes'],
      first,
    );
    expect(replies[2]).toContain(CRM_PRICE);
    expect(replies[2].endsWith(`\n${CAPTURE_REPLIES.resume('name')}`)).toBe(true);
    // The instance that takes the name is not the one that answered the question: the state is in the store.
    expect(replies[3]).toBe(CAPTURE_REPLIES.askContact('Alan'));
    expect(replies[6]).toContain(PHONE_PRICE);
    expect(replies[6].endsWith(`\n${CAPTURE_REPLIES.resume('bestTime')}`)).toBe(true);
    expect(replies[8]).toBe(CAPTURE_REPLIES.stored);
    expect(await leadsNamed('Alan Turing')).toEqual([
      expect.objectContaining({ email: 'alan@example.com', phone: null, business: 'Codebreaking', bestTime: 'afternoons' }),
    ]);
  });

  it('a second question instead of an answer ends the flow: answered as usual, nothing stored, not asked again', async () => {
    const app = instance();
    const chatId = await startChat(app);
    const replies = await converse(chatId, ['call me back', 'yes', 'Alan Kay', 'How much is the CRM?', 'How much is the phone system?', 'alan@example.com'], app);
    expect(replies[3]).toContain(CRM_PRICE);
    expect(replies[3].endsWith(CAPTURE_REPLIES.resume('contact'))).toBe(true);
    expect(replies[4]).toContain(PHONE_PRICE);
    expect(replies[4]).not.toContain('Back to your details');
    expect(replies[4]).not.toContain(CAPTURE_REPLIES.askContact('Alan'));
    // The flow is over: an address typed now is not taken as a lead.
    expect(replies[5]).not.toBe(CAPTURE_REPLIES.askBusiness);
    expect(await store.loadChatState(chatId.split('.')[0])).toMatchObject({ capture: { step: null } });
    expect(await leadsNamed('Alan Kay')).toEqual([]);
  });

  it('the evaluation gets the reply the chat gives at every turn, questions inside the flow included', async () => {
    const app = instance();
    const chatId = await startChat(app);
    const turns = ['call me back', 'ok, but how much is the CRM?', 'Ada Byron', 'How much is the phone system?', 'And the CRM?', 'hello'];
    const replies = await converse(chatId, turns, app);
    const agent = getValeAgent();
    const evaluated = turns.map((_, index) => runCase(agent, { id: 'lead-flow', category: 'conversation', turns: turns.slice(0, index + 1), facts: [] }).reply);
    expect(evaluated).toEqual(replies);
  });

  it('records a lead the visitor spoke in the voice conversation as a voice lead', async () => {
    const app = instance();
    const chatId = await startChat(app);
    for (const content of ['please call me', 'yes', 'Grace Hopper', '832 555 0142', 'skip', 'skip', 'yes']) {
      await post(app, { action: 'send', chat_id: chatId, content, channel: 'voice' });
    }
    expect(await leadsNamed('Grace Hopper')).toEqual([expect.objectContaining({ source: 'voice', phone: '832 555 0142' })]);
  });

  it('continues on another instance: the flow state is in the shared store, not in the instance', async () => {
    const first = instance();
    const second = instance();
    const chatId = await startChat(first);
    const replies = await converse(
      chatId,
      ['call me', ['yes', second], ['Katherine Johnson', first], ['katherine@example.com', second], ['Flight plans', first], ['afternoons', second], ['yes', first]],
      first,
    );
    expect(replies[1]).toBe(CAPTURE_REPLIES.askName);
    expect(replies[2]).toBe(CAPTURE_REPLIES.askContact('Katherine'));
    expect(replies[6]).toBe(CAPTURE_REPLIES.stored);
    expect(await leadsNamed('Katherine Johnson')).toEqual([expect.objectContaining({ email: 'katherine@example.com', bestTime: 'afternoons' })]);
  });

  it('a short follow-up continues the topic and the figure asked for, on any instance', async () => {
    const first = instance();
    const second = instance();
    const chatId = await startChat(first);
    const replies = await converse(chatId, ['What do outbound calls cost?', ['inbound?', second], ['What does the phone system include?', first], ['and what does it cost per month?', second]], first);
    expect(replies[1]).toContain('$0.0111');
    expect(replies[3]).toContain('$47/month');
  });

  it('queues the chat lead for the owner like any other lead', async () => {
    const ownStore = await withWebhook.ready();
    const app = instance(withWebhook);
    const chatId = await startChat(app);
    await converse(chatId, ['please email me', 'yes', 'Mary', 'mary@example.com', 'skip', 'skip', 'yes'], app);
    const [lead] = await ownStore.listLeads();
    const queued = await ownStore.listDeliveries();
    expect(queued.map((delivery) => [delivery.leadId, delivery.target])).toEqual([[lead.id, 'webhook']]);
  });

  it('keeps what was taken when the store fails, so "yes" tries again', async () => {
    const app = instance();
    const chatId = await startChat(app);
    await converse(chatId, ['call me back', 'yes', 'Hedy', 'hedy@example.com', 'skip', 'skip'], app);
    const createLead = store.createLead;
    let failures = 1;
    store.createLead = async (...args) => {
      if (failures-- > 0) throw new Error('disk full');
      return createLead(...args);
    };
    try {
      const replies = await converse(chatId, ['yes', 'yes'], app);
      expect(replies).toEqual([CAPTURE_REPLIES.notSaved, CAPTURE_REPLIES.stored]);
    } finally {
      store.createLead = createLead;
    }
    expect(await leadsNamed('Hedy')).toEqual([expect.objectContaining({ email: 'hedy@example.com' })]);
  });

  it('records the questions it could not answer, their text only, and not those it answered', async () => {
    const app = instance();
    const chatId = await startChat(app);
    await converse(chatId, ['How much is the CRM?', 'Do you sell submarine insurance?'], app);
    const asked = async () => (await store.listQuestions(new Date(0))).map((row) => row.question);
    await vi.waitFor(async () => expect(await asked()).toContain('Do you sell submarine insurance?'), { timeout: 5000 });
    expect(await asked()).not.toContain('How much is the CRM?');
  });

  it('takes a name or an address typed at the offer as a yes, and stores the lead with it', async () => {
    const app = instance();
    const byName = await startChat(app);
    const replies = await converse(byName, ['Can someone call me back?', 'Barbara Liskov', 'barbara@example.com', 'skip', 'skip', 'yes'], app);
    expect(replies.slice(1, 3)).toEqual([CAPTURE_REPLIES.askContact('Barbara'), CAPTURE_REPLIES.askBusiness]);
    expect(replies[5]).toBe(CAPTURE_REPLIES.stored);
    expect(await leadsNamed('Barbara Liskov')).toEqual([expect.objectContaining({ email: 'barbara@example.com', phone: null })]);

    const byAddress = await startChat(app);
    const steps = await converse(byAddress, ['Please call me', 'dorothy@example.com', 'Dorothy Vaughan', 'skip', 'skip', 'yes'], app);
    expect(steps.slice(1, 3)).toEqual([CAPTURE_REPLIES.askNameAfterContact, CAPTURE_REPLIES.askBusinessAfterName('Dorothy')]);
    expect(await leadsNamed('Dorothy Vaughan')).toEqual([expect.objectContaining({ email: 'dorothy@example.com' })]);
  });

  it('notes, beside a question it could not answer, the answer the visitor said yes to', async () => {
    // A question Vale is not sure of but has a likely meaning for; which one depends on the trained model.
    const unsure = ['how do i get going with the crm', 'whats the onboarding process for the crm', 'what does onboarding look like for atom'];
    const found = unsure.map((question) => ({ question, offered: getValeAgent().answer!(question).context?.offered })).find(({ offered }) => offered !== undefined);
    expect(found, 'Vale asks "Did you mean …?" for one of these questions').toBeDefined();
    const { question, offered } = found!;
    const app = instance();
    const chatId = await startChat(app);
    const [offer, answer] = await converse(chatId, [question, 'yes'], app);
    expect(offer).toContain('Did you mean');
    expect(answer).not.toContain('Did you mean');
    const meant = async () => (await store.listQuestions(new Date(0))).filter((row) => row.question === question).map((row) => row.meant);
    await vi.waitFor(async () => expect(await meant()).toEqual([offered]), { timeout: 5000 });
  });

  it('without a lead store Vale only answers, and offers the contact page', async () => {
    const app = instance(null);
    const chatId = await startChat(app);
    const [reply] = await converse(chatId, ['Can you call me back?'], app);
    expect(reply).not.toBe(CAPTURE_REPLIES.offer);
    expect(reply).toContain('/contact');
  });
});
