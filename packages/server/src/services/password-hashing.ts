import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP baseline). The
 * parameters travel inside the encoded hash, so they can be raised later without a migration.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash("not-a-real-password-for-timing-only");
  await verifyPassword(await dummyHash, password);
  return false;
}
