import {
  acceptInvitationInputSchema,
  changePasswordInputSchema,
  dashboardSessionSchema,
  invitationSchema,
  okSchema,
  oneTimeTokenSchema,
  signInInputSchema,
} from "@reservation-api/contract/dashboard";
import { z } from "zod";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { dashboardProcedure, sessionProcedure, sessionTokenOf } from "../../middleware/dashboard-procedures.js";
import { clearSessionCookie, setSessionCookie } from "../../middleware/session-cookie.js";
import { acceptInvitation, describeInvitation } from "../../services/invitations.js";
import { changePassword } from "../../services/passwords.js";
import { endSession, endAllSessions, resolveSession, sessionView } from "../../services/sessions.js";
import { signIn } from "../../services/sign-in.js";

export const authRouter = createDashboardRouter({
  /** Who is signed in, or null: the web app's first call. */
  session: dashboardProcedure.output(dashboardSessionSchema.nullable()).query(async ({ ctx }) => {
    const token = sessionTokenOf(ctx);
    const session = token === undefined ? undefined : await resolveSession(ctx.deps, ctx.settings, token);
    return session ? sessionView(session) : null;
  }),

  /** Always a new session; one the browser still carried is ended first. */
  signIn: dashboardProcedure
    .input(signInInputSchema)
    .output(dashboardSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const previous = sessionTokenOf(ctx);
      if (previous !== undefined) await endSession(ctx.deps, previous);
      const issued = await signIn(ctx.deps, ctx.settings, { ...input, clientAddress: ctx.clientAddress });
      setSessionCookie(ctx, issued.token);
      return sessionView(issued.session);
    }),

  signOut: dashboardProcedure.output(okSchema).mutation(async ({ ctx }) => {
    const token = sessionTokenOf(ctx);
    if (token !== undefined) await endSession(ctx.deps, token);
    clearSessionCookie(ctx);
    return { ok: true as const };
  }),

  signOutEverywhere: sessionProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await endAllSessions(ctx.deps, ctx.session);
    clearSessionCookie(ctx);
    return { ok: true as const };
  }),

  /** What a one-time link is for, so the page can say it before asking for a password. */
  invitation: dashboardProcedure
    .input(z.object({ token: oneTimeTokenSchema }))
    .output(invitationSchema)
    .query(({ ctx, input }) => describeInvitation(ctx.deps, input.token)),

  /** Joins the team (invite) or sets a new password (reset), and signs in. */
  acceptInvitation: dashboardProcedure
    .input(acceptInvitationInputSchema)
    .output(dashboardSessionSchema)
    .mutation(async ({ ctx, input }) => {
      const previous = sessionTokenOf(ctx);
      if (previous !== undefined) await endSession(ctx.deps, previous);
      const issued = await acceptInvitation(ctx.deps, ctx.settings, input);
      setSessionCookie(ctx, issued.token);
      return sessionView(issued.session);
    }),

  /** Other sessions of the user end; this one stays. */
  changePassword: sessionProcedure
    .input(changePasswordInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.deps, ctx.settings, { ...ctx.session, clientAddress: ctx.clientAddress }, input);
      return { ok: true as const };
    }),
});
