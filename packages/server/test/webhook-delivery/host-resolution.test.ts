import { describe, expect, it } from "vitest";
import { UnsafeTargetError, resolvePublicAddresses } from "../../src/net/host-resolution.js";

/** A resolver that answers every name with these addresses, as a DNS record could. */
const answering =
  (...addresses: string[]) =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) })));

describe("resolving a webhook host at delivery", () => {
  it.each([
    ["IPv4-compatible loopback", "::7f00:1"],
    ["IPv4-mapped private", "::ffff:a00:1"],
    ["NAT64 of loopback", "64:ff9b::7f00:1"],
    ["6to4 of loopback", "2002:7f00:1::"],
    ["Teredo with a private client", "2001:0:4136:e378:8000:63bf:f5ff:fffe"],
  ])("refuses a name whose AAAA record is %s (%s)", async (_, address) => {
    await expect(resolvePublicAddresses("hooks.example.com", false, answering(address))).rejects.toBeInstanceOf(
      UnsafeTargetError,
    );
    await expect(resolvePublicAddresses("hooks.example.com", false, answering("93.184.216.34", address))).rejects.toThrow(
      /private, loopback/,
    );
  });

  it("answers the addresses of a name that has only public ones, IPv6 included", async () => {
    const addresses = await resolvePublicAddresses(
      "hooks.example.com",
      false,
      answering("2606:4700:4700::1111", "64:ff9b::808:808"),
    );
    expect(addresses.map((entry) => entry.address)).toEqual(["2606:4700:4700::1111", "64:ff9b::808:808"]);
  });
});
