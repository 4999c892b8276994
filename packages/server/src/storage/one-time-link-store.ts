import { and, asc, eq, gt, isNull, type SQL } from "drizzle-orm";
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
  revokedAt: Date | null;
  createdByLabel: string;
}

/** What a revocation reports of each link it stopped. */
export interface RevokedLink {
  id: string;
  email: string;
  role: DashboardRole;
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
  revokedAt: oneTimeLinks.revokedAt,
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
    .where(and(eq(oneTimeLinks.id, linkId), stillUsable(at)))
    .returning({ id: oneTimeLinks.id });
  return claimed.length > 0;
}

export async function listPendingInvitations(db: Database, merchantId: string, now: Date): Promise<OneTimeLinkRow[]> {
  return db
    .select(LINK_COLUMNS)
    .from(oneTimeLinks)
    .innerJoin(merchants, eq(merchants.id, oneTimeLinks.merchantId))
    .where(and(eq(oneTimeLinks.merchantId, merchantId), eq(oneTimeLinks.kind, "invite"), stillUsable(now)))
    .orderBy(asc(oneTimeLinks.createdAt));
}

/** Withdraws one pending invitation of the merchant; undefined when there is none by that id. */
export async function revokeInvitation(
  db: Database,
  merchantId: string,
  linkId: string,
  at: Date,
): Promise<RevokedLink | undefined> {
  const [revoked] = await revokeUsable(db, and(invitationsOf(merchantId), eq(oneTimeLinks.id, linkId)), at);
  return revoked;
}

/** Withdraws every pending invitation of the merchant to this email. */
export function revokeInvitationsTo(db: Database, merchantId: string, email: string, at: Date): Promise<RevokedLink[]> {
  return revokeUsable(db, and(invitationsOf(merchantId), eq(oneTimeLinks.email, email)), at);
}

/** Withdraws every pending invitation that this member issued. */
export function revokeInvitationsIssuedBy(db: Database, merchantId: string, userId: string, at: Date): Promise<RevokedLink[]> {
  return revokeUsable(db, and(invitationsOf(merchantId), eq(oneTimeLinks.createdByUserId, userId)), at);
}

/** Stops every password-reset link of the user that could still be used. */
export function revokeResetLinksOf(db: Database, userId: string, at: Date): Promise<RevokedLink[]> {
  return revokeUsable(db, and(eq(oneTimeLinks.kind, "reset"), eq(oneTimeLinks.userId, userId)), at);
}

function invitationsOf(merchantId: string): SQL | undefined {
  return and(eq(oneTimeLinks.merchantId, merchantId), eq(oneTimeLinks.kind, "invite"));
}

/**
 * Like claimLink, a conditional UPDATE: a link being used at the same moment is either claimed
 * first (and not revoked) or revoked first (and its claim fails), never both.
 */
async function revokeUsable(db: Database, which: SQL | undefined, at: Date): Promise<RevokedLink[]> {
  return db
    .update(oneTimeLinks)
    .set({ revokedAt: at })
    .where(and(which, stillUsable(at)))
    .returning({ id: oneTimeLinks.id, email: oneTimeLinks.email, role: oneTimeLinks.role });
}

function stillUsable(at: Date): SQL | undefined {
  return and(isNull(oneTimeLinks.usedAt), isNull(oneTimeLinks.revokedAt), gt(oneTimeLinks.expiresAt, at));
}
