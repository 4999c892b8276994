import { and, eq, lte, ne, or } from "drizzle-orm";
import { dashboardSessions, dashboardUsers, merchants, type Database } from "@reservation-api/db";
import type { DashboardRole } from "@reservation-api/contract/dashboard";

export interface SessionRow {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  email: string;
  displayName: string;
  role: DashboardRole;
  merchantId: string;
  merchantName: string;
}

export async function insertSession(
  db: Database,
  session: { id: string; tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(dashboardSessions).values({ ...session, lastSeenAt: session.createdAt });
}

/** The session with its user and merchant, in one round trip. */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      sessionId: dashboardSessions.id,
      lastSeenAt: dashboardSessions.lastSeenAt,
      expiresAt: dashboardSessions.expiresAt,
      userId: dashboardUsers.id,
      email: dashboardUsers.email,
      displayName: dashboardUsers.displayName,
      role: dashboardUsers.role,
      merchantId: merchants.id,
      merchantName: merchants.name,
    })
    .from(dashboardSessions)
    .innerJoin(dashboardUsers, eq(dashboardUsers.id, dashboardSessions.userId))
    .innerJoin(merchants, eq(merchants.id, dashboardUsers.merchantId))
    .where(eq(dashboardSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(dashboardSessions).set({ lastSeenAt: at }).where(eq(dashboardSessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.tokenHash, tokenHash));
}

export async function deleteSessionById(db: Database, sessionId: string): Promise<void> {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.id, sessionId));
}

/** Deletes the user's sessions that have ended (absolute expiry or idleness) without being seen again. */
export async function deleteEndedSessionsOfUser(db: Database, userId: string, now: Date, idleSince: Date): Promise<void> {
  await db
    .delete(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.userId, userId),
        or(lte(dashboardSessions.expiresAt, now), lte(dashboardSessions.lastSeenAt, idleSince)),
      ),
    );
}

/** Ends every session of the user, except one when given (the one asking). */
export async function deleteSessionsOfUser(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  const ofUser = eq(dashboardSessions.userId, userId);
  await db
    .delete(dashboardSessions)
    .where(exceptSessionId === undefined ? ofUser : and(ofUser, ne(dashboardSessions.id, exceptSessionId)));
}
