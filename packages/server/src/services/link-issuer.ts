import type { Database } from "@reservation-api/db";
import type { Actor } from "../domain/actor.js";
import { lockUserInMerchant } from "../storage/dashboard-user-store.js";
import { holdMerchant } from "../storage/merchant-store.js";
import { merchantNotFound } from "./merchant-not-found.js";
import { refuse } from "../errors/refusal.js";

/**
 * Holds the merchant, then locks the member issuing a link, in the order a removal or a role
 * change takes them. An admin removed or demoted while their request was in flight then issues
 * nothing: their link would otherwise outlive their removal, or fail on its foreign key with a 500.
 */
export async function lockLinkIssuer(tx: Database, merchantId: string, actor: Actor): Promise<void> {
  if (!(await holdMerchant(tx, merchantId))) throw merchantNotFound(merchantId);
  if (actor.kind !== "user") return;
  const issuer = await lockUserInMerchant(tx, merchantId, actor.userId);
  if (issuer?.role !== "admin") throw refuse("FORBIDDEN", "You are no longer an admin of this team");
}
