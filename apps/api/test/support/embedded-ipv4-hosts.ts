/**
 * IPv6 URL hosts that lead to a loopback or private IPv4 address, each form in its dotted and
 * its hex spelling (the URL parser turns the dotted one into hex, so both must be refused).
 */
export const EMBEDDED_PRIVATE_IPV4_HOSTS = [
  "[::127.0.0.1]", // IPv4-compatible
  "[::7f00:1]",
  "[::ffff:10.0.0.1]", // IPv4-mapped
  "[::ffff:a00:1]",
  "[64:ff9b::127.0.0.1]", // NAT64
  "[64:ff9b::7f00:1]",
  "[2002:7f00:1::]", // 6to4 of 127.0.0.1
  "[2002:a00:1::1]", // 6to4 of 10.0.0.1
  "[2001:0:4136:e378:8000:63bf:f5ff:fffe]", // Teredo, client 10.0.0.1 (stored complemented)
  "[2001:0:4136:e378:8000:63bf:80ff:fffe]", // Teredo, client 127.0.0.1
];
