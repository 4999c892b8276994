import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../src/domain/address-safety.js";
import { checkEndpointUrl } from "../../src/domain/webhooks/webhook-url.js";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.8.9.10", "IPv4 loopback range"],
    ["10.1.2.3", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local, the cloud metadata service"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fd00:ec2::254", "IPv6 unique-local, the AWS metadata service"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:a00:1", "IPv4-mapped private, hex spelling"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["::7f00:1", "IPv4-compatible loopback, hex spelling"],
    ["::a9fe:a9fe", "IPv4-compatible metadata, hex spelling"],
    ["::ffff:0:7f00:1", "IPv4-translated (RFC 6145) loopback"],
    ["64:ff9b::a00:1", "NAT64 of a private address"],
    ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
    ["64:ff9b::7f00:1", "NAT64 of loopback, hex spelling"],
    ["64:ff9b:1::808:808", "local-use NAT64, whose layout is the operator's"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo whose client is 10.0.0.1 (complemented)"],
    ["2001:0:a00:1:8000:63bf:f7f7:f7f7", "Teredo whose server is 10.0.0.1"],
    ["not-an-ip", "not an address at all"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "::ffff:93.184.216.34",
    "::808:808",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "2001:0:4136:e378:8000:63bf:f7f7:f7f7",
  ])("accepts the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checkEndpointUrl", () => {
  it("requires https unless private URLs are allowed", () => {
    expect(checkEndpointUrl("http://example.com/hook", false)).toEqual({ ok: false, reason: "Webhook URLs must use https" });
    expect(checkEndpointUrl("http://example.com/hook", true).ok).toBe(true);
    expect(checkEndpointUrl("ftp://example.com/hook", true).ok).toBe(false);
  });

  it.each([
    "https://127.0.0.1/h",
    "https://10.0.0.7/h",
    "https://169.254.169.254/latest",
    "https://[::1]:8443/h",
    "https://[::ffff:7f00:1]/h",
    "https://[::127.0.0.1]/h",
    "https://[::ffff:10.0.0.1]/h",
    "https://[64:ff9b::7f00:1]/h",
    "https://[2002:7f00:1::]/h",
    "https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/h",
  ])("refuses the literal private target %s", (url) => {
    expect(checkEndpointUrl(url, false).ok).toBe(false);
    expect(checkEndpointUrl(url.replace("https:", "http:"), true).ok).toBe(true);
  });

  it("refuses credentials in the URL and things that are not URLs", () => {
    expect(checkEndpointUrl("https://user:pw@example.com/h", false).ok).toBe(false);
    expect(checkEndpointUrl("example.com/h", false).ok).toBe(false);
  });

  it("leaves host names to the resolver", () => {
    expect(checkEndpointUrl("https://hooks.example.com/h", false).ok).toBe(true);
  });
});
