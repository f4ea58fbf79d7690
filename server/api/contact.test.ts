/** The contact form's API, on a real lead service over an in-memory store. */
import { CONTACT_ERRORS } from '../../app/lib/forms/contact-form';
import { CONTACT_CONSENT } from '../../app/content/lead-consent';
import type { LeadService } from '../leads/lead-service';
import { startTestLeads } from '../../tests/support/test-leads';
import { createApi } from './index';
import { DEFAULT_CONTACT_FORMS_PER_MINUTE as CONTACT_FORMS_PER_MINUTE } from '../env';
import { MIN_FILL_MS, TOO_FAST_MESSAGE } from '../../app/lib/forms/fill-time';
import { CROSS_SITE_MESSAGE, FORM_ERROR_MESSAGE, STORE_DOWN_MESSAGE, TRAPPED_MESSAGE, UNREADABLE_FORM_MESSAGE } from './form-posts';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const quiet = { logError: () => {} };
let leads: LeadService;

beforeEach(async () => {
  leads = startTestLeads();
  // The store opens here, not inside a test's time budget.
  await leads.ready();
});
afterEach(async () => {
  await leads.stop();
});

const form = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  business: 'Analytical Engines',
  message: 'We miss calls after 5 pm.',
  preferredContact: 'email',
  consent: true,
  consentVersion: CONTACT_CONSENT.version,
  page: '/contact',
  shownForMs: 60_000,
  website: '',
};

const api = (service: LeadService | undefined = leads) => createApi({ env: {}, leads: service, now: () => NOW, ...quiet });
const postJson = (app: ReturnType<typeof createApi>, body: unknown) =>
  app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const postForm = (app: ReturnType<typeof createApi>, fields: Record<string, string>) =>
  app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('POST /api/contact', () => {
  it('stores a lead from the page\'s script with the consent text and version the visitor saw', async () => {
    const response = await postJson(api(), form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [lead] = await (await leads.ready()).listLeads();
    expect(lead).toMatchObject({
      source: 'form',
      page: '/contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      business: 'Analytical Engines',
      preferredContact: 'email',
      consentVersion: CONTACT_CONSENT.version,
      consentText: CONTACT_CONSENT.text,
    });
  });

  it('answers bad fields with 400 and a message per field, storing nothing', async () => {
    const response = await postJson(api(), { ...form, name: ' ', email: 'ada@', consent: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: FORM_ERROR_MESSAGE,
      fields: { name: CONTACT_ERRORS.name, email: CONTACT_ERRORS.email, consent: CONTACT_ERRORS.consent },
    });
    expect(await (await leads.ready()).listLeads()).toEqual([]);
  });

  it('never stores, e-mails or sends on a message with a card number in it: 400 asking for it to be taken out', async () => {
    const response = await postJson(api(), { ...form, message: 'Start billing 5555 5555 5555 4444 today' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_ERROR_MESSAGE, fields: { message: CONTACT_ERRORS.messageCardNumber } });
    expect(await (await leads.ready()).listLeads()).toEqual([]);
  });

  it('takes a plain form post (no script): 303 to the thank-you page, or a page naming each error', async () => {
    const fields = { name: 'Grace Hopper', email: '', phone: '(832) 555-0142', preferredContact: 'text', consent: 'on', page: '/contact' };
    const sent = await postForm(api(), fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact/thank-you');
    expect((await (await leads.ready()).listLeads())[0]).toMatchObject({ name: 'Grace Hopper', phone: '(832) 555-0142', preferredContact: 'text' });

    const refused = await postForm(api(), { ...fields, phone: '12' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<h1>Please check the form</h1>');
    expect(page).toContain(CONTACT_ERRORS.phone.replace("'", '&#39;'));
  });

  it('refuses, in plain words, a form sent faster than a person fills it in or with the hidden trap filled; stores nothing and thanks nobody', async () => {
    const tooFast = await postJson(api(), { ...form, shownForMs: MIN_FILL_MS - 500 });
    expect(tooFast.status).toBe(400);
    expect(await tooFast.json()).toEqual({ error: TOO_FAST_MESSAGE });
    for (const shownForMs of [-1, 'soon', null]) expect((await postJson(api(), { ...form, shownForMs })).status).toBe(400);
    const trapped = await postJson(api(), { ...form, website: 'https://spam.example' });
    expect(trapped.status).toBe(400);
    expect(await trapped.json()).toEqual({ error: TRAPPED_MESSAGE });
    expect(await (await leads.ready()).listLeads()).toEqual([]);

    expect((await postJson(api(), { ...form, shownForMs: MIN_FILL_MS })).status).toBe(200);
    expect(await (await leads.ready()).listLeads()).toHaveLength(1);
  });

  it('judges a form without a fill time (a plain form post, another client) on the rest', async () => {
    const { shownForMs: _, ...withoutFillTime } = form;
    expect((await postJson(api(), withoutFillTime)).status).toBe(200);
    expect(await (await leads.ready()).listLeads()).toHaveLength(1);
  });

  it('refuses a post from another site (Sec-Fetch-Site or Origin), as JSON or as a form post, and stores nothing', async () => {
    const app = api();
    const fields = { name: 'Mallory', email: 'victim@example.com', consent: 'on' };
    const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const posted = await app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      });
      expect(posted.status).toBe(403);
      expect(await posted.text()).toContain(CROSS_SITE_MESSAGE.slice(0, 30));
    }
    const json = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: JSON.stringify(form) });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ error: CROSS_SITE_MESSAGE });
    expect(await (await leads.ready()).listLeads()).toEqual([]);

    // The site's own pages: same-origin, or an Origin naming this host.
    const own = await app.request('http://shop.test/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test', host: 'shop.test' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(own.status).toBe(303);
    expect((await postJson(app, form)).status).toBe(200);
    const sameOrigin = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(form) });
    expect(sameOrigin.status).toBe(200);
  });

  it('answers a body it cannot read with 400 and a clear message, not a server error', async () => {
    const app = api();
    const multipart = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--nope',
    });
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toContain(UNREADABLE_FORM_MESSAGE.replace("'", '&#39;').slice(0, 20));
    const badJson = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: 'The form must be sent as a JSON object.' });
  });

  it(`allows ${CONTACT_FORMS_PER_MINUTE} forms a minute per client, then 429 with Retry-After`, async () => {
    const app = api();
    for (let index = 0; index < CONTACT_FORMS_PER_MINUTE; index += 1) expect((await postJson(app, form)).status).toBe(200);
    const refused = await postJson(app, form);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('says clearly when the store is down, so the visitor keeps what they typed and can try again', async () => {
    const broken = startTestLeads({ openStore: () => Promise.reject(new Error('disk full')) });
    const response = await postJson(api(broken), form);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: STORE_DOWN_MESSAGE });
    await broken.stop();
  });

  it('refuses other content types (415) and other methods (405)', async () => {
    const app = api();
    expect((await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })).status).toBe(415);
    expect((await app.request('/api/contact')).status).toBe(405);
  });
});
