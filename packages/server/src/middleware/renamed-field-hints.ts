import { fieldErrorsFromIssues, hasSchemaIssues } from "../errors/validation-issues.js";
import { createMiddleware } from "../trpc/trpc.js";
import { validationError } from "../errors/refusal.js";

/**
 * A body field sent under the name the response gives it (`specialNotes` on a create, which
 * takes `notes`) is reported with the name to use. Used before `.input()`: tRPC hands the input
 * parse failure back from `next()`, and it is thrown again here with the hint added.
 */
export function hintRenamedFields(renamedFields: Readonly<Record<string, string>>) {
  return createMiddleware(async ({ next }) => {
    const result = await next();
    if (!result.ok && result.error.code === "BAD_REQUEST" && hasSchemaIssues(result.error.cause)) {
      throw validationError(fieldErrorsFromIssues(result.error.cause.issues, renamedFields), result.error.cause);
    }
    return result;
  });
}
