import ipaddr from 'ipaddr.js';

/** Metadata and other special addresses that sit inside otherwise public ranges. */
const EXTRA_DENIED_V4: Array<[ipaddr.IPv4, number]> = [
  [ipaddr.IPv4.parse('168.63.129.16'), 32], // Azure host agent / wire server
  [ipaddr.IPv4.parse('100.100.100.200'), 32], // Alibaba Cloud metadata (also CGNAT)
  [ipaddr.IPv4.parse('192.0.0.0'), 24], // IETF protocol assignments (incl. DS-Lite, NAT64 discovery)
];

/** 2000::/3 is the only IPv6 space that is globally routed unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/**
 * True when a literal IP address is public unicast. ipaddr.js names every special range
 * (loopback, private, linkLocal, carrierGradeNat, multicast, unspecified, broadcast, reserved,
 * uniqueLocal, 6to4, teredo, NAT64 …); anything but `unicast` is denied. IPv4-mapped and
 * IPv4-compatible IPv6 addresses are judged by the IPv4 address inside them.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(bare.replace(/%.*$/, ''));
  if (bare.includes('%')) return false; // a zone index only makes sense for link-local addresses
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (isIpv4Compatible(v6)) return false;
  }
  if (parsed.kind() === 'ipv4') {
    const v4 = parsed as ipaddr.IPv4;
    return v4.range() === 'unicast' && !EXTRA_DENIED_V4.some((range) => v4.match(range));
  }
  const v6 = parsed as ipaddr.IPv6;
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6, 3);
}

/** ::a.b.c.d (deprecated, but some stacks still route it to the IPv4 address). */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const NUMERIC_LABEL = /^(?:0x[0-9a-f]*|\d+)$/i;

/**
 * True for hosts written in a notation that URL parsers read as an IPv4 address other than plain
 * dotted decimal: `2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`. WHATWG URL normalises these to a
 * dotted quad, which would then be judged on its own; they are refused outright because nothing
 * legitimate needs them and other parsers disagree on what they mean.
 * `rawHost` is the host as written by the caller (before any normalisation).
 */
export function isOddHostNotation(rawHost: string): boolean {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return false;
  const labels = host.split('.');
  if (!NUMERIC_LABEL.test(labels[labels.length - 1] ?? '')) return false;
  return !CANONICAL_IPV4.test(host);
}

/** The host exactly as written in an absolute http(s) URL string: between `//` and the path. */
export function rawHostOf(url: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url.trim());
  return match?.[1] !== undefined ? decodeURIComponentSafe(match[1]) : undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
