import type { ServiceDeps } from "../service-deps.js";
import { deleteExpiredRequestLogBatch } from "../../storage/request-log/request-log-store.js";

export interface PurgeOptions {
  retentionDays: number;
  /** Rows per DELETE; each batch is its own short statement. */
  batchSize?: number;
  /** Checked between batches, so a shutdown does not wait for a long purge. */
  shouldStop?: () => boolean;
}

const DAY_MS = 86_400_000;
const DEFAULT_BATCH_SIZE = 5_000;

/**
 * Deletes request-log entries older than the retention period, batch by batch, until none are
 * left. Safe to run from several processes at once.
 */
export async function purgeExpiredRequestLog(deps: ServiceDeps, options: PurgeOptions): Promise<{ deleted: number }> {
  const cutoff = new Date(deps.now().getTime() - options.retentionDays * DAY_MS);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let deleted = 0;
  for (;;) {
    const count = await deleteExpiredRequestLogBatch(deps.db, cutoff, batchSize);
    deleted += count;
    if (count < batchSize || options.shouldStop?.()) return { deleted };
    // Let other work at the database between batches.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
