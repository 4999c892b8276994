import { lookup } from "node:dns/promises";
import { isPublicAddress } from "../domain/address-safety.js";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Thrown when a host name has no address an outbound webhook may use. */
export class UnsafeTargetError extends Error {
  override readonly name = "UnsafeTargetError";
}

const REFUSED = "points at a private, loopback, link-local or metadata address";

/** Every address a host name has; the system resolver unless a test hands in its own answers. */
export type LookupAll = (host: string) => Promise<ResolvedAddress[]>;

const systemLookup: LookupAll = async (host) => (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];

/**
 * Resolves a host name and insists every address is public: a name with one private address
 * among public ones is refused too, since which one a connection uses is not ours to choose.
 */
export async function resolvePublicAddresses(
  host: string,
  allowPrivate: boolean,
  lookupAll: LookupAll = systemLookup,
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    throw new UnsafeTargetError(`The host ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new UnsafeTargetError(`The host ${host} could not be resolved`);
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new UnsafeTargetError(`The host ${host} ${REFUSED}`);
  }
  return addresses;
}
