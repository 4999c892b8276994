import ipaddr from "ipaddr.js";
import { embeddedIPv4Addresses } from "./embedded-ipv4.js";

/**
 * Whether an outbound webhook may connect to this IP address: only globally routed unicast.
 * Loopback, private, link-local (which holds the cloud metadata service, 169.254.169.254),
 * carrier-grade NAT, unique-local IPv6 (fd00:ec2::254 is metadata too), multicast and reserved
 * addresses are refused; ipaddr.js keeps the range tables. An IPv6 address that carries an IPv4
 * address (IPv4-compatible, IPv4-mapped, IPv4-translated, NAT64, 6to4, Teredo) reaches that IPv4
 * address, so it is public only when every IPv4 address it carries is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const embedded = embeddedIPv4Addresses(parsed as ipaddr.IPv6);
  if (embedded === "none") return parsed.range() === "unicast";
  if (embedded === "unknown") return false;
  return embedded.every((inner) => inner.range() === "unicast");
}

/** True for an IP literal (v4 or v6, with or without brackets), which needs no name lookup. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}

export function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}
