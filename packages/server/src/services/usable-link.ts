import { oneTimeLinkState, type OneTimeLinkState } from "../domain/one-time-link.js";
import { hashSecretToken } from "../domain/secret-token.js";
import { findLinkByTokenHash, type OneTimeLinkRow } from "../storage/one-time-link-store.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

type Unusable = Exclude<OneTimeLinkState, "usable" | "revoked"> | "withdrawn" | "replaced" | "unknown";

/** Why a link cannot be used, in words for the person holding it. */
export const LINK_UNUSABLE: Record<Unusable, string> = {
  used: "This link has already been used. Ask an admin for a new one.",
  withdrawn: "This invitation was withdrawn. Ask an admin for a new one.",
  replaced:
    "This link no longer works: a newer password-reset link was issued, or the password was set since. Ask an admin for a new one.",
  expired: "This link has expired. Ask an admin for a new one.",
  unknown: "This link is not valid. Check that it was copied whole, or ask an admin for a new one.",
};

/** The link of this token, or NOT_FOUND saying why it cannot be used. */
export async function usableLink(deps: ServiceDeps, token: string): Promise<OneTimeLinkRow> {
  const link = await findLinkByTokenHash(deps.db, hashSecretToken(token));
  if (!link) throw refuse("NOT_FOUND", LINK_UNUSABLE.unknown);
  const state = oneTimeLinkState(link, deps.now());
  if (state === "revoked") throw refuse("NOT_FOUND", LINK_UNUSABLE[link.kind === "invite" ? "withdrawn" : "replaced"]);
  if (state !== "usable") throw refuse("NOT_FOUND", LINK_UNUSABLE[state]);
  return link;
}
