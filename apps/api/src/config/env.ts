import { resolve } from "node:path";
import { z } from "zod";

const integer = (fallback: number) => z.coerce.number().int().positive().default(fallback);

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_BASE_URL: z.string().optional(),
  /** Set by pnpm to the folder a script was started from; the admin CLI resolves file paths against it. */
  INIT_CWD: z.string().optional(),
});

export type AppConfig = z.output<typeof envSchema>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse({
    ...source,
    DATABASE_URL: source.DATABASE_URL || undefined,
    REDIS_URL: source.REDIS_URL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
