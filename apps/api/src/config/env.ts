import { resolve } from "node:path";
import { z } from "zod";

const integer = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false"])
    .default(fallback ? "true" : "false")
    .transform((value) => value === "true");

/** All configuration comes from the environment, validated here; nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Real PostgreSQL. When unset, the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Relative paths are taken from the working directory (apps/api under `pnpm demo`/`pnpm start`). */
  PGLITE_DATA_DIR: z
    .string()
    .default(".data/pglite")
    .transform((folder) => resolve(folder)),
  DB_POOL_SIZE: integer(10),
  DB_STATEMENT_TIMEOUT_MS: integer(5_000),
  MAX_BODY_BYTES: integer(100_000),
  /** Node closes a request that has not been fully received by then. */
  REQUEST_TIMEOUT_MS: integer(15_000),
  /** A request not answered by then gets 503; keep it above DB_STATEMENT_TIMEOUT_MS. */
  RESPONSE_TIMEOUT_MS: integer(10_000),
  /** Requests handled at once by one process; more get 503 at once rather than queueing. */
  MAX_IN_FLIGHT: integer(1_000),
  /** How long SIGTERM waits for in-flight requests before closing connections. */
  SHUTDOWN_GRACE_MS: integer(10_000),
  /** Per-merchant token bucket: a burst of this many requests... */
  RATE_LIMIT_BURST: integer(100),
  /** ...refilled at this many per second. 0 switches rate limiting off. */
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).default(20),
  /** Shares the rate limit between processes through Redis; per process in memory when unset. */
  REDIS_URL: z.string().optional(),
  /** Records every request that reached a merchant through a valid key; `false` switches it off. */
  REQUEST_LOG_ENABLED: flag(true),
  /** Request-log entries older than this many days are purged. */
  REQUEST_LOG_RETENTION_DAYS: integer(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `json`: one JSON object a line, for log collectors. `pretty`: one short line a request, for a terminal (`pnpm demo`'s default). */
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  /** e.g. https://api.example.com: builds dashboard links, is the only Origin dashboard calls may come from, and https makes the session cookie Secure. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: "Expected an http(s) URL" }).optional(),
  /** A dashboard session unused this long ends (sign in again). */
  DASHBOARD_SESSION_IDLE_MINUTES: integer(30),
  /** A dashboard session ends this long after sign-in, however active. */
  DASHBOARD_SESSION_MAX_HOURS: integer(12),
  /** How long an invitation link stays usable. */
  DASHBOARD_INVITE_TTL_HOURS: integer(72),
  /** How long a password-reset link stays usable. */
  DASHBOARD_RESET_TTL_MINUTES: integer(60),
  /** Failed sign-ins are counted over this sliding window... */
  SIGN_IN_THROTTLE_WINDOW_MINUTES: integer(15),
  /** ...and refused (429, Retry-After) past this many for one email from one client address... */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: integer(5),
  /** ...or this many for one email from all addresses together (a ceiling against spread-out guessing)... */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_OVERALL: integer(100),
  /** ...or this many from one client address over all emails. */
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: integer(20),
  /** Whether API processes deliver webhooks too; set false when only `pnpm worker` processes should. */
  WEBHOOK_DELIVERY_IN_API: flag(true),
  /** Development and tests only: webhook URLs may use http and point at private or loopback addresses. */
  WEBHOOK_ALLOW_PRIVATE_URLS: flag(false),
  /** PostgreSQL connections of webhook delivery, apart from the API's: a busy API does not hold up delivery. */
  WEBHOOK_DB_POOL_SIZE: integer(6),
  /** A webhook attempt not answered with 2xx within this fails and is retried. */
  WEBHOOK_TIMEOUT_MS: integer(10_000),
  /** The first retry's nominal delay; each later one doubles, up to 4 hours, for 3 days. */
  WEBHOOK_RETRY_FIRST_DELAY_MS: integer(5_000),
  /** Webhook deliveries one process holds at once (attempts in flight and being recorded). */
  WEBHOOK_CONCURRENCY: integer(100),
  /** Attempts one process has in flight to one endpoint at most; a slow endpoint holds up only its own deliveries. */
  WEBHOOK_ENDPOINT_CONCURRENCY: integer(10),
  /** Attempts in a row that time out before an endpoint is paused as a whole (its deliveries wait for a probe). */
  WEBHOOK_PAUSE_AFTER_TIMEOUTS: integer(5),
  /** A paused endpoint's shortest pause; it lasts about as long as the endpoint has been failing, up to an hour. */
  WEBHOOK_MIN_PAUSE_MS: integer(30_000),
  /** A delivery still running after this is taken as lost with its process and run again. */
  WEBHOOK_JOB_EXPIRE_SECONDS: integer(40),
  /** How often the queue looks for such lost deliveries. */
  WEBHOOK_MAINTENANCE_INTERVAL_SECONDS: integer(30),
  /** Set by pnpm to the folder a script was started from; the admin CLI resolves file paths against it. */
  INIT_CWD: z.string().optional(),
});

export type AppConfig = z.output<typeof envSchema>;

/** `defaults` are a script's own defaults (`pnpm demo`'s), which the environment still overrides. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, defaults: Record<string, string> = {}): AppConfig {
  const parsed = envSchema.safeParse({
    ...defaults,
    ...source,
    DATABASE_URL: source.DATABASE_URL || undefined,
    REDIS_URL: source.REDIS_URL || undefined,
    PUBLIC_BASE_URL: source.PUBLIC_BASE_URL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
