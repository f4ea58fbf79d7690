import { CHAT_SESSION_TTL_MS, createChatIdSigner } from './chat-id';

describe('signed chat ids', () => {
  const signer = createChatIdSigner('a-shared-secret-of-some-length');

  it('validate on any instance that shares the secret, until they expire', () => {
    const id = signer.issue(1_000_000);
    const otherInstance = createChatIdSigner('a-shared-secret-of-some-length');
    expect(otherInstance.verify(id, 1_000_000 + 1000)).toMatchObject({ valid: true });
    expect(signer.verify(id, 1_000_000 + CHAT_SESSION_TTL_MS + 1000)).toEqual({ valid: false, reason: 'expired' });
  });

  it('are unique and URL-safe', () => {
    const ids = new Set(Array.from({ length: 100 }, () => signer.issue(0)));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
  });

  it('reject a forged signature, a changed expiry and another secret', () => {
    const id = signer.issue(0);
    const [nonce, expires, signature] = id.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(signer.verify(`${nonce}.${expires}.${flipped}`, 0)).toEqual({ valid: false, reason: 'forged' });
    const later = (parseInt(expires, 36) + 1_000_000).toString(36);
    expect(signer.verify(`${nonce}.${later}.${signature}`, 0)).toEqual({ valid: false, reason: 'forged' });
    expect(createChatIdSigner('another-secret').verify(id, 0)).toEqual({ valid: false, reason: 'forged' });
  });

  it('reject ids that are not ours at all', () => {
    for (const id of ['', 'chat_123', 'a.b.c', `${'x'.repeat(16)}.zz.${'y'.repeat(42)}`]) {
      expect(signer.verify(id, 0)).toEqual({ valid: false, reason: 'malformed' });
    }
  });

  it('sign with a random key per process when no secret is set', () => {
    const id = createChatIdSigner().issue(0);
    expect(createChatIdSigner().verify(id, 0)).toEqual({ valid: false, reason: 'forged' });
  });
});
