import type { DashboardRole, Team } from "@reservation-api/contract/dashboard";
import type { ActivityActor } from "../domain/actor.js";
import { wouldLeaveNoAdmin } from "../domain/team-rules.js";
import {
  countAdmins,
  deleteUser,
  findUserByEmail,
  listUsersOfMerchant,
  lockUserInMerchant,
  updateUser,
  type DashboardUserRow,
} from "../storage/dashboard-user-store.js";
import { lockMerchant } from "../storage/merchant-store.js";
import { listPendingInvitations } from "../storage/one-time-link-store.js";
import { recordActivity } from "./activity-log.js";
import { withdrawInvitationsIssuedBy } from "./invitation-withdrawal.js";
import { merchantNotFound } from "./merchant-not-found.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

const NO_SUCH_MEMBER = "No such member in this team";

export interface TeamMember {
  id: string;
  email: string;
  displayName: string;
  role: DashboardRole;
  lastSignInAt: string | null;
  joinedAt: string;
}

export async function listMembers(deps: ServiceDeps, merchantId: string): Promise<TeamMember[]> {
  const users = await listUsersOfMerchant(deps.db, merchantId);
  return users.map(memberOf);
}

/** Invitations still waiting to be used: not used, withdrawn or expired. */
export async function listInvitations(deps: ServiceDeps, merchantId: string): Promise<Team["invitations"]> {
  const links = await listPendingInvitations(deps.db, merchantId, deps.now());
  return links.map((link) => ({
    id: link.id,
    email: link.email,
    role: link.role,
    expiresAt: link.expiresAt.toISOString(),
    invitedBy: link.createdByLabel,
  }));
}

/**
 * Members (with which one is the caller, and which one is the only admin) and invitations still
 * waiting to be used. `isOnlyAdmin` applies the rule `changeMemberRole` and `removeMember` enforce.
 */
export async function listTeam(deps: ServiceDeps, merchantId: string, yourUserId: string): Promise<Team> {
  const [members, invitations] = await Promise.all([listMembers(deps, merchantId), listInvitations(deps, merchantId)]);
  const adminCount = members.filter((member) => member.role === "admin").length;
  return {
    members: members.map((member) => ({
      ...member,
      isYou: member.id === yourUserId,
      isOnlyAdmin: wouldLeaveNoAdmin(member, adminCount, "removed"),
    })),
    invitations,
  };
}

/** The merchant always keeps one admin; a foreign user id is NOT_FOUND. */
export async function changeMemberRole(
  deps: ServiceDeps,
  merchantId: string,
  change: { userId: string; role: DashboardRole },
  actor: ActivityActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const member = await lockTeamMember(tx, merchantId, change.userId);
    if (member.role === change.role) return;
    if (wouldLeaveNoAdmin(member, await countAdmins(tx, merchantId), change.role)) {
      throw refuse("PRECONDITION_FAILED", "The team's last admin cannot be demoted; make someone else admin first");
    }
    await updateUser(tx, member.id, { role: change.role });
    await recordActivity(
      { ...deps, db: tx },
      {
        merchantId,
        actor,
        action: "user.role_changed",
        details: { email: member.email, from: member.role, to: change.role },
      },
    );
  });
}

/**
 * Removes the member and, with the account, all its sessions and reset links (the foreign key
 * cascades); the invitations they issued are withdrawn first.
 */
export async function removeMember(
  deps: ServiceDeps,
  merchantId: string,
  userId: string,
  actor: ActivityActor,
): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    // The member's row lock also waits for an invitation of theirs being written (its foreign key
    // holds a share lock on the row), so the withdrawal below sees it.
    const member = await lockTeamMember(tx, merchantId, userId);
    if (wouldLeaveNoAdmin(member, await countAdmins(tx, merchantId), "removed")) {
      throw refuse("PRECONDITION_FAILED", "The team's last admin cannot be removed; make someone else admin first");
    }
    await withdrawInvitationsIssuedBy(txDeps, merchantId, member, actor);
    await deleteUser(tx, merchantId, member.id);
    await recordActivity(txDeps, {
      merchantId,
      actor,
      action: "user.removed",
      details: { email: member.email, role: member.role },
    });
    return memberOf(member);
  });
}

/** The member of this merchant with this email (the CLI names people by email). */
export async function findMemberByEmail(deps: ServiceDeps, merchantId: string, email: string): Promise<TeamMember> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.merchantId !== merchantId) throw refuse("NOT_FOUND", `No member ${email} in merchant ${merchantId}`);
  return memberOf(user);
}

/**
 * Locks the merchant first, so two admins demoting each other at once cannot both pass the
 * last-admin check; then the member, within the merchant only.
 */
async function lockTeamMember(tx: ServiceDeps["db"], merchantId: string, userId: string): Promise<DashboardUserRow> {
  if (!(await lockMerchant(tx, merchantId))) throw merchantNotFound(merchantId);
  const member = await lockUserInMerchant(tx, merchantId, userId);
  if (!member) throw refuse("NOT_FOUND", NO_SUCH_MEMBER);
  return member;
}

function memberOf(user: DashboardUserRow): TeamMember {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    joinedAt: user.createdAt.toISOString(),
  };
}
