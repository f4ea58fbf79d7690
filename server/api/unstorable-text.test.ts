/**
 * Text a database cannot keep (NUL, a lone UTF-16 surrogate) sent through every path into a real lead store
 * (in-memory PGlite, with a webhook target so each lead's JSON document is written to the outbox too): it is
 * stored cleaned, never answered with "try again in a minute".
 */
import { CONTACT_ERRORS } from '../../app/lib/forms/contact-form';
import { CAPTURE_REPLIES } from '../leads/lead-capture';
import type { LeadService } from '../leads/lead-service';
import type { LeadStore } from '../leads/store';
import { contactFormBody } from '../../tests/support/contact-form-body';
import { startTestLeads } from '../../tests/support/test-leads';
import { FORM_ERROR_MESSAGE } from './form-posts';
import { createApi } from './index';

const NUL = '\u0000';
const HIGH = '\ud83d';
const LOW = '\ude80';
const env = { CHAT_SESSION_SECRET: 'one-secret-shared-by-every-instance', CHAT_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' };

let leads: LeadService;
let store: LeadStore;

beforeAll(async () => {
  leads = startTestLeads({ env: { dataDir: '', webhook: { url: 'http://127.0.0.1:9/never-answers' } }, pollMs: 60_000 });
  store = await leads.ready();
}, 60_000);
afterAll(async () => {
  await leads.stop();
});

const instance = () => createApi({ env, leads, logError: () => {} });

function postJson(path: string, body: unknown) {
  return instance().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The outbox documents queued for a lead or a request, by the name in them. */
async function queuedFor(name: string) {
  return (await store.listDeliveries()).filter((delivery) => (delivery.payload as { name?: string }).name === name);
}

describe('text the store cannot keep', () => {
  it('a contact form with NUL and lone surrogates in every field is stored cleaned and queued', async () => {
    const response = await postJson(
      '/api/contact',
      contactFormBody({
        name: `${NUL}Ada ${HIGH}Lovelace${NUL}`,
        email: `ada${NUL}@example.com${LOW}`,
        phone: `(832)${NUL} 555-0142`,
        business: `Analytical${NUL} Engines${LOW}`,
        message: `First${NUL} line${HIGH}\r\nSecond line${LOW}`,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const [lead] = (await store.listLeads({ limit: 1000 })).filter((row) => row.name === 'Ada \ufffdLovelace');
    expect(lead).toMatchObject({
      email: 'ada@example.com\ufffd',
      phone: '(832) 555-0142',
      business: 'Analytical Engines\ufffd',
      message: 'First line\ufffd\nSecond line\ufffd',
    });
    expect(await queuedFor('Ada \ufffdLovelace')).toEqual([
      expect.objectContaining({ target: 'webhook', payload: expect.objectContaining({ message: 'First line\ufffd\nSecond line\ufffd' }) }),
    ]);
  });

  it('a phone number with a lone surrogate in it is a field error, not an outage', async () => {
    const response = await postJson('/api/contact', contactFormBody({ name: 'Charles', email: '', phone: `832 555 0142${HIGH}`, message: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_ERROR_MESSAGE, fields: { phone: CONTACT_ERRORS.phone } });
  });

  it('a privacy request with NUL and lone surrogates in every field is stored cleaned and queued', async () => {
    const response = await postJson('/api/privacy-request', {
      requestType: `delete${NUL}`,
      name: `Grace${NUL} ${LOW}Hopper`,
      email: `${NUL}grace@example.com`,
      details: `Everything${NUL}${HIGH}\r\nplease`,
      shownForMs: 60_000,
    });
    expect(response.status).toBe(200);
    const [request] = (await store.listPrivacyRequests()).filter((row) => row.name === 'Grace \ufffdHopper');
    expect(request).toMatchObject({ requestType: 'delete', email: 'grace@example.com', details: 'Everything\ufffd\nplease' });
    expect(await queuedFor('Grace \ufffdHopper')).toHaveLength(1);
  });

  it('a chat lead with NUL and a lone surrogate in its answers completes, its state carried by the store alone', async () => {
    const send = async (chatId: string, content: string) => {
      // A new instance for every message: only the store remembers where the chat is.
      const response = await instance().request('/api/retell-chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: 'https://example.com/pricing' },
        body: JSON.stringify({ action: 'send', chat_id: chatId, content }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { messages: Array<{ content: string }> }).messages[0].content;
    };
    const created = await instance().request('/api/retell-chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"create"}' });
    const { chat_id: chatId } = (await created.json()) as { chat_id: string };

    const replies: string[] = [];
    for (const content of [`call me back${NUL}`, 'yes', `Katherine${NUL} Johnson${HIGH}`, `katherine${NUL}@example.com`, `Flight${NUL} plans${LOW}`, 'skip', 'yes']) {
      replies.push(await send(chatId, content));
    }
    expect(replies.slice(1, 4)).toEqual([CAPTURE_REPLIES.askName, CAPTURE_REPLIES.askContact('Katherine'), CAPTURE_REPLIES.askBusiness]);
    expect(replies[6]).toBe(CAPTURE_REPLIES.stored);
    const stored = (await store.listLeads({ limit: 1000 })).filter((row) => row.name === 'Katherine Johnson\ufffd');
    expect(stored).toEqual([expect.objectContaining({ source: 'chat', email: 'katherine@example.com', business: 'Flight plans\ufffd' })]);
    expect(await queuedFor('Katherine Johnson\ufffd')).toHaveLength(1);
  });

  it('Vale answers a question with NUL in it as usual, and records one it cannot answer, cleaned', async () => {
    const created = await instance().request('/api/retell-chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"create"}' });
    const { chat_id: chatId } = (await created.json()) as { chat_id: string };
    const send = async (content: string) => {
      const response = await instance().request('/api/retell-chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'send', chat_id: chatId, content }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { messages: Array<{ content: string }> }).messages[0].content;
    };

    expect(await send(`How much${NUL} is the ${HIGH}CRM?`)).toMatch(/\$\d/);
    await send(`Do you sell${NUL} submarine${LOW} insurance?`);
    const asked = async () => (await store.listQuestions(new Date(0))).map((row) => row.question);
    await vi.waitFor(async () => expect(await asked()).toContain('Do you sell submarine\ufffd insurance?'), { timeout: 5000 });
  });
});
