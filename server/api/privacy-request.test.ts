/** The privacy request form's API, on a real lead service over an in-memory store. */
import { PRIVACY_REQUEST_ERRORS } from '../../app/lib/forms/privacy-request-form';
import type { LeadService } from '../leads/lead-service';
import { startTestLeads } from '../../tests/support/test-leads';
import { createApi } from './index';
import { FORM_ERROR_MESSAGE } from './form-posts';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
let leads: LeadService;

beforeEach(async () => {
  leads = startTestLeads({ env: { dataDir: '', webhook: { url: 'http://127.0.0.1:9/hook' } }, now: () => new Date(NOW), pollMs: 60_000 });
  // The store opens here, not inside a test's time budget.
  await leads.ready();
});
afterEach(async () => {
  await leads.stop();
});

const api = () => createApi({ env: {}, leads, now: () => NOW, logError: () => {} });

describe('POST /api/privacy-request', () => {
  it('stores the request with the date its answer is due, and queues it for the owner', async () => {
    const response = await api().request('/api/privacy-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'delete', name: 'Ada Lovelace', email: 'ada@example.com', details: 'All of it, please.', shownForMs: 60_000 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, dueOn: '2027-01-07' });
    const store = await leads.ready();
    expect(await store.listPrivacyRequests()).toEqual([
      expect.objectContaining({ requestType: 'delete', name: 'Ada Lovelace', email: 'ada@example.com', details: 'All of it, please.', dueOn: '2027-01-07' }),
    ]);
    const [delivery] = await store.listDeliveries();
    expect(delivery).toMatchObject({ target: 'webhook' });
    expect(delivery.payload).toMatchObject({ type: 'privacy-request', request_type: 'delete', due_on: '2027-01-07' });
  });

  it('names each bad field, and takes a plain form post to the confirmation page', async () => {
    const refused = await api().request('/api/privacy-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'delete', name: '', email: 'ada' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: FORM_ERROR_MESSAGE, fields: { name: PRIVACY_REQUEST_ERRORS.name, email: PRIVACY_REQUEST_ERRORS.email } });

    const posted = await api().request('/api/privacy-request', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ requestType: 'access', name: 'Grace', email: 'grace@example.com' }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/privacy-request/received');
    expect((await (await leads.ready()).listPrivacyRequests()).map((row) => row.requestType)).toEqual(['access']);
  });
});
