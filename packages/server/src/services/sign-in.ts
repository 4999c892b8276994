import type { DashboardSettings } from "../dashboard-context.js";
import { startsThrottling, throttleDecision, type FailureLimit } from "../domain/sign-in-throttle.js";
import { ServiceError } from "../errors/service-error.js";
import { findUserByEmail, updateUser, type DashboardUserRow } from "../storage/dashboard-user-store.js";
import { failuresSince, forgetFailures, recordFailure } from "../storage/sign-in-failure-store.js";
import { recordActivity } from "./activity-log.js";
import { verifyAgainstDummy, verifyPassword } from "./password-hashing.js";
import { issueSession, type IssuedSession } from "./sessions.js";
import type { ServiceDeps } from "./service-deps.js";

/** The one answer for an unknown email and a wrong password alike. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

interface Attempt {
  email: string;
  password: string;
  clientAddress: string;
}

/**
 * Checks the password and opens a new session. Failed attempts are counted per account (the
 * email, whether or not it exists, so the count reveals nothing) and per client address; past
 * either limit the attempt is refused before the password is looked at.
 */
export async function signIn(deps: ServiceDeps, settings: DashboardSettings, attempt: Attempt): Promise<IssuedSession> {
  const scopes = throttleScopes(attempt);
  const limits = limitsOf(settings);
  const now = deps.now();
  const failures = await failuresSince(
    deps.db,
    [scopes.account, scopes.address],
    new Date(now.getTime() - settings.signInThrottle.windowMs),
  );
  refuseIfThrottled(failures.get(scopes.account) ?? [], failures.get(scopes.address) ?? [], now, limits);

  const user = await findUserByEmail(deps.db, attempt.email.trim());
  const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : await verifyAgainstDummy(attempt.password);
  if (!user || !valid) {
    await recordFailure(
      deps.db,
      [scopes.account, scopes.address],
      now,
      new Date(now.getTime() - settings.signInThrottle.windowMs),
    );
    if (user && startsThrottling((failures.get(scopes.account) ?? []).length, limits.account)) {
      await recordActivity(deps, {
        merchantId: user.merchantId,
        actor: { kind: "system" },
        action: "user.sign_in_throttled",
        details: { email: user.email, failures: limits.account.maxFailures },
      });
    }
    throw new ServiceError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
  }
  return openSession(deps, settings, user, scopes.account);
}

async function openSession(
  deps: ServiceDeps,
  settings: DashboardSettings,
  user: DashboardUserRow,
  accountScope: string,
): Promise<IssuedSession> {
  await forgetFailures(deps.db, accountScope);
  await updateUser(deps.db, user.id, { lastSignInAt: deps.now() });
  const issued = await issueSession(deps, settings, user);
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor: { kind: "user", userId: user.id, merchantId: user.merchantId, displayName: user.displayName },
    action: "user.signed_in",
  });
  return issued;
}

function throttleScopes(attempt: Attempt): { account: string; address: string } {
  return { account: `account:${attempt.email.trim().toLowerCase()}`, address: `address:${attempt.clientAddress}` };
}

function limitsOf(settings: DashboardSettings): { account: FailureLimit; address: FailureLimit } {
  const { windowMs, maxFailuresPerAccount, maxFailuresPerAddress } = settings.signInThrottle;
  return { account: { windowMs, maxFailures: maxFailuresPerAccount }, address: { windowMs, maxFailures: maxFailuresPerAddress } };
}

function refuseIfThrottled(
  accountFailures: Date[],
  addressFailures: Date[],
  now: Date,
  limits: { account: FailureLimit; address: FailureLimit },
): void {
  const byAccount = throttleDecision(accountFailures, now, limits.account);
  const byAddress = throttleDecision(addressFailures, now, limits.address);
  if (byAccount.allowed && byAddress.allowed) return;
  const retryAfterSeconds = Math.max(byAccount.retryAfterSeconds, byAddress.retryAfterSeconds);
  throw new ServiceError("THROTTLED", `Too many failed sign-ins; try again in ${retryAfterSeconds} seconds`, {
    retryAfterSeconds,
  });
}
