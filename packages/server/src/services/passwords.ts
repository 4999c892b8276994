import { ServiceError } from "../errors/service-error.js";
import { findUserInMerchant, updateUser } from "../storage/dashboard-user-store.js";
import { revokeResetLinksOf } from "../storage/one-time-link-store.js";
import { deleteSessionsOfUser } from "../storage/session-store.js";
import { recordActivity } from "./activity-log.js";
import { hashPassword, verifyPassword } from "./password-hashing.js";
import { actorOf, type SignedInUser } from "./sessions.js";
import type { ServiceDeps } from "./service-deps.js";

/** The user's own password, proven by the current one; every other session of theirs ends. */
export async function changePassword(
  deps: ServiceDeps,
  user: SignedInUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const account = await findUserInMerchant(deps.db, user.merchantId, user.userId);
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new ServiceError("INVALID_INPUT", "The current password is not right", {
      fieldErrors: [{ field: "currentPassword", message: "The current password is not right" }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.userId, { passwordHash });
    await deleteSessionsOfUser(tx, user.userId, user.sessionId);
    await revokeResetLinksOf(tx, user.userId, deps.now());
    await recordActivity(deps, { merchantId: user.merchantId, actor: actorOf(user), action: "user.password_changed" }, tx);
  });
}
