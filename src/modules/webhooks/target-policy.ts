import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Host names that always mean "this machine" or a cloud metadata service. */
const FORBIDDEN_HOSTS = /(^|\.)localhost\.?$|^metadata\.google\.internal\.?$|^metadata$/i;

/** What a delivery to a forbidden target records, and all it says: never the address a name resolved to. */
export const TARGET_NOT_ALLOWED = 'target not allowed';

/**
 * True for an address a webhook may not reach: loopback, private, link-local (which holds the cloud
 * metadata address 169.254.169.254), unique-local, CGNAT, multicast, unspecified and the like. Only
 * ipaddr.js's `unicast` range passes, and of IPv6 not the deprecated IPv4-compatible block `::/96`, which
 * ipaddr.js calls unicast although its addresses carry an IPv4 one (`[::127.0.0.1]` is `[::7f00:1]`).
 */
export function isForbiddenAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
    else if (ipv6.parts.slice(0, 6).every((part) => part === 0)) return true;
  }
  return parsed.range() !== 'unicast';
}

/** How a developer receives webhooks on their own machine, told when a URL is refused for pointing at it. */
const LOCAL_HINT =
  ' (a server for local development may allow it with PONTUAL_WEBHOOK_ALLOW_PRIVATE=true; README, "Receiving webhooks locally")';

/** Why a webhook URL is refused, or null when it is acceptable. */
export function urlProblem(value: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:') return 'must use https';
  if (url.username || url.password) return 'must not contain credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (FORBIDDEN_HOSTS.test(host)) return `must not point at this machine or a metadata service${LOCAL_HINT}`;
  if (net.isIP(host) && isForbiddenAddress(host))
    return `must not point at a private, loopback or link-local address${LOCAL_HINT}`;
  return null;
}

/** The code of the error `safeLookup` refuses a forbidden address with; the sender recognises it by this. */
export const FORBIDDEN_ADDRESS_CODE = 'EFORBIDDENADDRESS';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `dns.lookup` replacement for outgoing webhook connections: resolves, then refuses forbidden addresses.
 * Checking the address actually connected to (not the one seen when the webhook was saved) defeats DNS
 * rebinding.
 */
export function safeLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    if (list.some((a) => isForbiddenAddress(a.address))) {
      const refusal: NodeJS.ErrnoException = new Error(TARGET_NOT_ALLOWED);
      refusal.code = FORBIDDEN_ADDRESS_CODE;
      return callback(refusal, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0]!;
    return callback(null, first.address, first.family);
  });
}
