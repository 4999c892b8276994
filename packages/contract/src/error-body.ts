import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "./error-codes.js";

export const fieldErrorSchema = z.object({
  field: z.string().meta({
    description: "Dotted path of the body or query field, or the header name (e.g. `Idempotency-Key`).",
  }),
  message: z.string(),
});

/** The one body every error response carries, on every endpoint. */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.string().meta({ description: "Same value as the `X-Request-Id` response header." }),
    errors: z
      .array(fieldErrorSchema)
      .optional()
      .meta({ description: "Present for VALIDATION_ERROR (and MISSING_IDEMPOTENCY_KEY): one entry per faulty field." }),
  })
  .meta({ title: "ErrorBody" });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
