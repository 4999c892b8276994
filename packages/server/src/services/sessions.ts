import type { DashboardSession } from "@reservation-api/contract/dashboard";
import type { Database } from "@reservation-api/db";
import type { DashboardSettings, ServiceDeps } from "./service-deps.js";
import type { UserActor } from "../domain/actor.js";
import { generateSecretToken, hashSecretToken } from "../domain/secret-token.js";
import { sessionExpiresAt, sessionState, shouldTouchSession, type SessionLifetime } from "../domain/session-expiry.js";
import {
  deleteEndedSessionsOfUser,
  deleteSessionById,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type SessionRow,
} from "../storage/session-store.js";
import type { DashboardUserRow } from "../storage/dashboard-user-store.js";
import { recordActivity } from "./activity-log.js";

/** The signed-in user a procedure acts for: the session as read, without its expiry times. */
export type SignedInUser = Omit<SessionRow, "lastSeenAt" | "expiresAt">;

/** A new session's cookie value (shown to the browser only) and who it signs in. */
export interface IssuedSession {
  token: string;
  session: SignedInUser;
}

function lifetimeOf(settings: DashboardSettings): SessionLifetime {
  return { idleMs: settings.sessionIdleMs, absoluteMs: settings.sessionAbsoluteMs };
}

/** Signs a stored user in: a new session for them, as the cookie carries it and procedures see it. */
export async function issueSession(
  deps: ServiceDeps,
  settings: DashboardSettings,
  user: Pick<DashboardUserRow, "id" | "email" | "displayName" | "role" | "merchantId" | "merchantName">,
  db: Database = deps.db,
): Promise<IssuedSession> {
  const token = generateSecretToken();
  const now = deps.now();
  const sessionId = crypto.randomUUID();
  // Sessions that ended unseen are swept here, so the table holds about the live ones.
  await deleteEndedSessionsOfUser(db, user.id, now, new Date(now.getTime() - settings.sessionIdleMs));
  await insertSession(db, {
    id: sessionId,
    tokenHash: hashSecretToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: sessionExpiresAt(now, lifetimeOf(settings)),
  });
  const { id: userId, email, displayName, role, merchantId, merchantName } = user;
  return { token, session: { sessionId, userId, email, displayName, role, merchantId, merchantName } };
}

/** The live session for this cookie token; an expired one is deleted on sight. */
export async function resolveSession(
  deps: ServiceDeps,
  settings: DashboardSettings,
  token: string,
): Promise<SignedInUser | undefined> {
  const row = await findSessionByTokenHash(deps.db, hashSecretToken(token));
  if (!row) return undefined;
  const now = deps.now();
  const lifetime = lifetimeOf(settings);
  if (sessionState(row, now, lifetime) !== "live") {
    await deleteSessionById(deps.db, row.sessionId);
    return undefined;
  }
  // Idleness slides: each use counts, though only a use some while after the recorded one writes.
  if (shouldTouchSession(row.lastSeenAt, now, lifetime)) await touchSession(deps.db, row.sessionId, now);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
  };
}

export async function endSession(deps: ServiceDeps, token: string): Promise<void> {
  await deleteSessionByTokenHash(deps.db, hashSecretToken(token));
}

/** "Sign out everywhere": every session of the user, this one included. */
export async function endAllSessions(deps: ServiceDeps, user: SignedInUser): Promise<void> {
  await deleteSessionsOfUser(deps.db, user.userId);
  await recordActivity(deps, { merchantId: user.merchantId, actor: actorOf(user), action: "user.signed_out_everywhere" });
}

export function sessionView(user: SignedInUser): DashboardSession {
  return {
    user: { id: user.userId, email: user.email, displayName: user.displayName, role: user.role },
    merchant: { id: user.merchantId, name: user.merchantName },
  };
}

export function actorOf(user: SignedInUser): UserActor {
  return { kind: "user", userId: user.userId, merchantId: user.merchantId, displayName: user.displayName };
}
