import type { DashboardSettings, ServiceDeps } from "./service-deps.js";
import { findUserInMerchant, updateUser } from "../storage/dashboard-user-store.js";
import { revokeResetLinksOf } from "../storage/one-time-link-store.js";
import { deleteSessionsOfUser } from "../storage/session-store.js";
import { recordActivity } from "./activity-log.js";
import { refuseWeakPassword } from "./new-password.js";
import { checkPasswordAttempt } from "./password-attempts.js";
import { hashPassword, verifyPassword } from "./password-hashing.js";
import { actorOf, type SignedInUser } from "./sessions.js";
import { refuse } from "../errors/refusal.js";

const WRONG_CURRENT_PASSWORD = "The current password is not right";

/**
 * The user's own password, proven by the current one; every other session of theirs ends. A
 * wrong current password counts like a failed sign-in of the account (a session is no licence
 * to guess it): past the limit the answer is THROTTLED, and each failure is in the activity log.
 */
export async function changePassword(
  deps: ServiceDeps,
  settings: DashboardSettings,
  user: SignedInUser & { clientAddress: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const checked = await checkPasswordAttempt(deps, settings.signInThrottle, user, async () => {
    const account = await findUserInMerchant(deps.db, user.merchantId, user.userId);
    return account !== undefined && (await verifyPassword(account.passwordHash, input.currentPassword, user.clientAddress));
  });
  if (!checked.valid) {
    await recordActivity(deps, { merchantId: user.merchantId, actor: actorOf(user), action: "user.password_change_failed" });
    throw refuse("VALIDATION_ERROR", WRONG_CURRENT_PASSWORD, {
      fieldErrors: [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
    });
  }
  refuseWeakPassword(input.newPassword, user, "newPassword");
  const passwordHash = await hashPassword(input.newPassword, user.clientAddress);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.userId, { passwordHash });
    await deleteSessionsOfUser(tx, user.userId, user.sessionId);
    await revokeResetLinksOf(tx, user.userId, deps.now());
    await recordActivity(deps, { merchantId: user.merchantId, actor: actorOf(user), action: "user.password_changed" }, tx);
  });
}
