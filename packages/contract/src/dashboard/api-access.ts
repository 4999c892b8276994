import { z } from "zod";
import { utcTimestampSchema, uuidSchema } from "../primitives.js";

export const apiAccessOverviewSchema = z.object({
  merchantId: uuidSchema,
  merchantName: z.string(),
  plan: z.string(),
  apiIncludedInPlan: z.boolean(),
  billingStatus: z.string(),
  /** The restaurant's accepting-bookings switch: when off, new bookings through the API are refused. */
  acceptingBookings: z.boolean(),
  apiBaseUrl: z.string(),
  activeKey: z
    .object({
      prefix: z.string(),
      createdAt: utcTimestampSchema,
      /** The creator's display name, or "operator" for a key issued with the admin CLI. */
      createdBy: z.string(),
      lastUsedAt: utcTimestampSchema.nullable(),
    })
    .nullable(),
});
export type ApiAccessOverview = z.infer<typeof apiAccessOverviewSchema>;

/** The plaintext key appears in this response only, never again. */
export const issuedApiKeySchema = z.object({
  apiKey: z.string(),
  prefix: z.string(),
  createdAt: utcTimestampSchema,
});
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

/** Revoking is confirmed by typing this word. */
export const REVOKE_CONFIRMATION_WORD = "REVOKE";

export const revokeKeyInputSchema = z.object({
  confirm: z.literal(REVOKE_CONFIRMATION_WORD, { error: `Type ${REVOKE_CONFIRMATION_WORD} to confirm` }),
});

export const revokeKeyResultSchema = z.object({ revoked: z.boolean() });
