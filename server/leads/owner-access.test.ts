import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLoopbackAddress, loopbackUrl, OWNER_FILE, publishOwnerAccess, readOwnerAccess, tokenMatches } from './owner-access';

describe("the owner's access to a running server", () => {
  it('is published for the owner only, read back while the server lives, and withdrawn when it stops', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'owner-'));
    const withdraw = publishOwnerAccess(dataDir, { url: 'http://127.0.0.1:3000', token: 'secret-token', pid: process.pid });
    expect(statSync(join(dataDir, OWNER_FILE)).mode & 0o777).toBe(0o600);
    expect(readOwnerAccess(dataDir)).toEqual({ url: 'http://127.0.0.1:3000', token: 'secret-token', pid: process.pid });
    withdraw();
    expect(readOwnerAccess(dataDir)).toBeUndefined();
  });

  it('is ignored when the server that wrote it is gone', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'owner-'));
    publishOwnerAccess(dataDir, { url: 'http://127.0.0.1:3000', token: 't', pid: 2 ** 22 + 1 });
    expect(JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8'))).toMatchObject({ token: 't' });
    expect(readOwnerAccess(dataDir)).toBeUndefined();
  });

  it('answers loopback connections with the token only', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect([undefined, '10.0.0.2', '::ffff:10.0.0.2', '2001:db8::1'].some(isLoopbackAddress)).toBe(false);
    expect(tokenMatches('abc', 'Bearer abc')).toBe(true);
    expect(tokenMatches('abc', 'Bearer abd')).toBe(false);
    expect(tokenMatches('abc', 'abc')).toBe(false);
    expect(tokenMatches('abc', undefined)).toBe(false);
  });

  it('reaches a server on every interface through the loopback address', () => {
    expect(loopbackUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(loopbackUrl('::1', 3000)).toBe('http://[::1]:3000');
  });
});
