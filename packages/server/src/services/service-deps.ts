import type { ServerDependencies } from "../context.js";

/**
 * What a service needs: the database and the clock (tests pass a fixed one), and the observer it
 * tells about committed booking changes, if any. The CLI builds it too.
 */
export type ServiceDeps = Pick<ServerDependencies, "db" | "now" | "observer">;
