/** Two years, as browsers' HSTS preload lists ask; anything at or over one year is what counts. */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Headers on every answer of the process, whatever route writes it (REST, the dashboard's tRPC,
 * errors, 404s, pages, the OpenAPI document):
 * - `nosniff`, so no browser takes a JSON answer holding a guest's name for HTML or script;
 * - HSTS when the public URL is https, so a browser that has been here once never again asks
 *   for plain http, where a session cookie or an API key could be read or answers forged. Over
 *   plain http the header means nothing (browsers ignore it) and would only mislead.
 */
export function everyResponseHeaders(publicBaseUrl: string | undefined): Record<string, string> {
  const https = publicBaseUrl !== undefined && new URL(publicBaseUrl).protocol === "https:";
  return {
    "X-Content-Type-Options": "nosniff",
    ...(https ? { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}
