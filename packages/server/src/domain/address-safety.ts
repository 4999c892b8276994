import ipaddr from "ipaddr.js";

/**
 * Whether an outbound webhook may connect to this IP address: only globally routed unicast.
 * Loopback, private, link-local (which holds the cloud metadata service, 169.254.169.254),
 * carrier-grade NAT, unique-local IPv6 (fd00:ec2::254 is metadata too), multicast, reserved and
 * the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused;
 * ipaddr.js keeps the range tables. An IPv4-mapped IPv6 address is judged as the IPv4 inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
}

/** True for an IP literal (v4 or v6, with or without brackets), which needs no name lookup. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}

export function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}
