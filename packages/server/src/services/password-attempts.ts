import type { SignInThrottlePolicy } from "../domain/sign-in-throttle.js";
import { createKeyedLimiter } from "../domain/keyed-limiter.js";
import { RefusedScopes } from "../domain/refused-scopes.js";
import {
  attemptScopes,
  combinedDecision,
  startsThrottling,
  throttleDecision,
  type AttemptScope,
  type AttemptScopeKind,
  type ThrottleDecision,
} from "../domain/sign-in-throttle.js";
import {
  attemptsSince,
  forgetAttempt,
  forgetAttemptsBefore,
  forgetFailures,
  recordAttempt,
  withScopesLocked,
} from "../storage/sign-in-failure-store.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse, type Refusal } from "../errors/refusal.js";

/** Who tries a password: the account's email and the client's address. */
export interface PasswordAttempt {
  email: string;
  clientAddress: string;
}

export type CheckedPassword =
  | { valid: true }
  /** `filled`: the limits this failure filled, the start of a throttled burst (logged once). */
  | { valid: false; filled: AttemptScopeKind[] };

// One client address's attempts are counted one after another within a process, so a burst
// waits in memory behind itself instead of holding every database connection while it waits
// for the scope lock (which still orders attempts across processes).
const countingQueue = createKeyedLimiter({ concurrency: Number.POSITIVE_INFINITY, perKey: 1 });
// Scopes found full: the rest of a burst is refused without a database round trip each. One memo
// per database, since it remembers what that database answered: two apps in one process (test
// files sharing modules) must not refuse each other's sign-ins.
const refusedScopesByDatabase = new WeakMap<ServiceDeps["db"], RefusedScopes>();

function refusedScopesOf(deps: ServiceDeps): RefusedScopes {
  let refused = refusedScopesByDatabase.get(deps.db);
  if (refused === undefined) {
    refused = new RefusedScopes(100_000);
    refusedScopesByDatabase.set(deps.db, refused);
  }
  return refused;
}

/**
 * Counts the attempt first, atomically in the database, and only then lets `check` look at the
 * password: however many attempts arrive at once (parallel requests, several processes), no
 * more passwords are checked than the limits allow. Past a limit the answer is THROTTLED with
 * the seconds until one more attempt is allowed.
 */
export async function checkPasswordAttempt(
  deps: ServiceDeps,
  policy: SignInThrottlePolicy,
  attempt: PasswordAttempt,
  check: () => Promise<boolean>,
): Promise<CheckedPassword> {
  const scopes = attemptScopes(attempt.email, attempt.clientAddress, policy);
  refuseIfKnownFull(deps, scopes);
  const admission = await countingQueue.run(attempt.clientAddress, () => {
    // Again: while this attempt waited its turn, the one before may have found a scope full.
    refuseIfKnownFull(deps, scopes);
    return admit(deps, scopes, policy.windowMs);
  });
  if (await check()) {
    await forgetAttempt(deps.db, admission.attemptIds);
    // The owner proved the password from this address: earlier typos from here are forgiven.
    await forgetFailures(deps.db, scopeOf(scopes, "account_from_address"));
    return { valid: true };
  }
  await forgetAttemptsBefore(deps.db, windowStart(deps, policy));
  return { valid: false, filled: admission.filled };
}

async function admit(
  deps: ServiceDeps,
  scopes: AttemptScope[],
  windowMs: number,
): Promise<{ attemptIds: number[]; filled: AttemptScopeKind[] }> {
  const names = scopes.map((scope) => scope.scope);
  const now = deps.now();
  return withScopesLocked(deps.db, names, async (tx) => {
    const attempts = await attemptsSince(tx, names, new Date(now.getTime() - windowMs));
    const timesOf = (scope: AttemptScope) => attempts.get(scope.scope) ?? [];
    const decisions = scopes.map((scope) => throttleDecision(timesOf(scope), now, scope.limit));
    rememberFullScopes(refusedScopesOf(deps), scopes, decisions, now);
    const decision = combinedDecision(decisions);
    if (!decision.allowed) throw throttled(decision.retryAfterSeconds);
    const filled = scopes.filter((scope) => startsThrottling(timesOf(scope).length, scope.limit)).map((scope) => scope.kind);
    return { attemptIds: await recordAttempt(tx, names, now), filled };
  });
}

function rememberFullScopes(
  refusedScopes: RefusedScopes,
  scopes: AttemptScope[],
  decisions: ThrottleDecision[],
  now: Date,
): void {
  decisions.forEach((decision, index) => {
    if (decision.allowed) return;
    const until = new Date(now.getTime() + decision.retryAfterSeconds * 1000);
    refusedScopes.remember([(scopes[index] as AttemptScope).scope], until, now);
  });
}

function refuseIfKnownFull(deps: ServiceDeps, scopes: AttemptScope[]): void {
  const refusal = refusedScopesOf(deps).refusal(
    scopes.map((scope) => scope.scope),
    deps.now(),
  );
  if (refusal) throw throttled(refusal.retryAfterSeconds);
}

function throttled(retryAfterSeconds: number): Refusal {
  return refuse("THROTTLED", `Too many failed password attempts; try again in ${retryAfterSeconds} seconds`, {
    retryAfterSeconds,
  });
}

function scopeOf(scopes: AttemptScope[], kind: AttemptScopeKind): string {
  return (scopes.find((scope) => scope.kind === kind) as AttemptScope).scope;
}

function windowStart(deps: ServiceDeps, policy: SignInThrottlePolicy): Date {
  return new Date(deps.now().getTime() - policy.windowMs);
}
