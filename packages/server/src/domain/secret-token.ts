import { createHash, randomBytes } from "node:crypto";

/** A bearer secret for a session cookie or a one-time link: 32 random bytes, base64url. */
export function generateSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Tokens are stored and looked up by SHA-256 only. With 256 bits of entropy a fast hash is
 * enough, and a lookup by hash compares no secret character by character.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
