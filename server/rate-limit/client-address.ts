import { isIP } from 'node:net';

export interface ClientAddressSource {
  /** Address of the TCP peer, when the runtime exposes it. */
  socketAddress?: string;
  /** Raw X-Forwarded-For header, if any. */
  forwardedFor?: string | null;
  /** Proxies trusted to append to X-Forwarded-For; 0 ignores the header. */
  trustedProxyHops: number;
}

/** Key used for clients whose address cannot be known; they share one bucket. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * How much of an IPv6 address names one client, in 16-bit groups: a /64. A provider gives each home or
 * server at least a /64 and its owner picks any address in it at will (privacy addresses change daily), so
 * counting each address apart would give one client a fresh allowance per address.
 */
const IPV6_CLIENT_GROUPS = 4;

/** The 16-bit groups of one side of '::', a dotted IPv4 ending (::ffff:1.2.3.4) being the last two. */
function groupsOf(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => {
    if (!group.includes('.')) return [Number.parseInt(group, 16)];
    const [a, b, c, d] = group.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}

/** The eight groups of a valid IPv6 address without a zone id. */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.split('::');
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** RFC 5952's text for the address (lowercase, no leading zeros, the longest run of zero groups as '::'), which is how the URL standard writes it. */
function canonicalIpv6(groups: number[]): string {
  return new URL(`http://[${groups.map((group) => group.toString(16)).join(':')}]`).hostname.slice(1, -1);
}

const isIpv4Mapped = (groups: number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * The key a client's requests are counted under, or undefined for something that is not an IP address: an
 * IPv4 address itself (an IPv4 client on a dual-stack socket, ::ffff:1.2.3.4, included), and for IPv6 the
 * client's /64 written canonically ("2001:db8::/64"), so every spelling of every address in it is one key.
 */
function rateLimitKey(address: string): string | undefined {
  const trimmed = address.trim();
  const version = isIP(trimmed);
  if (version === 4) return trimmed;
  if (version !== 6) return undefined;
  // A zone id (fe80::1%eth0) names this host's interface, not the client.
  const groups = ipv6Groups(trimmed.split('%')[0]);
  if (isIpv4Mapped(groups)) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  const network = groups.map((group, index) => (index < IPV6_CLIENT_GROUPS ? group : 0));
  return `${canonicalIpv6(network)}/${IPV6_CLIENT_GROUPS * 16}`;
}

/**
 * What a rate limit is counted against: the client's address, or its /64 for IPv6 (see rateLimitKey). With
 * N trusted proxies, each one appends the address it saw, so the client is the Nth entry from the right;
 * entries further left are whatever the client chose to send and are ignored.
 */
export function clientAddress({ socketAddress, forwardedFor, trustedProxyHops }: ClientAddressSource): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
    const candidate = hops[Math.max(0, hops.length - trustedProxyHops)];
    const key = candidate && rateLimitKey(candidate);
    if (key) return key;
  }
  if (!socketAddress) return UNKNOWN_CLIENT;
  return rateLimitKey(socketAddress) ?? socketAddress.trim();
}
