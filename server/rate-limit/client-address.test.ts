import { clientAddress } from './client-address';

const fromSocket = (socketAddress: string) => clientAddress({ socketAddress, trustedProxyHops: 0 });
const forwarded = (forwardedFor: string) => clientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustedProxyHops: 1 });

describe('the key a client is counted under', () => {
  it('is the address itself for IPv4, also when it reaches a dual-stack socket as an IPv6 address', () => {
    expect(fromSocket('192.0.2.1')).toBe('192.0.2.1');
    expect(fromSocket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(fromSocket('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(fromSocket('::ffff:c000:201')).toBe('192.0.2.1');
    expect(fromSocket('192.0.2.2')).not.toBe(fromSocket('192.0.2.1'));
  });

  it("is an IPv6 client's /64, written canonically whatever the spelling", () => {
    expect(fromSocket('2001:db8::1')).toBe('2001:db8::/64');
    expect(fromSocket('2001:0db8:0:0:abcd::2')).toBe('2001:db8::/64');
    expect(fromSocket('2001:DB8:0000:0000:FFFF:FFFF:FFFF:FFFF')).toBe('2001:db8::/64');
    expect(fromSocket('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(fromSocket('2001:0:0:1:2:3:4:5')).toBe('2001:0:0:1::/64');
    expect(fromSocket('2a00:1450:4001:82b::200e')).toBe('2a00:1450:4001:82b::/64');
    expect(fromSocket('::1')).toBe('::/64');
    // NAT64 and other embedded IPv4 endings are IPv6 like the rest.
    expect(fromSocket('64:ff9b::192.0.2.1')).toBe('64:ff9b::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(fromSocket('2001:db8:0:1::1')).not.toBe(fromSocket('2001:db8:0:2::1'));
    expect(fromSocket('2001:db8::1')).not.toBe(fromSocket('2001:db9::1'));
  });

  it('leaves out a zone id, which names an interface of this host, not the client', () => {
    expect(fromSocket('fe80::1%eth0')).toBe('fe80::/64');
    expect(fromSocket('fe80::abcd:1%25')).toBe('fe80::/64');
  });

  it('reads forwarded addresses the same way, and ignores ones that are not addresses', () => {
    expect(forwarded('6.6.6.6, 2001:db8::1')).toBe('2001:db8::/64');
    expect(forwarded('2001:db8::1, 2001:0db8::ffff:1')).toBe('2001:db8::/64');
    expect(forwarded(' ::ffff:203.0.113.7 ')).toBe('203.0.113.7');
    expect(forwarded('2001:db8::1::2')).toBe('10.0.0.1');
    expect(forwarded('2001:db8::1/64')).toBe('10.0.0.1');
  });
});
