import { and, asc, count, eq, sql } from "drizzle-orm";
import { dashboardUsers, merchants, type Database } from "@reservation-api/db";
import type { DashboardRole } from "@reservation-api/contract/dashboard";

export interface DashboardUserRow {
  id: string;
  merchantId: string;
  merchantName: string;
  email: string;
  displayName: string;
  passwordHash: string;
  role: DashboardRole;
  lastSignInAt: Date | null;
  createdAt: Date;
}

const userColumns = {
  id: dashboardUsers.id,
  merchantId: dashboardUsers.merchantId,
  merchantName: merchants.name,
  email: dashboardUsers.email,
  displayName: dashboardUsers.displayName,
  passwordHash: dashboardUsers.passwordHash,
  role: dashboardUsers.role,
  lastSignInAt: dashboardUsers.lastSignInAt,
  createdAt: dashboardUsers.createdAt,
};

function selectUsers(db: Database) {
  return db.select(userColumns).from(dashboardUsers).innerJoin(merchants, eq(merchants.id, dashboardUsers.merchantId));
}

export async function findUserByEmail(db: Database, email: string): Promise<DashboardUserRow | undefined> {
  const [row] = await selectUsers(db)
    .where(sql`lower(${dashboardUsers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Only within the merchant: another merchant's user id finds nothing. */
export async function findUserInMerchant(
  db: Database,
  merchantId: string,
  userId: string,
): Promise<DashboardUserRow | undefined> {
  const [row] = await selectUsers(db)
    .where(and(eq(dashboardUsers.merchantId, merchantId), eq(dashboardUsers.id, userId)))
    .limit(1);
  return row;
}

/** Locks the row until the transaction ends, so concurrent role changes queue up. */
export async function lockUserInMerchant(
  tx: Database,
  merchantId: string,
  userId: string,
): Promise<DashboardUserRow | undefined> {
  const [row] = await selectUsers(tx)
    .where(and(eq(dashboardUsers.merchantId, merchantId), eq(dashboardUsers.id, userId)))
    .for("update", { of: dashboardUsers });
  return row;
}

export async function listUsersOfMerchant(db: Database, merchantId: string): Promise<DashboardUserRow[]> {
  return selectUsers(db)
    .where(eq(dashboardUsers.merchantId, merchantId))
    .orderBy(asc(dashboardUsers.createdAt), asc(dashboardUsers.email));
}

export async function countAdmins(db: Database, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(dashboardUsers)
    .where(and(eq(dashboardUsers.merchantId, merchantId), eq(dashboardUsers.role, "admin")));
  return row?.admins ?? 0;
}

export async function insertUser(
  db: Database,
  user: {
    id: string;
    merchantId: string;
    email: string;
    displayName: string;
    passwordHash: string;
    role: DashboardRole;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(dashboardUsers).values(user);
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<{ passwordHash: string; displayName: string; role: DashboardRole; lastSignInAt: Date }>,
): Promise<void> {
  await db.update(dashboardUsers).set(changes).where(eq(dashboardUsers.id, userId));
}

export async function deleteUser(db: Database, merchantId: string, userId: string): Promise<void> {
  await db.delete(dashboardUsers).where(and(eq(dashboardUsers.merchantId, merchantId), eq(dashboardUsers.id, userId)));
}
