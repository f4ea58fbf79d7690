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

function normalise(address: string): string {
  const trimmed = address.trim();
  // IPv4 clients on a dual-stack socket show up as ::ffff:1.2.3.4.
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The address a rate limit is counted against. With N trusted proxies, each one
 * appends the address it saw, so the client is the Nth entry from the right;
 * entries further left are whatever the client chose to send and are ignored.
 */
export function clientAddress({ socketAddress, forwardedFor, trustedProxyHops }: ClientAddressSource): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map(normalise).filter(Boolean);
    const candidate = hops[Math.max(0, hops.length - trustedProxyHops)];
    if (candidate && isIP(candidate)) return candidate;
  }
  return socketAddress ? normalise(socketAddress) : UNKNOWN_CLIENT;
}
