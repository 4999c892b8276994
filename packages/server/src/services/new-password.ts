import { assessPassword, type PasswordOwner } from "@reservation-api/contract/password-policy";
import { findUserInMerchant } from "../storage/dashboard-user-store.js";
import type { OneTimeLinkRow } from "../storage/one-time-link-store.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

/**
 * Refuses a new password that the shared policy finds weak, as a field error on the input field
 * that carried it, with the policy's advice as the message. Every path that sets a password calls
 * this before hashing: the dashboard's meter only mirrors it.
 */
export function refuseWeakPassword(password: string, owner: PasswordOwner, field: string): void {
  const { acceptable, problem = "Choose a stronger password" } = assessPassword(password, owner);
  if (!acceptable) throw refuse("VALIDATION_ERROR", problem, { fieldErrors: [{ field, message: problem }] });
}

/** Who a one-time link sets a password for: its email and merchant, and the name given or kept. */
export async function ownerOfLink(
  deps: ServiceDeps,
  link: Pick<OneTimeLinkRow, "email" | "merchantId" | "merchantName" | "userId">,
  displayName: string | undefined,
): Promise<PasswordOwner> {
  const resetUser = link.userId === null ? undefined : await findUserInMerchant(deps.db, link.merchantId, link.userId);
  return { email: link.email, merchantName: link.merchantName, displayName: displayName ?? resetUser?.displayName };
}
