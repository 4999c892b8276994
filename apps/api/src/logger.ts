import { redactApiKeys } from "@reservation-api/server";
import { pino, type DestinationStream, type Logger } from "pino";
import type { AppConfig } from "./config/env.js";
import { humanLogStream } from "./human-log-stream.js";

export type { Logger };

/**
 * JSON lines on stdout (or `destination`, which gets the same redacted lines). Only chosen fields are logged, so no Authorization header ever is, and
 * errors are logged by their root cause: a wrapped query error's message would carry the SQL
 * parameters, which hold guests' names and contact details. Every finished line then has
 * key-shaped text redacted (encoded forms too), whichever field carried it: a path, an error
 * message, a stack.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "reservation-api" },
    serializers: { err: describeError },
    hooks: { streamWrite: redactApiKeys },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/** The logger the settings ask for: LOG_LEVEL, and LOG_FORMAT's JSON lines or short human ones. */
export function createConfiguredLogger(config: Pick<AppConfig, "LOG_LEVEL" | "LOG_FORMAT">): Logger {
  return createLogger(config.LOG_LEVEL, config.LOG_FORMAT === "pretty" ? humanLogStream() : undefined);
}

export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  let root: Error = error;
  while (root.cause instanceof Error) root = root.cause;
  const code = (root as { code?: unknown }).code;
  return {
    type: error.name,
    rootType: root.name,
    ...(code === undefined ? {} : { code }),
    message: root.message,
    stack: root.stack,
  };
}
