import type { Database } from "@reservation-api/db";
import { purgeExpiredRequestLog } from "../services/request-log/purge-request-log.js";
import { insertRequestLogRows } from "../storage/request-log/request-log-store.js";
import { BoundedBuffer } from "./bounded-buffer.js";
import type { CapturedRequest, RequestLogSink } from "../domain/request-log/captured-request.js";
import { approximateBytes, toStoredRow } from "../domain/request-log/stored-row.js";

/** The few pino-style methods the writer logs with. */
export interface RequestLogLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface RequestLogOptions {
  db: Database;
  now: () => Date;
  logger: RequestLogLogger;
  retentionDays: number;
  /** How often buffered entries are written at the latest. */
  flushIntervalMs?: number;
  /** Rows per INSERT; a full batch is written at once, without waiting for the interval. */
  batchRows?: number;
  maxBufferedEntries?: number;
  maxBufferedBytes?: number;
  /** How often expired rows are purged. */
  purgeIntervalMs?: number;
  /**
   * A batch not written by then counts as dropped and the writer moves on: a connection lost in
   * the middle of a query can leave it unanswered for a long time.
   */
  writeTimeoutMs?: number;
}

export interface RunningRequestLog extends RequestLogSink {
  /** Writes everything buffered so far. */
  flush(): Promise<void>;
  /** Stops the timers and writes what is left; call after the HTTP server has drained. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  flushIntervalMs: 1_000,
  batchRows: 500,
  maxBufferedEntries: 20_000,
  maxBufferedBytes: 32 * 1024 * 1024,
  purgeIntervalMs: 10 * 60_000,
  writeTimeoutMs: 5_000,
};

/**
 * The request log's writer: the transport records entries into an in-memory buffer (bounded, so
 * a slow or absent database cannot make it grow), and they are written in batches off the
 * request path. When the database refuses a batch, the batch is dropped and counted, never
 * retried into a backlog; the count is logged once per interval. Expired rows are purged on a
 * timer.
 */
export function startRequestLog(options: RequestLogOptions): RunningRequestLog {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const buffer = new BoundedBuffer<CapturedRequest>(settings.maxBufferedEntries, settings.maxBufferedBytes);
  const dropped = { unbuffered: 0, failed: 0 };
  let stopped = false;
  let writing: Promise<void> | undefined;
  let purging: Promise<void> | undefined;

  // One pass writes what is buffered when it starts; entries arriving meanwhile wait for the next
  // pass, so a busy process writes full batches rather than chasing every new entry.
  const writeBuffered = async () => {
    for (let left = buffer.length; left > 0; left -= settings.batchRows) {
      const batch = buffer.take(settings.batchRows);
      try {
        await withTimeout(insertRequestLogRows(options.db, batch.map(toStoredRow)), settings.writeTimeoutMs);
      } catch (error) {
        dropped.failed += batch.length;
        options.logger.warn({ err: error, entries: batch.length }, "request log batch not written");
        return;
      }
    }
  };
  const flush = () => {
    writing ??= writeBuffered().finally(() => {
      writing = undefined;
      reportDrops();
    });
    return writing;
  };
  const reportDrops = () => {
    if (dropped.unbuffered === 0 && dropped.failed === 0) return;
    options.logger.warn(
      { dropped: dropped.unbuffered + dropped.failed, bufferFull: dropped.unbuffered, writeFailed: dropped.failed },
      "request log entries dropped",
    );
    dropped.unbuffered = 0;
    dropped.failed = 0;
  };
  const purge = () => {
    purging ??= purgeExpiredRequestLog(options, { retentionDays: options.retentionDays, shouldStop: () => stopped })
      .then(
        ({ deleted }) => {
          if (deleted > 0) options.logger.info({ deleted }, "request log purged");
        },
        (error: unknown) => options.logger.warn({ err: error }, "request log purge failed"),
      )
      .finally(() => {
        purging = undefined;
      });
    return purging;
  };

  const flushTimer = setInterval(() => {
    if (buffer.length > 0) void flush();
    else reportDrops();
  }, settings.flushIntervalMs);
  flushTimer.unref();
  // Several processes start together; a random first run spreads their purges apart.
  const firstPurge = setTimeout(() => void purge(), Math.random() * Math.min(settings.purgeIntervalMs, 60_000));
  const purgeTimer = setInterval(() => void purge(), settings.purgeIntervalMs);
  firstPurge.unref();
  purgeTimer.unref();

  return {
    record(entry) {
      if (stopped || !buffer.push(entry, approximateBytes(entry))) {
        dropped.unbuffered++;
        return;
      }
      if (buffer.length >= settings.batchRows) void flush();
    },
    async flush() {
      await writing;
      // One pass writes until the buffer is empty or a batch fails.
      if (buffer.length > 0) await flush();
    },
    async stop() {
      stopped = true;
      clearInterval(flushTimer);
      clearTimeout(firstPurge);
      clearInterval(purgeTimer);
      await purging;
      await this.flush();
      // What is still here could not be written: the database is out of reach.
      dropped.failed += buffer.take(buffer.length).length;
      reportDrops();
    },
  };
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Request-log write took over ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
