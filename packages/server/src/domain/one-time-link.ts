export type OneTimeLinkState = "usable" | "used" | "expired";

export function oneTimeLinkState(link: { usedAt: Date | null; expiresAt: Date }, now: Date): OneTimeLinkState {
  if (link.usedAt !== null) return "used";
  if (now.getTime() >= link.expiresAt.getTime()) return "expired";
  return "usable";
}
