import { createHash } from "node:crypto";

export const IDEMPOTENCY_REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every depth, so key order and whitespace never matter. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item)]));
  }
  return value;
}

/** A stable fingerprint of a request body, compared when a key is used again. */
export function fingerprintRequest(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

export interface StoredIdempotentResult {
  requestHash: string;
  responseBody: unknown;
  createdAt: Date;
}

export type IdempotencyDecision = { kind: "proceed" } | { kind: "replay"; responseBody: unknown } | { kind: "conflict" };

/**
 * What a create does with its key, given what is stored for it: nothing stored (or stored more
 * than 24 hours ago) means go ahead; the same body means answer with the original response; a
 * different body is a conflict.
 */
export function decideIdempotentOutcome(
  stored: StoredIdempotentResult | undefined,
  requestHash: string,
  now: Date,
): IdempotencyDecision {
  if (stored === undefined) return { kind: "proceed" };
  if (now.getTime() - stored.createdAt.getTime() >= IDEMPOTENCY_REPLAY_WINDOW_MS) return { kind: "proceed" };
  if (stored.requestHash !== requestHash) return { kind: "conflict" };
  return { kind: "replay", responseBody: stored.responseBody };
}
