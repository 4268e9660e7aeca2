import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` and a trailing dotted quad written out. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dottedQuad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dottedQuad) {
    const [a, b, c, d] = dottedQuad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dottedQuad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * The bucket a client address is counted in. An IPv6 subscriber is handed a whole /64 and may
 * use any address in it, so counting full addresses would give one client billions of fresh
 * counters: IPv6 is counted per /64. An IPv4-mapped address is its IPv4 address.
 */
export function clientBucket(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
