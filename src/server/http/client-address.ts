/**
 * The client address of a request, used by sign-in throttling, the per-address rate limits and
 * the connection cap, and logged with every failed sign-in.
 *
 * By default it is the socket's remote address and `X-Forwarded-For` is ignored: anyone can write
 * that header. Behind a reverse proxy every client would then share the proxy's address, so
 * `TRUST_PROXY` names the proxies (addresses or CIDR ranges) whose `X-Forwarded-For` is believed.
 * The header is read from the right: each trusted proxy appends the address it saw, so the
 * right-most address that is not a trusted proxy is the client. Entries left of it were written by
 * the client itself and are never used.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** A plain IPv4 address for an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`), brackets and zone dropped. */
export function normaliseAddress(address: string): string {
  let value = address.trim().replace(/^\[|\]$/g, '');
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return (mapped ? mapped[1] : value)!.toLowerCase();
}

export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * Parses a list of addresses and CIDR ranges (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`); throws with a
 * message naming the setting and the first entry that is neither.
 */
export function parseTrustedProxies(entries: readonly string[], setting = 'TRUST_PROXY'): TrustedProxies {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefixText] = entry.split('/');
    const ip = normaliseAddress(address);
    const family = isIP(ip);
    const prefix = prefixText === undefined ? null : Number(prefixText);
    const maxPrefix = family === 4 ? 32 : 128;
    if (!family || (prefix !== null && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix))) {
      throw new Error(`${setting}: "${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(ip, type);
    else list.addSubnet(ip, prefix, type);
  }
  return {
    has(address) {
      const ip = normaliseAddress(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The socket's remote address, normalised. */
export function socketAddress(req: IncomingMessage): string {
  return normaliseAddress(req.socket.remoteAddress ?? 'unknown');
}

/** The addresses of every `X-Forwarded-For` header, in order. */
function forwardedFor(req: IncomingMessage): string[] {
  const values = req.headersDistinct['x-forwarded-for'] ?? [];
  return values.flatMap((value) => value.split(',')).map((entry) => entry.trim()).filter(Boolean);
}

/** The client address function for a list of trusted proxies (none: the socket address). */
export function clientAddressResolver(trusted: TrustedProxies | null): (req: IncomingMessage) => string {
  if (!trusted) return socketAddress;
  return (req) => {
    let client = socketAddress(req);
    if (!trusted.has(client)) return client;
    const hops = forwardedFor(req);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normaliseAddress(hops[i]!);
      // Garbage in the header: the last address known for sure is the client.
      if (!isIP(hop)) return client;
      client = hop;
      if (!trusted.has(hop)) return hop;
    }
    return client;
  };
}
