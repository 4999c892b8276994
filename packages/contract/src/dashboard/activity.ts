import { z } from "zod";
import { utcTimestampSchema } from "../primitives.js";

/** Who did it: a dashboard user, the operator through the admin CLI, or the system itself. */
export const ACTOR_KINDS = ["user", "operator", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What the activity log records of webhook endpoints and deliveries. */
export const WEBHOOK_ACTIVITY_ACTIONS = [
  "webhook_endpoint.created",
  "webhook_endpoint.deleted",
  "webhook_endpoint.enabled",
  "webhook_endpoint.disabled",
  "webhook_endpoint.secret_revealed",
  "webhook_endpoint.secret_rotated",
  "webhook_endpoint.test_sent",
  "webhook_delivery.resent",
] as const;
export type WebhookActivityAction = (typeof WEBHOOK_ACTIVITY_ACTIONS)[number];

/** Every event the activity log records. */
export const ACTIVITY_ACTIONS = [
  "key.created",
  "key.rotated",
  "key.revoked",
  "key.revealed",
  "user.invited",
  "user.invitation_withdrawn",
  "user.joined",
  "user.removed",
  "user.role_changed",
  "user.signed_in",
  "user.sign_in_throttled",
  "user.password_changed",
  "user.password_change_failed",
  "user.password_reset_issued",
  "user.password_reset",
  "user.signed_out_everywhere",
  "booking.status_changed",
  "booking.updated",
  ...WEBHOOK_ACTIVITY_ACTIONS,
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_LIMIT_DEFAULT = 50;
export const ACTIVITY_LIMIT_MAX = 200;

export const activityDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activityListInputSchema = z
  .object({
    /** The nextCursor of the previous page. */
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, "Expected a cursor from a previous page")
      .optional(),
    limit: z.number().int().min(1).max(ACTIVITY_LIMIT_MAX).optional(),
  })
  .optional();

export const activityPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      occurredAt: utcTimestampSchema,
      actor: z.string(),
      actorKind: z.enum(ACTOR_KINDS),
      action: z.enum(ACTIVITY_ACTIONS),
      details: activityDetailsSchema,
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
