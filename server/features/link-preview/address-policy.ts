import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Public unicast addresses that are still the cloud host's own services (Azure's wire
 * server); the other metadata endpoints (169.254.169.254, fd00:ec2::254, 100.100.100.200)
 * fall in ranges refused anyway.
 */
const HOST_SERVICE_ADDRESSES = new Set(['168.63.129.16']);

/**
 * True only for an address on the public internet: refuses private, loopback, link-local,
 * unique-local, multicast, broadcast, unspecified, carrier-grade NAT, documentation and
 * other reserved ranges, and IPv6 forms embedding an IPv4 address (mapped, compatible,
 * 6to4, NAT64, Teredo) unless the embedded address is itself public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare) || !ipaddr.isValid(bare)) return false;
  // process() unwraps an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into its IPv4 form.
  const parsed = ipaddr.process(bare);
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') {
    // ::a.b.c.d (the deprecated IPv4-compatible form) reaches IPv4 hosts on some stacks.
    const bytes = parsed.toByteArray();
    if (bytes.slice(0, 12).every((byte) => byte === 0)) return false;
  }
  return !HOST_SERVICE_ADDRESSES.has(parsed.toString());
}
