import type { AnyProcedure } from "@trpc/server";
import { DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";
import { dashboardRouter } from "../routers/dashboard/index.js";
import { allowedMethods } from "./allowed-methods.js";

/** How tRPC's HTTP link calls each kind of procedure. */
const METHOD_OF_TYPE: Record<AnyProcedure["_def"]["type"], string | undefined> = {
  query: "GET",
  mutation: "POST",
  subscription: undefined,
};

// tRPC keeps every procedure of a router by its dotted path ("auth.signIn") in `_def.procedures`.
const procedures = dashboardRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/**
 * Every method the dashboard procedure at `path` (`/dashboard/trpc/<procedure>`) answers, for
 * Allow; undefined when there is no such procedure (tRPC answers that itself, with 404).
 */
export function dashboardProcedureMethods(path: string): string[] | undefined {
  const name = decodedOrUndefined(path.slice(DASHBOARD_TRPC_PATH.length + 1));
  const procedure = name !== undefined && Object.hasOwn(procedures, name) ? procedures[name] : undefined;
  if (procedure === undefined) return undefined;
  const method = METHOD_OF_TYPE[procedure._def.type];
  return method === undefined ? undefined : allowedMethods([method]);
}

function decodedOrUndefined(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
