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
  /** How long SIGTERM waits for in-flight requests before closing connections. */
  SHUTDOWN_GRACE_MS: integer(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_BASE_URL: z.string().optional(),
  /** Set by pnpm to the folder a script was started from; the admin CLI resolves file paths against it. */
  INIT_CWD: z.string().optional(),
});

export type AppConfig = z.output<typeof envSchema>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse({ ...source, DATABASE_URL: source.DATABASE_URL || undefined });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
