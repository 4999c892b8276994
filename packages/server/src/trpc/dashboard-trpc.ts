import { initTRPC } from "@trpc/server";
import type { DashboardContext } from "./dashboard-context.js";
import { Refusal, fieldErrorsOf, type RefusalReason } from "../errors/refusal.js";
import { fieldErrorsFromIssues, hasSchemaIssues } from "../errors/validation-issues.js";

const INTERNAL_MESSAGE = "An unexpected error occurred";

/**
 * The dashboard's tRPC instance. Its error shape never carries a stack or an internal message:
 * a 500 says only that something went wrong, and the request id to quote (the error itself is
 * logged by the transport). A service refusal also names its own code (CAPACITY_EXCEEDED and
 * BOOKING_NOT_MODIFIABLE share tRPC codes with others) and the other times it offers, if any.
 */
const t = initTRPC.context<DashboardContext>().create({
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    const cause = error.cause;
    const invalidInput = error.code === "BAD_REQUEST" && hasSchemaIssues(cause);
    return {
      code: shape.code,
      message: internal ? INTERNAL_MESSAGE : invalidInput ? "The request is not valid" : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        requestId: ctx?.requestId ?? null,
        fieldErrors: invalidInput
          ? fieldErrorsFromIssues(cause.issues)
          : cause instanceof Refusal && fieldErrorsOf(cause.reason).length > 0
            ? fieldErrorsOf(cause.reason)
            : null,
        refusal: cause instanceof Refusal ? cause.reason.code : null,
        alternatives: cause instanceof Refusal ? alternativesOf(cause.reason) : null,
      },
    };
  },
});

export const createDashboardRouter = t.router;
export const createDashboardMiddleware = t.middleware;
export const dashboardBaseProcedure = t.procedure;

function alternativesOf(reason: RefusalReason) {
  return "alternatives" in reason && reason.alternatives !== undefined ? reason.alternatives : null;
}
