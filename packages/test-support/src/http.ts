/** `Body` is what the caller expects; it is not checked (see apps/api/test/support/response-bodies.ts). */
export interface ApiResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface ApiRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
}

/** One HTTP request to a running API; the body is parsed as JSON when there is one. */
export async function callApi<Body = unknown>(
  baseUrl: string,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<Body>> {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined = request.rawBody;
  if (body === undefined && request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${baseUrl}${path}`, { method: request.method ?? "GET", headers, body: body ?? null });
  const text = await response.text();
  const parsed: unknown = text === "" ? undefined : JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as Body };
}
