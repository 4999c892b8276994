import { z } from "zod";
import { utcTimestampSchema, uuidSchema } from "../primitives.js";
import { dashboardRoleSchema, emailSchema } from "./accounts.js";

export const teamMemberSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  displayName: z.string(),
  role: dashboardRoleSchema,
  lastSignInAt: utcTimestampSchema.nullable(),
  joinedAt: utcTimestampSchema,
  isYou: z.boolean(),
  /**
   * True for the team's only admin: the server refuses to demote or remove them, so the page
   * does not offer it. Computed with the same rule the server enforces.
   */
  isOnlyAdmin: z.boolean(),
});

export const pendingInvitationSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: dashboardRoleSchema,
  expiresAt: utcTimestampSchema,
  invitedBy: z.string(),
});

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Unused, unexpired invitations. */
  invitations: z.array(pendingInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const inviteInputSchema = z.object({ email: emailSchema, role: dashboardRoleSchema });
export const changeRoleInputSchema = z.object({ userId: uuidSchema, role: dashboardRoleSchema });
export const memberInputSchema = z.object({ userId: uuidSchema });
export const invitationInputSchema = z.object({ invitationId: uuidSchema });
