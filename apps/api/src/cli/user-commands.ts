import type { Command } from "commander";
import { DASHBOARD_ROLES, type DashboardRole, type Team } from "@reservation-api/contract/dashboard";
import {
  OPERATOR,
  findMemberByEmail,
  issueInvitation,
  issuePasswordReset,
  listInvitations,
  listMembers,
  removeMember,
  showMerchant,
  withdrawInvitationsTo,
  type TeamMember,
} from "@reservation-api/server";
import { dashboardSettingsFrom } from "../config/dashboard-settings.js";
import { CliError } from "./cli-error.js";
import { printResult } from "./output.js";
import { withServices } from "./with-database.js";

type PendingInvitation = Team["invitations"][number];

interface JsonOption {
  json?: boolean;
}

/** `user ...`: a merchant's dashboard accounts. Links are printed, never mailed. */
export function registerUserCommands(program: Command): void {
  const user = program
    .command("user")
    .description("invite, list and remove a merchant's dashboard users; withdraw invitations; issue password-reset links");

  user
    .command("invite <merchantId>")
    .description("print a one-time link with which someone joins the merchant's dashboard")
    .requiredOption("--email <email>", "the person's email (their sign-in name)")
    .option("--role <role>", `one of ${DASHBOARD_ROLES.join(", ")}`, "admin")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: JsonOption & { email: string; role: string }) => {
      const role = roleOf(options.role);
      const issued = await withServices((deps, config) =>
        issueInvitation(deps, dashboardSettingsFrom(config), { merchantId, email: options.email, role }, OPERATOR),
      );
      printResult(Boolean(options.json), { merchantId, email: options.email.trim().toLowerCase(), role, ...issued }, [
        `Invitation for ${options.email} (${role}):`,
        `  ${issued.link}`,
        `Valid until ${issued.expiresAt}, once. Send it to them yourself; it is not stored anywhere readable.`,
      ]);
    });

  user
    .command("list <merchantId>")
    .description("list the merchant's dashboard users and pending invitations")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: JsonOption) => {
      const team = await withServices(async (deps) => {
        await showMerchant(deps, merchantId);
        const [members, invitations] = await Promise.all([listMembers(deps, merchantId), listInvitations(deps, merchantId)]);
        return { members, invitations };
      });
      printResult(Boolean(options.json), team, describeTeam(merchantId, team));
    });

  user
    .command("uninvite <merchantId> <email>")
    .description("withdraw the pending invitations to this email; their links stop working at once")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, email: string, options: JsonOption) => {
      const withdrawn = await withServices(async (deps) => {
        await showMerchant(deps, merchantId);
        return withdrawInvitationsTo(deps, merchantId, email, OPERATOR);
      });
      printResult(Boolean(options.json), { merchantId, withdrawn }, [
        `Withdrew ${withdrawn.length === 1 ? "the invitation" : `${withdrawn.length} invitations`} for ${email} from ${merchantId}.`,
      ]);
    });

  user
    .command("remove <merchantId> <email>")
    .description("remove a dashboard user; their sessions end at once (the last admin cannot be removed)")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, email: string, options: JsonOption) => {
      const removed = await withServices(async (deps) => {
        const member = await findMemberByEmail(deps, merchantId, email);
        return removeMember(deps, merchantId, member.id, OPERATOR);
      });
      printResult(Boolean(options.json), { merchantId, removed }, [`Removed ${removed.email} from ${merchantId}.`]);
    });

  user
    .command("reset-password <merchantId> <email>")
    .description("print a one-time link that sets a new password; using it ends all the user's sessions")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, email: string, options: JsonOption) => {
      const issued = await withServices(async (deps, config) => {
        const member = await findMemberByEmail(deps, merchantId, email);
        return issuePasswordReset(deps, dashboardSettingsFrom(config), { merchantId, userId: member.id }, OPERATOR);
      });
      printResult(Boolean(options.json), { merchantId, email: email.trim().toLowerCase(), ...issued }, [
        `Password-reset link for ${email}:`,
        `  ${issued.link}`,
        `Valid until ${issued.expiresAt}, once.`,
      ]);
    });
}

function roleOf(value: string): DashboardRole {
  if (!(DASHBOARD_ROLES as readonly string[]).includes(value)) {
    throw new CliError(`--role must be one of ${DASHBOARD_ROLES.join(", ")}`, 2);
  }
  return value as DashboardRole;
}

function describeTeam(merchantId: string, team: { members: TeamMember[]; invitations: PendingInvitation[] }): string[] {
  const members = team.members.length === 0 ? [`${merchantId} has no dashboard users.`] : team.members.map(describeMember);
  if (team.invitations.length === 0) return members;
  return [...members, "", "Pending invitations:", ...team.invitations.map(describeInvitation)];
}

function describeInvitation(invitation: PendingInvitation): string {
  return `${invitation.email.padEnd(32)} ${invitation.role.padEnd(7)} invited by ${invitation.invitedBy}, valid until ${invitation.expiresAt}`;
}

function describeMember(member: TeamMember): string {
  return `${member.email.padEnd(32)} ${member.role.padEnd(7)} ${member.displayName}  (joined ${member.joinedAt}, last sign-in ${member.lastSignInAt ?? "never"})`;
}
