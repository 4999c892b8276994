import { z } from "zod";
import { utcTimestampSchema, uuidSchema } from "../primitives.js";
import { singleLineText } from "../stored-text.js";

/** `admin` does everything; `viewer` reads everything except secrets and changes nothing. */
export const DASHBOARD_ROLES = ["admin", "viewer"] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];
export const dashboardRoleSchema = z.enum(DASHBOARD_ROLES);

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** Emails compare case-insensitively, so they are kept lower-case. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email("Expected an email address"))
  .transform((email) => email.toLowerCase());

export const displayNameSchema = singleLineText(
  z.string().trim().min(1, "Enter a name").max(DISPLAY_NAME_MAX_LENGTH, `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters`),
  { trimmed: true },
);

/** Who is signed in, and for which merchant. */
export const dashboardSessionSchema = z.object({
  user: z.object({
    id: uuidSchema,
    email: z.string(),
    displayName: z.string(),
    role: dashboardRoleSchema,
  }),
  merchant: z.object({ id: uuidSchema, name: z.string() }),
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;

export const signInInputSchema = z.object({
  // Not validated as an email: a typo must get the same answer as a wrong password.
  email: z.string().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

/** An invitation to join a merchant's team, or a password reset for an existing member. */
export const ONE_TIME_LINK_KINDS = ["invite", "reset"] as const;
export type OneTimeLinkKind = (typeof ONE_TIME_LINK_KINDS)[number];

export const oneTimeTokenSchema = z.string().min(1).max(200);

export const invitationSchema = z.object({
  kind: z.enum(ONE_TIME_LINK_KINDS),
  email: z.string(),
  merchantName: z.string(),
  role: dashboardRoleSchema,
  expiresAt: utcTimestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationInputSchema = z.object({
  token: oneTimeTokenSchema,
  /** Required for an invitation; optional for a reset (the name is kept when absent). */
  displayName: displayNameSchema.optional(),
  password: passwordSchema,
});

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

export const okSchema = z.object({ ok: z.literal(true) });

/** A one-time link shown to whoever issued it (an admin or the operator); no mail is sent. */
export const issuedLinkSchema = z.object({ link: z.string(), expiresAt: utcTimestampSchema });
export type IssuedLink = z.infer<typeof issuedLinkSchema>;
