import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { merchants, oneTimeLinks, type Database } from "@reservation-api/db";
import type { DashboardRole, OneTimeLinkKind } from "@reservation-api/contract/dashboard";

export interface OneTimeLinkRow {
  id: string;
  merchantId: string;
  merchantName: string;
  kind: OneTimeLinkKind;
  email: string;
  role: DashboardRole;
  userId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdByLabel: string;
}

/** A link with its merchant's name, as every reader of links needs it. */
const LINK_COLUMNS = {
  id: oneTimeLinks.id,
  merchantId: oneTimeLinks.merchantId,
  merchantName: merchants.name,
  kind: oneTimeLinks.kind,
  email: oneTimeLinks.email,
  role: oneTimeLinks.role,
  userId: oneTimeLinks.userId,
  expiresAt: oneTimeLinks.expiresAt,
  usedAt: oneTimeLinks.usedAt,
  createdByLabel: oneTimeLinks.createdByLabel,
};

export async function insertOneTimeLink(
  db: Database,
  link: {
    id: string;
    merchantId: string;
    kind: OneTimeLinkKind;
    tokenHash: string;
    email: string;
    role: DashboardRole;
    userId: string | null;
    expiresAt: Date;
    createdAt: Date;
    createdByUserId: string | null;
    createdByLabel: string;
  },
): Promise<void> {
  await db.insert(oneTimeLinks).values(link);
}

export async function findLinkByTokenHash(db: Database, tokenHash: string): Promise<OneTimeLinkRow | undefined> {
  const [row] = await db
    .select(LINK_COLUMNS)
    .from(oneTimeLinks)
    .innerJoin(merchants, eq(merchants.id, oneTimeLinks.merchantId))
    .where(eq(oneTimeLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the link used if nobody has yet. The conditional UPDATE is what makes a link
 * single-use when two people (or two tabs) submit it at once: only one gets `true`.
 */
export async function claimLink(db: Database, linkId: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(oneTimeLinks)
    .set({ usedAt: at })
    .where(and(eq(oneTimeLinks.id, linkId), isNull(oneTimeLinks.usedAt), gt(oneTimeLinks.expiresAt, at)))
    .returning({ id: oneTimeLinks.id });
  return claimed.length > 0;
}

export async function listPendingInvitations(db: Database, merchantId: string, now: Date): Promise<OneTimeLinkRow[]> {
  return db
    .select(LINK_COLUMNS)
    .from(oneTimeLinks)
    .innerJoin(merchants, eq(merchants.id, oneTimeLinks.merchantId))
    .where(
      and(
        eq(oneTimeLinks.merchantId, merchantId),
        eq(oneTimeLinks.kind, "invite"),
        isNull(oneTimeLinks.usedAt),
        gt(oneTimeLinks.expiresAt, now),
      ),
    )
    .orderBy(asc(oneTimeLinks.createdAt));
}
