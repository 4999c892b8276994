/** The receiver's settings, all from the environment and read only here. */
export interface ReceiverConfig {
  /** During a rotation both secrets are given, separated by a space: either one verifies. */
  secrets: string[];
  port: number;
  host: string;
}

export function readConfig(): ReceiverConfig {
  return {
    secrets: (process.env.WEBHOOK_SECRET ?? "").split(/\s+/).filter((secret) => secret !== ""),
    port: Number(process.env.PORT ?? 4400),
    host: process.env.HOST ?? "127.0.0.1",
  };
}
