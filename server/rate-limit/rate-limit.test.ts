import { clientAddress, createRateLimiter, MemoryRateLimitStore } from './index';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a fixed window and starts over when it ends', () => {
    const store = new MemoryRateLimitStore();
    expect(store.hit('a', 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(store.hit('a', 1000, 500)).toEqual({ count: 2, resetAt: 1000 });
    expect(store.hit('b', 1000, 500)).toEqual({ count: 1, resetAt: 1500 });
    expect(store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('stays bounded when many distinct clients arrive', () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i += 1) store.hit(`client-${i}`, 60_000, i);
    expect(store.size).toBeLessThanOrEqual(100);
  });

  it('sweeps expired windows before dropping live ones', () => {
    const store = new MemoryRateLimitStore(10);
    for (let i = 0; i < 9; i += 1) store.hit(`old-${i}`, 10, 0);
    store.hit('live', 60_000, 0);
    store.hit('newcomer', 60_000, 100);
    expect(store.hit('live', 60_000, 200).count).toBe(2);
    expect(store.size).toBe(2);
  });
});

describe('createRateLimiter', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiter({ store: new MemoryRateLimitStore(), name: 'msg', limit: 2, windowMs: 60_000 });
    expect((await limiter.check('1.2.3.4', 0)).allowed).toBe(true);
    expect((await limiter.check('1.2.3.4', 1000)).allowed).toBe(true);
    const refused = await limiter.check('1.2.3.4', 1500);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 59 });
    expect((await limiter.check('5.6.7.8', 1500)).allowed).toBe(true);
    expect((await limiter.check('1.2.3.4', 60_000)).allowed).toBe(true);
  });

  it('keeps separate counters for separate limits on one store', async () => {
    const store = new MemoryRateLimitStore();
    const messages = createRateLimiter({ store, name: 'msg', limit: 1, windowMs: 60_000 });
    const chats = createRateLimiter({ store, name: 'chat', limit: 1, windowMs: 60_000 });
    expect((await messages.check('ip', 0)).allowed).toBe(true);
    expect((await chats.check('ip', 0)).allowed).toBe(true);
  });

  it('works with an asynchronous shared store', async () => {
    const memory = new MemoryRateLimitStore();
    const limiter = createRateLimiter({
      store: { hit: async (key, windowMs, now) => memory.hit(key, windowMs, now) },
      name: 'msg',
      limit: 1,
      windowMs: 1000,
    });
    expect((await limiter.check('ip', 0)).allowed).toBe(true);
    expect(await limiter.check('ip', 10)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: '1.1.1.1', trustedProxyHops: 0 })).toBe('10.0.0.1');
  });

  it('takes the entry the trusted proxy appended, not one the client made up', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.7';
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustedProxyHops: 1 })).toBe('203.0.113.7');
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: `${forwardedFor}, 10.0.0.9`, trustedProxyHops: 2 })).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: 'garbage', trustedProxyHops: 1 })).toBe('10.0.0.1');
    expect(clientAddress({ socketAddress: '::ffff:192.0.2.1', trustedProxyHops: 1 })).toBe('192.0.2.1');
    expect(clientAddress({ trustedProxyHops: 0 })).toBe('unknown');
  });
});
