import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";
import type { RequestContext } from "./context.js";

// "Required" reads better to an API caller than Zod's "expected string, received undefined".
z.config({ customError: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "Required" : undefined) });

const t = initTRPC.context<RequestContext>().meta<OpenApiMeta>().create();

export const createRouter = t.router;
export const createMiddleware = t.middleware;
export const baseProcedure = t.procedure;
