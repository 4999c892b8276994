export interface ClientOptions {
  /** The merchant's API key. */
  apiKey: string;
  /** The merchant's id (a UUID), shown beside the key on the dashboard. */
  merchantId: string;
  /** Where the API lives, e.g. `https://api.example.com` (the `/api/external/v1` prefix is added). */
  baseUrl: string;
  /** Milliseconds per attempt before it is abandoned (and retried). Default 10 000. */
  timeout?: number;
  /** Retries after the first attempt for retryable failures. Default 2. */
  maxRetries?: number;
  /** A fetch implementation, e.g. for tests or instrumentation. Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Appended to the User-Agent, e.g. `my-pos/2.3`. */
  userAgent?: string;
  /** Backoff tuning; the defaults suit almost everyone. */
  retryDelay?: { initialMs?: number; maxMs?: number };
}

export interface ResolvedClientOptions {
  apiKey: string;
  merchantId: string;
  prefixUrl: string;
  timeout: number;
  maxRetries: number;
  fetch: typeof globalThis.fetch | undefined;
  userAgent: string;
  initialRetryDelayMs: number;
  maxRetryDelayMs: number;
}

declare const __SDK_VERSION__: string | undefined;
export const SDK_VERSION = typeof __SDK_VERSION__ === "string" ? __SDK_VERSION__ : "0.0.0-dev";

export function resolveClientOptions(options: ClientOptions): ResolvedClientOptions {
  for (const name of ["apiKey", "merchantId", "baseUrl"] as const) {
    if (typeof options[name] !== "string" || options[name] === "") throw new TypeError(`ReservationClient needs ${name}`);
  }
  return {
    apiKey: options.apiKey,
    merchantId: options.merchantId,
    prefixUrl: `${options.baseUrl.replace(/\/+$/, "")}/api/external/v1`,
    timeout: options.timeout ?? 10_000,
    maxRetries: options.maxRetries ?? 2,
    fetch: options.fetch,
    userAgent: [`reservation-api-sdk/${SDK_VERSION}`, options.userAgent].filter(Boolean).join(" "),
    initialRetryDelayMs: options.retryDelay?.initialMs ?? 500,
    maxRetryDelayMs: options.retryDelay?.maxMs ?? 8_000,
  };
}
