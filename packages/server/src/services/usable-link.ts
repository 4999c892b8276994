import { oneTimeLinkState, type OneTimeLinkState } from "../domain/one-time-link.js";
import { hashSecretToken } from "../domain/secret-token.js";
import { ServiceError } from "../errors/service-error.js";
import { findLinkByTokenHash, type OneTimeLinkRow } from "../storage/one-time-link-store.js";
import type { ServiceDeps } from "./service-deps.js";

/** Why a link cannot be used, in words for the person holding it. */
export const LINK_UNUSABLE: Record<Exclude<OneTimeLinkState, "usable"> | "unknown", string> = {
  used: "This link has already been used. Ask an admin for a new one.",
  revoked:
    "This link no longer works: the invitation was withdrawn, or a newer password-reset link or password replaced it. Ask an admin for a new one.",
  expired: "This link has expired. Ask an admin for a new one.",
  unknown: "This link is not valid. Check that it was copied whole, or ask an admin for a new one.",
};

/** The link of this token, or NOT_FOUND saying why it cannot be used. */
export async function usableLink(deps: ServiceDeps, token: string): Promise<OneTimeLinkRow> {
  const link = await findLinkByTokenHash(deps.db, hashSecretToken(token));
  if (!link) throw new ServiceError("NOT_FOUND", LINK_UNUSABLE.unknown);
  const state = oneTimeLinkState(link, deps.now());
  if (state !== "usable") throw new ServiceError("NOT_FOUND", LINK_UNUSABLE[state]);
  return link;
}
