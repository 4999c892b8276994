import type { ServerDependencies } from "./context.js";
import type { DashboardSettings } from "../services/service-deps.js";

export type { DashboardSettings } from "../services/service-deps.js";

/** Per-request state for a dashboard procedure, filled in by the dashboard transport. */
export interface DashboardContext {
  deps: ServerDependencies;
  settings: DashboardSettings;
  requestId: string;
  /** A request header by lower-case name, first value only. */
  header(name: string): string | undefined;
  /** The peer address of the connection. */
  clientAddress: string;
  /** Sets a response header (Set-Cookie, Retry-After). */
  setHeader(name: string, value: string): void;
}
