import type { FieldError } from "@reservation-api/contract";
import { ServiceError } from "./service-error.js";

/** Restaurant settings that do not validate: one message per field, never a raw ZodError. */
export class InvalidSettingsError extends ServiceError {
  override readonly name = "InvalidSettingsError";
  constructor(fieldErrors: FieldError[], cause?: unknown) {
    super("INVALID_INPUT", "Invalid settings", { fieldErrors, cause });
  }
}
