export type OneTimeLinkState = "usable" | "used" | "revoked" | "expired";

/** A link works once, until it expires, unless it was revoked first (withdrawn or superseded). */
export function oneTimeLinkState(
  link: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): OneTimeLinkState {
  if (link.usedAt !== null) return "used";
  if (link.revokedAt !== null) return "revoked";
  if (now.getTime() >= link.expiresAt.getTime()) return "expired";
  return "usable";
}
