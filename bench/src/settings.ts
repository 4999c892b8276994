import { z } from "zod";

/**
 * The only module of the bench that reads `process.env`: every benchmark and child process asks
 * here for its settings, typed and checked, so a mistyped value stops the run before it seeds
 * anything. Defaults are in the schemas below; benchmarks that default differently say so.
 */

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);
/** Set to anything but "" (e.g. BENCH_KEEP_DATABASE=1) to switch on. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");
const list = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(",").filter(Boolean) : undefined));

const common = z.object({
  /** The PostgreSQL server each benchmark creates (and drops) a database of its own on. */
  BENCH_DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/postgres"),
  /** Leaves the benchmark's database behind for profiling by hand. */
  BENCH_KEEP_DATABASE: flag,
  /** "false" prints the results without writing the committed RESULTS files (a smoke run). */
  BENCH_WRITE: z.enum(["true", "false"]).default("true"),
});

const apiProcess = z.object({
  /** Another build of the API, e.g. a copy of the previous one for a before/after profile. */
  BENCH_API_ENTRY: z.string().optional(),
  /** A directory: each API process writes a .cpuprofile there when it exits. */
  BENCH_CPU_PROFILE: z.string().optional(),
  /** More Node flags for the API process, space-separated, e.g. to try V8 heap settings. */
  BENCH_API_NODE_FLAGS: z.string().default(""),
});

function read<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.infer<z.ZodObject<Shape>> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Bench settings are invalid:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export interface CommonSettings {
  databaseServerUrl: string;
  keepDatabase: boolean;
  writeResults: boolean;
}

export function commonSettings(): CommonSettings {
  const env = read(common);
  return {
    databaseServerUrl: env.BENCH_DATABASE_URL,
    keepDatabase: env.BENCH_KEEP_DATABASE,
    writeResults: env.BENCH_WRITE === "true",
  };
}

export interface ApiProcessSettings {
  /** The bundle's main entry; undefined: the repository's `apps/api/dist/main.js`. */
  entry: string | undefined;
  nodeFlags: string[];
}

export function apiProcessSettings(): ApiProcessSettings {
  const env = read(apiProcess);
  return {
    entry: env.BENCH_API_ENTRY,
    nodeFlags: [
      ...(env.BENCH_CPU_PROFILE === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${env.BENCH_CPU_PROFILE}`]),
      ...env.BENCH_API_NODE_FLAGS.split(" ").filter(Boolean),
    ],
  };
}

/** `pnpm bench`: the scenarios against their baselines, and the scale curve. */
export function scenarioSettings() {
  const env = read(
    z.object({
      BENCH_SECONDS: seconds(8),
      BENCH_WARMUP_SECONDS: seconds(3),
      BENCH_ROUNDS: count(3),
      /** Merchants with 1,000 bookings each; the scale curve stops at 10, 100 and this. */
      BENCH_MERCHANTS: count(1000),
      BENCH_BUSY_BOOKINGS: count(100_000),
      /** Narrows the run to these scenarios (seeds, skips the scale curve, writes no report). */
      BENCH_SCENARIOS: list,
    }),
  );
  return {
    ...commonSettings(),
    seconds: env.BENCH_SECONDS,
    warmupSeconds: env.BENCH_WARMUP_SECONDS,
    rounds: env.BENCH_ROUNDS,
    merchants: env.BENCH_MERCHANTS,
    bookingsPerMerchant: 1000,
    busyBookings: env.BENCH_BUSY_BOOKINGS,
    only: env.BENCH_SCENARIOS,
    connections: 32,
    threads: 2,
  };
}
export type ScenarioSettings = ReturnType<typeof scenarioSettings>;

/** `pnpm bench:request-log`: the log's throughput cost and the speed of its pages. */
export function requestLogSettings() {
  const env = read(
    z.object({
      BENCH_SECONDS: seconds(10),
      BENCH_ROUNDS: count(5),
      /** Request-log entries seeded for the merchant whose pages are timed. */
      BENCH_LOG_ROWS: count(1_000_000),
      BENCH_SCENARIOS: list,
    }),
  );
  return {
    ...commonSettings(),
    seconds: env.BENCH_SECONDS,
    rounds: env.BENCH_ROUNDS,
    logRows: env.BENCH_LOG_ROWS,
    scenarios: env.BENCH_SCENARIOS ?? ["availability", "create-distinct"],
  };
}
export type RequestLogSettings = ReturnType<typeof requestLogSettings>;

/** `pnpm bench:webhooks`: create throughput with endpoints, delivery lag, the noisy neighbour. */
export function webhookSettings() {
  const env = read(
    z.object({
      /** Length of each create-throughput round. */
      BENCH_SECONDS: seconds(8),
      BENCH_ROUNDS: count(5),
      BENCH_NOISY_SECONDS: seconds(30),
      /** Who delivers: the API in-process, one `pnpm worker` beside it, or nobody. */
      BENCH_DELIVERY: z.enum(["api", "worker", "off"]).default("api"),
      /** An A/B of two builds: the create rounds only, printed. */
      BENCH_THROUGHPUT_ONLY: flag,
    }),
  );
  return {
    ...commonSettings(),
    roundSeconds: env.BENCH_SECONDS,
    rounds: env.BENCH_ROUNDS,
    noisySeconds: env.BENCH_NOISY_SECONDS,
    delivery: env.BENCH_DELIVERY,
    throughputOnly: env.BENCH_THROUGHPUT_ONLY,
    connections: 32,
    lagRate: 500,
    lagSeconds: 10,
    merchantsPerGroup: 16,
    noisyRate: 6,
    quietRate: 5,
  };
}
export type WebhookSettings = ReturnType<typeof webhookSettings>;

/** `pnpm bench:delivery`: what one webhook delivery costs. */
export function deliverySettings() {
  const env = read(z.object({ BENCH_DELIVERIES: count(10_000), BENCH_ROUNDS: count(5) }));
  return { ...commonSettings(), deliveries: env.BENCH_DELIVERIES, rounds: env.BENCH_ROUNDS };
}
export type DeliverySettings = ReturnType<typeof deliverySettings>;

/** What a baseline server the bench spawns is told by its parent (see shared/server-process.ts). */
export function childServerSettings(): { databaseUrl: string; port: number; poolSize: number } {
  const env = read(
    z.object({
      DATABASE_URL: z.string().min(1),
      PORT: z.coerce.number().int().nonnegative().default(0),
      DB_POOL_SIZE: count(10),
    }),
  );
  return { databaseUrl: env.DATABASE_URL, port: env.PORT, poolSize: env.DB_POOL_SIZE };
}

/** The bench's own environment plus `extra`, for a child process (wrk, a server, the worker). */
export function childEnvironment(extra: Record<string, string>): Record<string, string> {
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(inherited), ...extra };
}
