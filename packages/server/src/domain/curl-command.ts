export interface CurlRequest {
  /** Scheme, host and port the command calls, without a trailing slash. */
  baseUrl: string;
  method: string;
  path: string;
  /** The raw query string without `?`, or null. */
  query: string | null;
  /** Headers to send besides Authorization, in order. */
  headers: ReadonlyArray<readonly [name: string, value: string]>;
  body: string | null;
}

/** The shell variable the command reads the key from, so the key itself is never written out. */
export const CURL_KEY_VARIABLE = "API_KEY";

/**
 * A POSIX-shell `curl` line that repeats a logged request. Every value is single-quoted, so
 * nothing a caller sent (quotes, `$`, backticks, line breaks) is interpreted by the shell; only
 * the Authorization header is double-quoted, to expand `$API_KEY`.
 *
 * @example
 * buildCurlCommand({ baseUrl: "https://api.example.com", method: "GET", path: "/p", query: "a=1", headers: [], body: null })
 * // curl 'https://api.example.com/p?a=1' -H "Authorization: Bearer $API_KEY"
 */
export function buildCurlCommand(request: CurlRequest): string {
  const url = `${request.baseUrl}${request.path}${request.query ? `?${request.query}` : ""}`;
  const parts = ["curl"];
  // `-X HEAD` would have curl wait for a body that never comes; `--head` expects none.
  if (request.method === "HEAD") parts.push("--head");
  else if (request.method !== "GET" || request.body !== null) parts.push("-X", shellQuote(request.method));
  parts.push(shellQuote(url), "-H", `"Authorization: Bearer $${CURL_KEY_VARIABLE}"`);
  for (const [name, value] of request.headers) parts.push("-H", shellQuote(`${name}: ${value}`));
  if (request.body !== null) parts.push("--data-raw", shellQuote(request.body));
  return parts.join(" ");
}

/** Single quotes keep everything literal; a single quote itself is closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
