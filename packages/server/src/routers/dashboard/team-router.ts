import {
  changeRoleInputSchema,
  invitationInputSchema,
  inviteInputSchema,
  issuedLinkSchema,
  memberInputSchema,
  okSchema,
  teamSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { withdrawInvitation } from "../../services/invitation-withdrawal.js";
import { issueInvitation, issuePasswordReset } from "../../services/invitations.js";
import { actorOf } from "../../services/sessions.js";
import { changeMemberRole, listTeam, removeMember } from "../../services/team.js";

/** Every user id is looked up within the session's merchant: a foreign id is NOT_FOUND. */
export const teamRouter = createDashboardRouter({
  members: sessionProcedure.output(teamSchema).query(({ ctx }) => listTeam(ctx.deps, ctx.session.merchantId, ctx.session.userId)),

  invite: adminProcedure
    .input(inviteInputSchema)
    .output(issuedLinkSchema)
    .mutation(({ ctx, input }) =>
      issueInvitation(ctx.deps, ctx.settings, { merchantId: ctx.session.merchantId, ...input }, actorOf(ctx.session)),
    ),

  withdrawInvitation: adminProcedure
    .input(invitationInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await withdrawInvitation(ctx.deps, ctx.session.merchantId, input.invitationId, actorOf(ctx.session));
      return { ok: true as const };
    }),

  changeRole: adminProcedure
    .input(changeRoleInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changeMemberRole(ctx.deps, ctx.session.merchantId, input, actorOf(ctx.session));
      return { ok: true as const };
    }),

  remove: adminProcedure
    .input(memberInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeMember(ctx.deps, ctx.session.merchantId, input.userId, actorOf(ctx.session));
      return { ok: true as const };
    }),

  resetPasswordLink: adminProcedure
    .input(memberInputSchema)
    .output(issuedLinkSchema)
    .mutation(({ ctx, input }) =>
      issuePasswordReset(
        ctx.deps,
        ctx.settings,
        { merchantId: ctx.session.merchantId, userId: input.userId },
        actorOf(ctx.session),
      ),
    ),
});
