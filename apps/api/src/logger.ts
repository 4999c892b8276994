import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout. Authorization headers are never logged: only chosen fields are. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "reservation-api" } });
}
