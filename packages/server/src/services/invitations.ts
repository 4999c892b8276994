import {
  DASHBOARD_ACCEPT_INVITE_PATH,
  emailSchema,
  type DashboardRole,
  type Invitation,
  type IssuedLink,
} from "@reservation-api/contract/dashboard";
import type { DashboardSettings, ServiceDeps } from "./service-deps.js";
import { actorLabel, actorUserId, type ActivityActor } from "../domain/actor.js";
import { generateSecretToken, hashSecretToken } from "../domain/secret-token.js";
import {
  findUserByEmail,
  findUserInMerchant,
  insertUser,
  lockUserInMerchant,
  updateUser,
} from "../storage/dashboard-user-store.js";
import { holdMerchant } from "../storage/merchant-store.js";
import { claimLink, insertOneTimeLink, revokeResetLinksOf, type OneTimeLinkRow } from "../storage/one-time-link-store.js";
import { deleteSessionsOfUser } from "../storage/session-store.js";
import { recordActivity } from "./activity-log.js";
import { lockLinkIssuer } from "./link-issuer.js";
import { ownerOfLink, refuseWeakPassword } from "./new-password.js";
import { hashPassword } from "./password-hashing.js";
import { issueSession, type IssuedSession } from "./sessions.js";
import { LINK_UNUSABLE, usableLink } from "./usable-link.js";
import { refuse } from "../errors/refusal.js";

/** Invites someone to the merchant's team; the link is shown to whoever asked (no mail is sent). */
export async function issueInvitation(
  deps: ServiceDeps,
  settings: DashboardSettings,
  invite: { merchantId: string; email: string; role: DashboardRole },
  actor: ActivityActor,
): Promise<IssuedLink> {
  const parsedEmail = emailSchema.safeParse(invite.email);
  if (!parsedEmail.success) {
    throw refuse("VALIDATION_ERROR", `Not an email address: ${invite.email}`, {
      fieldErrors: [{ field: "email", message: "Expected an email address" }],
    });
  }
  const email = parsedEmail.data;
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await lockLinkIssuer(tx, invite.merchantId, actor);
    // Only this team's members are refused: an account at another merchant must not change the
    // answer, or an admin could probe which emails other merchants use. Such an invitee learns on
    // accepting that they need another email (one account belongs to one merchant).
    const existing = await findUserByEmail(tx, email);
    if (existing?.merchantId === invite.merchantId) {
      throw refuse("CONFLICT", `${email} is already a member of this team`);
    }
    const issued = await storeLink(
      txDeps,
      settings,
      { merchantId: invite.merchantId, kind: "invite", email, role: invite.role, userId: null },
      actor,
    );
    await recordActivity(txDeps, {
      merchantId: invite.merchantId,
      actor,
      action: "user.invited",
      details: { email, role: invite.role },
    });
    return issued;
  });
}

/** A one-time link that sets a new password for a member of the merchant; a foreign user id is NOT_FOUND. */
export async function issuePasswordReset(
  deps: ServiceDeps,
  settings: DashboardSettings,
  target: { merchantId: string; userId: string },
  actor: ActivityActor,
): Promise<IssuedLink> {
  return deps.db.transaction(async (tx) => {
    await lockLinkIssuer(tx, target.merchantId, actor);
    // The user's row lock queues two issuers, so the second one sees (and revokes) the first link.
    const user = await lockUserInMerchant(tx, target.merchantId, target.userId);
    if (!user) throw refuse("NOT_FOUND", "No such member in this team");
    await revokeResetLinksOf(tx, user.id, deps.now());
    const txDeps = { ...deps, db: tx };
    const issued = await storeLink(
      txDeps,
      settings,
      { merchantId: user.merchantId, kind: "reset", email: user.email, role: user.role, userId: user.id },
      actor,
    );
    await recordActivity(txDeps, {
      merchantId: user.merchantId,
      actor,
      action: "user.password_reset_issued",
      details: { email: user.email },
    });
    return issued;
  });
}

/** What a link is for, or NOT_FOUND saying why it cannot be used. */
export async function describeInvitation(deps: ServiceDeps, token: string): Promise<Invitation> {
  const link = await usableLink(deps, token);
  return {
    kind: link.kind,
    email: link.email,
    merchantName: link.merchantName,
    role: link.role,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Uses the link once: creates the account (invite) or sets the password and ends every session (reset); then signs in. */
export async function acceptInvitation(
  deps: ServiceDeps,
  settings: DashboardSettings,
  input: { token: string; displayName?: string | undefined; password: string },
): Promise<IssuedSession> {
  const link = await usableLink(deps, input.token);
  if (link.kind === "invite" && input.displayName === undefined) {
    throw refuse("VALIDATION_ERROR", "The request is not valid", {
      fieldErrors: [{ field: "displayName", message: "Enter a name" }],
    });
  }
  refuseWeakPassword(input.password, await ownerOfLink(deps, link, input.displayName), "password");
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    // Merchant, user, link: the order in which removals, role changes and issuing links take
    // them, so these queue instead of deadlocking.
    if (!(await holdMerchant(tx, link.merchantId))) throw refuse("NOT_FOUND", LINK_UNUSABLE.unknown);
    if (link.userId !== null) await lockUserInMerchant(tx, link.merchantId, link.userId);
    if (!(await claimLink(tx, link.id, deps.now()))) throw refuse("NOT_FOUND", LINK_UNUSABLE.used);
    const txDeps = { ...deps, db: tx };
    const userId =
      link.kind === "invite"
        ? await joinTeam(txDeps, link, input.displayName ?? "", passwordHash)
        : await resetPassword(txDeps, link, input.displayName, passwordHash);
    const user = await findUserInMerchant(tx, link.merchantId, userId);
    if (!user) throw refuse("NOT_FOUND", LINK_UNUSABLE.unknown);
    await updateUser(tx, user.id, { lastSignInAt: deps.now() });
    return issueSession(txDeps, settings, user);
  });
}

async function joinTeam(deps: ServiceDeps, link: OneTimeLinkRow, displayName: string, passwordHash: string): Promise<string> {
  const existing = await findUserByEmail(deps.db, link.email);
  if (existing) throw refuse("CONFLICT", alreadyHasAccount(link, existing.merchantId));
  const userId = crypto.randomUUID();
  await insertUser(deps.db, {
    id: userId,
    merchantId: link.merchantId,
    email: link.email,
    displayName,
    passwordHash,
    role: link.role,
    createdAt: deps.now(),
  });
  await recordActivity(deps, {
    merchantId: link.merchantId,
    actor: { kind: "user", userId, merchantId: link.merchantId, displayName },
    action: "user.joined",
    details: { email: link.email, role: link.role, invitedBy: link.createdByLabel },
  });
  return userId;
}

async function resetPassword(
  deps: ServiceDeps,
  link: OneTimeLinkRow,
  displayName: string | undefined,
  passwordHash: string,
): Promise<string> {
  const user = link.userId === null ? undefined : await findUserInMerchant(deps.db, link.merchantId, link.userId);
  if (!user) throw refuse("NOT_FOUND", LINK_UNUSABLE.unknown);
  await updateUser(deps.db, user.id, { passwordHash, ...(displayName === undefined ? {} : { displayName }) });
  await deleteSessionsOfUser(deps.db, user.id);
  await revokeResetLinksOf(deps.db, user.id, deps.now());
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor: { kind: "user", userId: user.id, merchantId: user.merchantId, displayName: displayName ?? user.displayName },
    action: "user.password_reset",
  });
  return user.id;
}

/** Says why the invitee cannot join, naming no other merchant: only they and their inviter read it. */
function alreadyHasAccount(link: OneTimeLinkRow, accountMerchantId: string): string {
  if (accountMerchantId === link.merchantId) return `${link.email} is already a member of ${link.merchantName}: sign in instead.`;
  return `${link.email} already has a dashboard account with another merchant, and an account belongs to one merchant only. Ask whoever invited you to invite another of your email addresses.`;
}

async function storeLink(
  deps: ServiceDeps,
  settings: DashboardSettings,
  link: Pick<OneTimeLinkRow, "merchantId" | "kind" | "email" | "role" | "userId">,
  actor: ActivityActor,
): Promise<IssuedLink> {
  const token = generateSecretToken();
  const now = deps.now();
  const ttlMs = link.kind === "invite" ? settings.invitationTtlMs : settings.passwordResetTtlMs;
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertOneTimeLink(deps.db, {
    id: crypto.randomUUID(),
    ...link,
    tokenHash: hashSecretToken(token),
    expiresAt,
    createdAt: now,
    createdByUserId: actorUserId(actor),
    createdByLabel: actorLabel(actor),
  });
  const base = settings.linkBaseUrl.replace(/\/+$/, "");
  return {
    link: `${base}${DASHBOARD_ACCEPT_INVITE_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}
