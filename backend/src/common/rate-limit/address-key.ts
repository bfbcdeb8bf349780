import { isIPv4, isIPv6 } from 'node:net';

/** How many leading bits of an IPv6 address name one client for the limits (RATE_LIMIT_IPV6_PREFIX). */
export const DEFAULT_IPV6_PREFIX_BITS = 64;

/** An IPv6 address's eight 16-bit groups (a `::` expanded, a trailing dotted IPv4 read as two groups). */
function groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a limit counts a client address under. An IPv4 address is itself (and so is an
 * IPv4-mapped IPv6 one, `::ffff:192.0.2.1`, as a dual-stack listener reports IPv4 clients). An IPv6
 * address is its network of `prefixBits` (by default the /64 one subscriber or one host is given, in
 * which it can take any of 2^64 addresses): `2001:db8:1:2::/64`. Anything else (a user id standing
 * in for an address, 'unknown') is returned as it is.
 */
export function addressKey(address: string, prefixBits = DEFAULT_IPV6_PREFIX_BITS): string {
  // Every request of an IPv4 client on the dual-stack listener comes as `::ffff:a.b.c.d`: answered
  // without the general parse (isIPv4 takes only the canonical dotted form, which the parse would give).
  if (address.startsWith('::ffff:')) {
    const v4 = address.slice(7);
    if (isIPv4(v4)) return v4;
  }
  const zoneless = address.split('%')[0];
  if (!isIPv6(zoneless)) return address;
  const g = groups(zoneless);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  const kept = g.map((group, i) => {
    const bits = Math.max(0, Math.min(16, prefixBits - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${kept.map((x) => x.toString(16)).join(':')}/${prefixBits}`;
}
