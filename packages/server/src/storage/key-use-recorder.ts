import { and, eq, isNull, lt, or } from "drizzle-orm";
import { apiKeys, type Database } from "@reservation-api/db";

/** `last_used_at` is kept to this resolution, so a busy key does not turn into a hot row. */
export const KEY_USE_RESOLUTION_MS = 1000;

export interface KeyUseRecorder {
  record(apiKeyId: string, at: Date): Promise<void>;
}

/**
 * Records key use at most once a second per key and process (remembered in memory), and the
 * conditional UPDATE keeps several processes from rewriting the row more often than that either.
 */
export function createKeyUseRecorder(db: Database): KeyUseRecorder {
  const lastWritten = new Map<string, number>();
  return {
    async record(apiKeyId, at) {
      const previous = lastWritten.get(apiKeyId);
      if (previous !== undefined && at.getTime() - previous < KEY_USE_RESOLUTION_MS) return;
      lastWritten.set(apiKeyId, at.getTime());
      const staleBefore = new Date(at.getTime() - KEY_USE_RESOLUTION_MS);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(and(eq(apiKeys.id, apiKeyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
    },
  };
}
