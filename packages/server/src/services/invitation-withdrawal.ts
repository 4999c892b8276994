import { emailSchema } from "@reservation-api/contract/dashboard";
import type { ActivityActor } from "../domain/actor.js";
import {
  revokeInvitation,
  revokeInvitationsIssuedBy,
  revokeInvitationsTo,
  type RevokedLink,
} from "../storage/one-time-link-store.js";
import { holdMerchant } from "../storage/merchant-store.js";
import { recordActivity } from "./activity-log.js";
import { merchantNotFound } from "./merchant-not-found.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

export interface WithdrawnInvitation {
  email: string;
  role: RevokedLink["role"];
}

/** Withdraws one pending invitation of the merchant (the dashboard names it by id); its link stops working at once. */
export async function withdrawInvitation(
  deps: ServiceDeps,
  merchantId: string,
  invitationId: string,
  actor: ActivityActor,
): Promise<WithdrawnInvitation> {
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await holdMerchantFirst(tx, merchantId);
    const withdrawn = await revokeInvitation(tx, merchantId, invitationId, deps.now());
    if (!withdrawn) throw refuse("NOT_FOUND", "No such pending invitation: it was used, withdrawn or has expired");
    await logWithdrawals(txDeps, merchantId, [withdrawn], actor);
    return withdrawnOf(withdrawn);
  });
}

/** Withdraws every pending invitation of the merchant to this email (the CLI names people by email). */
export async function withdrawInvitationsTo(
  deps: ServiceDeps,
  merchantId: string,
  email: string,
  actor: ActivityActor,
): Promise<WithdrawnInvitation[]> {
  const parsed = emailSchema.safeParse(email);
  const address = parsed.success ? parsed.data : email;
  return deps.db.transaction(async (tx) => {
    await holdMerchantFirst(tx, merchantId);
    const withdrawn = await revokeInvitationsTo(tx, merchantId, address, deps.now());
    if (withdrawn.length === 0) throw refuse("NOT_FOUND", `No pending invitation for ${email} in merchant ${merchantId}`);
    await logWithdrawals({ ...deps, db: tx }, merchantId, withdrawn, actor);
    return withdrawn.map(withdrawnOf);
  });
}

/**
 * Withdraws what a member invited, as they leave: an invitation must not outlive the authority of
 * whoever issued it. Runs inside the removal's transaction (`deps.db` is it).
 */
export async function withdrawInvitationsIssuedBy(
  deps: ServiceDeps,
  merchantId: string,
  member: { id: string; email: string },
  actor: ActivityActor,
): Promise<void> {
  const withdrawn = await revokeInvitationsIssuedBy(deps.db, merchantId, member.id, deps.now());
  await logWithdrawals(deps, merchantId, withdrawn, actor, { reason: `${member.email} was removed` });
}

/** The merchant before its links, as a removal takes them (it withdraws the links of whom it removes). */
async function holdMerchantFirst(tx: ServiceDeps["db"], merchantId: string): Promise<void> {
  if (!(await holdMerchant(tx, merchantId))) throw merchantNotFound(merchantId);
}

async function logWithdrawals(
  deps: ServiceDeps,
  merchantId: string,
  withdrawn: RevokedLink[],
  actor: ActivityActor,
  extra: Record<string, string> = {},
): Promise<void> {
  for (const link of withdrawn) {
    await recordActivity(deps, {
      merchantId,
      actor,
      action: "user.invitation_withdrawn",
      details: { email: link.email, role: link.role, ...extra },
    });
  }
}

function withdrawnOf(link: RevokedLink): WithdrawnInvitation {
  return { email: link.email, role: link.role };
}
