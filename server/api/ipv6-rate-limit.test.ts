/** The API counts an IPv6 client by its /64 and an IPv4 client by its address (../rate-limit/client-address.ts). */
import { createApi } from './index';

// Behind one trusted proxy, the client is the address it appended to X-Forwarded-For.
const api = () => createApi({ env: { TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '2' }, logError: () => {} });

/** A contact form (empty: the limit is counted before the fields are read) from the given client. */
async function contactFrom(app: ReturnType<typeof createApi>, client: string): Promise<number> {
  const response = await app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.9, ${client}` },
    body: '{}',
  });
  return response.status;
}

describe('the contact form limit per client', () => {
  it('is shared by every address of one IPv6 /64, however it is written', async () => {
    const app = api();
    expect(await contactFrom(app, '2001:db8::1')).toBe(400);
    expect(await contactFrom(app, '2001:0db8:0:0:abcd::2')).toBe(400);
    expect(await contactFrom(app, '2001:db8::ffff:ffff:ffff:3')).toBe(429);
    // The next /64 is another client.
    expect(await contactFrom(app, '2001:db8:0:1::1')).toBe(400);
  });

  it('stays per address for IPv4, also as an IPv4-mapped address', async () => {
    const app = api();
    expect(await contactFrom(app, '203.0.113.7')).toBe(400);
    expect(await contactFrom(app, '::ffff:203.0.113.7')).toBe(400);
    expect(await contactFrom(app, '203.0.113.7')).toBe(429);
    expect(await contactFrom(app, '203.0.113.8')).toBe(400);
  });
});
