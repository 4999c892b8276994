import ipaddr from "ipaddr.js";

/**
 * IPv4-compatible addresses (RFC 4291 2.5.5.1, deprecated): 96 zero bits, then the IPv4 address.
 * ipaddr.js names no range for them (it calls them unicast), so this one prefix is spelled here;
 * `::` and `::1` inside it are the unspecified and loopback addresses, which ipaddr.js does name.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/** NAT64's well-known prefix (RFC 6052); its local-use sibling 64:ff9b:1::/48 has no fixed layout. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

type Bytes = number[];
const ipv4At = (bytes: Bytes, start: number) => ipaddr.fromByteArray(bytes.slice(start, start + 4)) as ipaddr.IPv4;
const complemented = (bytes: Bytes) => bytes.map((byte) => ~byte & 0xff);

/**
 * Where each transition range (named by ipaddr.js's `range()`) carries its IPv4 address(es).
 * Teredo (RFC 4380) carries two: its server's in bits 32-63 and its client's, bitwise
 * complemented, in the last 32 bits; 6to4 (RFC 3056) carries one in bits 16-47; the others in
 * the last 32 bits.
 */
const EMBEDDINGS: Partial<Record<string, (address: ipaddr.IPv6, bytes: Bytes) => ipaddr.IPv4[] | "unknown">> = {
  ipv4Mapped: (_, bytes) => [ipv4At(bytes, 12)],
  rfc6145: (_, bytes) => [ipv4At(bytes, 12)],
  rfc6052: (address, bytes) => (address.match(NAT64_WELL_KNOWN) ? [ipv4At(bytes, 12)] : "unknown"),
  "6to4": (_, bytes) => [ipv4At(bytes, 2)],
  teredo: (_, bytes) => [ipv4At(bytes, 4), ipv4At(complemented(bytes), 12)],
};

/**
 * The IPv4 addresses an IPv6 address leads to: "none" for an ordinary IPv6 address, "unknown"
 * for a translation prefix whose layout is the operator's choice (then nothing can be judged).
 */
export function embeddedIPv4Addresses(address: ipaddr.IPv6): ipaddr.IPv4[] | "none" | "unknown" {
  const bytes = address.toByteArray();
  const range = address.range();
  const embedding = EMBEDDINGS[range];
  if (embedding) return embedding(address, bytes);
  if (range === "unicast" && address.match(IPV4_COMPATIBLE)) return [ipv4At(bytes, 12)];
  return "none";
}
