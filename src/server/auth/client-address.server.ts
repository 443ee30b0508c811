import net from 'node:net';

/** Expands an IPv6 address to its eight groups of four hex digits ("2001:db8::1" → 2001:0db8:0000:…:0001). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...missing, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The key that per-address limits and the sign-in lockout count a client by: an IPv4 address as it
 * is (also when written IPv4-mapped, "::ffff:203.0.113.9"), and an IPv6 address by its /64 network,
 * since one host is usually given a whole /64 and could otherwise take a fresh address per guess.
 * Anything else (a proxy may pass on a name) is cut to 64 characters.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv4(ip)) return ip;
  if (net.isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return ip.slice(0, 64);
}
