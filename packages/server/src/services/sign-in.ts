import type { DashboardSettings, ServiceDeps } from "./service-deps.js";
import { findUserByEmail, updateUser, type DashboardUserRow } from "../storage/dashboard-user-store.js";
import { recordActivity } from "./activity-log.js";
import { checkPasswordAttempt, type CheckedPassword, type PasswordAttempt } from "./password-attempts.js";
import { verifyAgainstDummy, verifyPassword } from "./password-hashing.js";
import { issueSession, type IssuedSession } from "./sessions.js";
import { refuse } from "../errors/refusal.js";

/** The one answer for an unknown email and a wrong password alike. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

interface Attempt extends PasswordAttempt {
  password: string;
}

/**
 * Checks the password and opens a new session. The attempt is counted first (see
 * checkPasswordAttempt) per account from this address, per account overall and per address,
 * for an unknown email exactly as for a known one, so the count reveals nothing; past a limit
 * the attempt is refused before the password is looked at.
 */
export async function signIn(deps: ServiceDeps, settings: DashboardSettings, attempt: Attempt): Promise<IssuedSession> {
  const found: { user?: DashboardUserRow | undefined } = {};
  const checked = await checkPasswordAttempt(deps, settings.signInThrottle, attempt, async () => {
    found.user = await findUserByEmail(deps.db, attempt.email.trim());
    return found.user
      ? verifyPassword(found.user.passwordHash, attempt.password, attempt.clientAddress)
      : verifyAgainstDummy(attempt.password, attempt.clientAddress);
  });
  const { user } = found;
  if (!user || !checked.valid) {
    if (user) await recordThrottleStart(deps, settings, user, checked);
    throw refuse("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
  }
  return openSession(deps, settings, user);
}

/** The failure that fills an account's limit starts a throttled burst: one entry for the burst. */
async function recordThrottleStart(
  deps: ServiceDeps,
  settings: DashboardSettings,
  user: DashboardUserRow,
  checked: CheckedPassword,
): Promise<void> {
  if (checked.valid) return;
  const { maxFailuresPerAccount, maxFailuresPerAccountOverall } = settings.signInThrottle;
  const overall = checked.filled.includes("account");
  if (!overall && !checked.filled.includes("account_from_address")) return;
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor: { kind: "system" },
    action: "user.sign_in_throttled",
    details: {
      email: user.email,
      failures: overall ? maxFailuresPerAccountOverall : maxFailuresPerAccount,
      scope: overall ? "every address" : "one address",
    },
  });
}

async function openSession(deps: ServiceDeps, settings: DashboardSettings, user: DashboardUserRow): Promise<IssuedSession> {
  await updateUser(deps.db, user.id, { lastSignInAt: deps.now() });
  const issued = await issueSession(deps, settings, user);
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor: { kind: "user", userId: user.id, merchantId: user.merchantId, displayName: user.displayName },
    action: "user.signed_in",
  });
  return issued;
}
