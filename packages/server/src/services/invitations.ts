import {
  DASHBOARD_ACCEPT_INVITE_PATH,
  emailSchema,
  type DashboardRole,
  type Invitation,
  type IssuedLink,
} from "@reservation-api/contract/dashboard";
import type { DashboardSettings } from "../dashboard-context.js";
import { actorLabel, actorUserId, type Actor } from "../domain/actor.js";
import { oneTimeLinkState } from "../domain/one-time-link.js";
import { generateSecretToken, hashSecretToken } from "../domain/secret-token.js";
import { ServiceError } from "../errors/service-error.js";
import { findUserByEmail, findUserInMerchant, insertUser, updateUser } from "../storage/dashboard-user-store.js";
import { findMerchant } from "../storage/merchant-store.js";
import { claimLink, findLinkByTokenHash, insertOneTimeLink, type OneTimeLinkRow } from "../storage/one-time-link-store.js";
import { deleteSessionsOfUser } from "../storage/session-store.js";
import { recordActivity } from "./activity-log.js";
import { MerchantNotFoundError } from "./merchant-not-found.js";
import { ownerOfLink, refuseWeakPassword } from "./new-password.js";
import { hashPassword } from "./password-hashing.js";
import { issueSession, type IssuedSession } from "./sessions.js";
import type { ServiceDeps } from "./service-deps.js";

const LINK_UNUSABLE: Record<"used" | "expired" | "unknown", string> = {
  used: "This link has already been used. Ask an admin for a new one.",
  expired: "This link has expired. Ask an admin for a new one.",
  unknown: "This link is not valid. Check that it was copied whole, or ask an admin for a new one.",
};

/** Invites someone to the merchant's team; the link is shown to whoever asked (no mail is sent). */
export async function issueInvitation(
  deps: ServiceDeps,
  settings: DashboardSettings,
  invite: { merchantId: string; email: string; role: DashboardRole },
  actor: Actor,
): Promise<IssuedLink> {
  const parsedEmail = emailSchema.safeParse(invite.email);
  if (!parsedEmail.success) {
    throw new ServiceError("INVALID_INPUT", `Not an email address: ${invite.email}`, {
      fieldErrors: [{ field: "email", message: "Expected an email address" }],
    });
  }
  const email = parsedEmail.data;
  if (!(await findMerchant(deps.db, invite.merchantId))) throw new MerchantNotFoundError(invite.merchantId);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    const where = existing.merchantId === invite.merchantId ? "this team" : "another merchant's team";
    throw new ServiceError(
      "CONFLICT",
      `${email} already has a dashboard account (in ${where}); an account belongs to one merchant`,
    );
  }
  const issued = await storeLink(
    deps,
    settings,
    { merchantId: invite.merchantId, kind: "invite", email, role: invite.role, userId: null },
    actor,
  );
  await recordActivity(deps, {
    merchantId: invite.merchantId,
    actor,
    action: "user.invited",
    details: { email, role: invite.role },
  });
  return issued;
}

/** A one-time link that sets a new password for a member of the merchant; a foreign user id is NOT_FOUND. */
export async function issuePasswordReset(
  deps: ServiceDeps,
  settings: DashboardSettings,
  target: { merchantId: string; userId: string },
  actor: Actor,
): Promise<IssuedLink> {
  const user = await findUserInMerchant(deps.db, target.merchantId, target.userId);
  if (!user) throw new ServiceError("NOT_FOUND", "No such member in this team");
  const issued = await storeLink(
    deps,
    settings,
    { merchantId: user.merchantId, kind: "reset", email: user.email, role: user.role, userId: user.id },
    actor,
  );
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor,
    action: "user.password_reset_issued",
    details: { email: user.email },
  });
  return issued;
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
    throw new ServiceError("INVALID_INPUT", "The request is not valid", {
      fieldErrors: [{ field: "displayName", message: "Enter a name" }],
    });
  }
  refuseWeakPassword(input.password, await ownerOfLink(deps, link, input.displayName), "password");
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    if (!(await claimLink(tx, link.id, deps.now()))) throw new ServiceError("NOT_FOUND", LINK_UNUSABLE.used);
    const txDeps = { ...deps, db: tx };
    const userId =
      link.kind === "invite"
        ? await joinTeam(txDeps, link, input.displayName ?? "", passwordHash)
        : await resetPassword(txDeps, link, input.displayName, passwordHash);
    const user = await findUserInMerchant(tx, link.merchantId, userId);
    if (!user) throw new ServiceError("NOT_FOUND", LINK_UNUSABLE.unknown);
    await updateUser(tx, user.id, { lastSignInAt: deps.now() });
    return issueSession(txDeps, settings, user);
  });
}

async function joinTeam(deps: ServiceDeps, link: OneTimeLinkRow, displayName: string, passwordHash: string): Promise<string> {
  if (await findUserByEmail(deps.db, link.email))
    throw new ServiceError("CONFLICT", `${link.email} already has a dashboard account`);
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
  if (!user) throw new ServiceError("NOT_FOUND", LINK_UNUSABLE.unknown);
  await updateUser(deps.db, user.id, { passwordHash, ...(displayName === undefined ? {} : { displayName }) });
  await deleteSessionsOfUser(deps.db, user.id);
  await recordActivity(deps, {
    merchantId: user.merchantId,
    actor: { kind: "user", userId: user.id, merchantId: user.merchantId, displayName: displayName ?? user.displayName },
    action: "user.password_reset",
  });
  return user.id;
}

async function usableLink(deps: ServiceDeps, token: string): Promise<OneTimeLinkRow> {
  const link = await findLinkByTokenHash(deps.db, hashSecretToken(token));
  if (!link) throw new ServiceError("NOT_FOUND", LINK_UNUSABLE.unknown);
  const state = oneTimeLinkState(link, deps.now());
  if (state !== "usable") throw new ServiceError("NOT_FOUND", LINK_UNUSABLE[state]);
  return link;
}

async function storeLink(
  deps: ServiceDeps,
  settings: DashboardSettings,
  link: Pick<OneTimeLinkRow, "merchantId" | "kind" | "email" | "role" | "userId">,
  actor: Actor,
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
