import { createHash, randomBytes } from "node:crypto";

/** What every key starts with, so a key is recognisable wherever it turns up. */
export const KEY_TAG = "rsv_live_";
const DISPLAY_PREFIX_LENGTH = KEY_TAG.length + 6;

/** A new secret key: a recognisable tag and 32 random bytes, base64url. */
export function generateApiKey(): string {
  return KEY_TAG + randomBytes(32).toString("base64url");
}

/**
 * Keys are stored and looked up by SHA-256. A key has 256 bits of entropy, so a fast hash is
 * enough, and looking up by hash means no secret is ever compared character by character.
 */
export function hashApiKey(plaintext: string): string {
  return createHash("sha256").update(plaintext).digest("hex");
}

/** The part of a key that may be shown again later, to tell keys apart. */
export function displayPrefix(plaintext: string): string {
  return plaintext.slice(0, DISPLAY_PREFIX_LENGTH);
}
