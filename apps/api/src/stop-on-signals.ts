import type { Logger } from "./logger.js";

/**
 * On SIGTERM or SIGINT, runs `shutdown` once and exits 0 when it succeeds (1 when it fails).
 * `on`, not `once`: Ctrl+C reaches the process twice (from the terminal and forwarded by pnpm),
 * and a second signal must not kill a shutdown that is already under way.
 */
export function stopOnSignals(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
