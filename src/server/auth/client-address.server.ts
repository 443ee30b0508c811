import net from 'node:net';

/** Expands an IPv6 address to its eight groups of four hex digits ("2001:db8::1" → 2001:0db8:0000:…:0001). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...missing, ...right].map((group) => group.padStart(4, '0'));
}

/** A number written in decimal (leading zeros ignored) or in hex after 0x, or undefined for anything else. */
function addressNumber(text: string): number | undefined {
  if (/^0x[0-9a-f]{1,8}$/i.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^\d{1,10}$/.test(text)) return Number.parseInt(text, 10);
  return undefined;
}

/**
 * An IPv4 address in its usual form, from the forms a proxy or a client may write it in: four parts each in
 * decimal (leading zeros ignored, so 010.001.001.001 is 10.1.1.1, as a person reads it) or hex, or the whole
 * address as one number (0x0a010101 or 167837953). Undefined when it is not an IPv4 address.
 */
function ipv4Address(text: string): string | undefined {
  const parts = text.split('.');
  if (parts.length === 1) {
    const whole = addressNumber(text);
    if (whole === undefined || whole > 0xffffffff) return undefined;
    return [24, 16, 8, 0].map((shift) => (whole >>> shift) & 0xff).join('.');
  }
  if (parts.length !== 4) return undefined;
  const octets = parts.map(addressNumber);
  return octets.every((octet) => octet !== undefined && octet <= 255) ? octets.join('.') : undefined;
}

/**
 * An address without what a proxy may add around it: a port ("10.1.1.1:1234", "[2001:db8::1]:443"), the
 * brackets of an IPv6 address ("[2001:db8::1]") and an IPv6 zone ("fe80::1%eth0").
 */
function bareAddress(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const unbracketed = bracketed?.[1] ?? (/^([^:]*):\d+$/.exec(text)?.[1] ?? text);
  return unbracketed.replace(/%.*$/, '');
}

/**
 * The key of one address, or undefined when it is not one: an IPv4 address in its usual form (also when
 * written IPv4-mapped, "::ffff:203.0.113.9"), and an IPv6 address by its /64 network, since one host is
 * usually given a whole /64 and could otherwise take a fresh address per guess.
 */
function addressKey(entry: string): string | undefined {
  const address = bareAddress(entry);
  const mapped = /^::ffff:([^:]+)$/i.exec(address);
  const ipv4 = ipv4Address(mapped?.[1] ?? address);
  if (ipv4) return ipv4;
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return undefined;
}

/** What the key is read from: the client's address, and behind trusted proxies the chain from this server's peer to the client. */
export interface ClientAddresses {
  ip: string;
  ips?: readonly string[];
}

/**
 * The key that per-address limits and the sign-in lockout count a client by (see `addressKey`), so each way
 * of writing one address counts as that address. An entry a trusted proxy passed on that is no address at
 * all ("unknown", a name) is counted as that proxy's own address: every such client shares the proxy's
 * budget rather than taking a fresh one by writing something new.
 */
export function clientAddressKey(client: ClientAddresses): string {
  const key = addressKey(client.ip);
  if (key) return key;
  const chain = client.ips ?? [];
  // The chain runs from this server's peer to the client; the entry before the client is the proxy that passed it on.
  for (let index = chain.length - 2; index >= 0; index -= 1) {
    const proxy = addressKey(chain[index] ?? '');
    if (proxy) return proxy;
  }
  return 'unknown';
}
