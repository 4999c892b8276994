import { WEBHOOK_HEADER } from "@reservation-api/contract/headers";
import { WebhookSignatureError, WebhookTimestampError, WebhookVerificationError } from "../errors/webhook-verification-error.js";
import type { WebhookEvent } from "../types.js";

/** Standard Webhooks' default: a signature older or newer than five minutes is refused. */
const DEFAULT_TOLERANCE_SECONDS = 5 * 60;
const SECRET_PREFIX = "whsec_";

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  toleranceSeconds?: number;
  /** The current time; tests pass a fixed one. */
  now?: Date;
}

/**
 * Checks a webhook's Standard Webhooks signature and returns its event. Pass the raw body
 * exactly as received (before any JSON parsing), the request headers, and the endpoint's
 * `whsec_` secret; during a rotation pass both secrets as an array. Throws
 * `WebhookSignatureError` or `WebhookTimestampError` (both `WebhookVerificationError`).
 * Uses Web Crypto only, so it runs in Node 20+, Deno, Bun, browsers and edge runtimes.
 */
export async function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = readHeader(headers, WEBHOOK_HEADER.id);
  const timestamp = readHeader(headers, WEBHOOK_HEADER.timestamp);
  const signatures = readHeader(headers, WEBHOOK_HEADER.signature);
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError("missing_headers", "Missing webhook-id, webhook-timestamp or webhook-signature");
  assertFresh(timestamp, options);
  const body = typeof payload === "string" ? new TextEncoder().encode(payload) : payload;
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), body);
  const secrets = typeof secret === "string" ? [secret] : secret;
  if (!(await anySignatureMatches(signed, signatures, secrets))) throw new WebhookSignatureError();
  try {
    return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError("invalid_payload", "The signed body is not JSON");
  }
}

function assertFresh(timestamp: string, options: VerifyWebhookOptions): void {
  const seconds = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!/^\d+$/.test(timestamp)) throw new WebhookTimestampError("The webhook-timestamp is not a number of seconds");
  if (Math.abs(now - seconds) > tolerance)
    throw new WebhookTimestampError(`The webhook-timestamp is more than ${tolerance} s away from now`);
}

/** `webhook-signature` holds space-separated `v1,<base64>` entries; one valid entry is enough. */
async function anySignatureMatches(
  signed: Uint8Array<ArrayBuffer>,
  header: string,
  secrets: readonly string[],
): Promise<boolean> {
  const candidates = header
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => decodeBase64(entry.slice(3)))
    .filter((bytes) => bytes !== undefined);
  for (const secret of secrets) {
    const key = await importKey(secret);
    for (const candidate of candidates) {
      // subtle.verify compares in constant time.
      if (await crypto.subtle.verify("HMAC", key, candidate, signed)) return true;
    }
  }
  return false;
}

async function importKey(secret: string): Promise<CryptoKey> {
  const raw = decodeBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!raw) throw new WebhookVerificationError("bad_signature", "The secret is not a whsec_ base64 secret");
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function concat(head: Uint8Array, tail: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head);
  joined.set(tail, head.length);
  return joined;
}

function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}
