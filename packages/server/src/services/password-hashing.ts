import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createKeyedLimiter } from "../domain/keyed-limiter.js";

/** The queue key of hashing done for no client address (new passwords of accepted links, the CLI). */
const NO_CLIENT = "";

/**
 * Every argon2 run waits its turn here. Each run holds a libuv thread and about 19 MiB for tens of
 * milliseconds: at most one per CPU (and never more than libuv's four threads) run at once, and
 * one client address holds at most half of them, so a burst from one address queues behind
 * itself while another address's sign-in takes the free slot.
 */
const HASHING_SLOTS = Math.max(2, Math.min(4, availableParallelism()));
const hashingQueue = createKeyedLimiter({ concurrency: HASHING_SLOTS, perKey: Math.floor(HASHING_SLOTS / 2) });

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP baseline). The
 * parameters travel inside the encoded hash, so they can be raised later without a migration.
 */
export function hashPassword(password: string, clientAddress = NO_CLIENT): Promise<string> {
  return hashingQueue.run(clientAddress, () => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string, clientAddress = NO_CLIENT): Promise<boolean> {
  try {
    return await hashingQueue.run(clientAddress, () => verify(passwordHash, password));
  } catch {
    // A malformed stored hash signs no one in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for emails with no account, so the answer's
 * timing does not tell whether the email exists.
 */
export async function verifyAgainstDummy(password: string, clientAddress = NO_CLIENT): Promise<false> {
  dummyHash ??= hash("not-a-real-password-for-timing-only");
  await verifyPassword(await dummyHash, password, clientAddress);
  return false;
}
