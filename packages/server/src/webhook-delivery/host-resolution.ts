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

/**
 * Resolves a host name and insists every address is public: a name with one private address
 * among public ones is refused too, since which one a connection uses is not ours to choose.
 */
export async function resolvePublicAddresses(host: string, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];
  } catch {
    throw new UnsafeTargetError(`The host ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new UnsafeTargetError(`The host ${host} could not be resolved`);
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new UnsafeTargetError(`The host ${host} ${REFUSED}`);
  }
  return addresses;
}
