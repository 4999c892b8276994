import { ApiError } from "./api-error.js";
import { ServiceError, type ServiceErrorKind } from "./service-error.js";

/** The external API's refusals the dashboard can meet, in the dashboard's own kinds. */
const KIND_OF_API_CODE: Partial<Record<string, ServiceErrorKind>> = {
  NOT_FOUND: "NOT_FOUND",
  VALIDATION_ERROR: "INVALID_INPUT",
};

/**
 * Runs a service written for the external API on behalf of the dashboard: its documented
 * refusals (a missing booking, a bad date) become service errors, so the dashboard answers them
 * as NOT_FOUND / BAD_REQUEST instead of a 500.
 */
export async function asServiceErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const kind = error instanceof ApiError ? KIND_OF_API_CODE[error.code] : undefined;
    if (error instanceof ApiError && kind !== undefined) {
      throw new ServiceError(kind, error.message, { fieldErrors: error.fieldErrors ?? [], cause: error });
    }
    throw error;
  }
}
