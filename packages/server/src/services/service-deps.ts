import type { ServerDependencies } from "../context.js";

/** What a service needs: the database and the clock (tests pass a fixed one). The CLI builds it too. */
export type ServiceDeps = Pick<ServerDependencies, "db" | "now">;
