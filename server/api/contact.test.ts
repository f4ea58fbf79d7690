/** The contact form's API, on a real lead service over an in-memory store. */
import { CONTACT_ERRORS } from '../../app/features/leads/contact-form';
import { CONTACT_CONSENT } from '../../app/content/lead-consent';
import type { LeadService } from '../leads/lead-service';
import { startTestLeads } from '../../tests/support/test-leads';
import { createApi } from './index';
import { DEFAULT_CONTACT_FORMS_PER_MINUTE as CONTACT_FORMS_PER_MINUTE } from '../env';
import { FORM_ERROR_MESSAGE, MIN_FILL_MS, STORE_DOWN_MESSAGE } from './form-posts';

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
  startedAt: NOW - 60_000,
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

  it('thanks a bot that filled the honeypot or sent the form too fast, and stores nothing', async () => {
    expect((await postJson(api(), { ...form, website: 'https://spam.example' })).status).toBe(200);
    expect((await postJson(api(), { ...form, startedAt: NOW - MIN_FILL_MS + 500 })).status).toBe(200);
    expect(await (await leads.ready()).listLeads()).toEqual([]);
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
