import type { ErrorBody } from "../types.js";

const parsed = new WeakMap<Response, Promise<Partial<ErrorBody> | undefined>>();

/**
 * The API's error body of a failed response, read once however many places ask (the retry
 * decision and the error translation both do): a clone is parsed so the response stays readable.
 * `undefined` when the body is not JSON (a proxy's HTML page, say).
 */
export function readErrorBody(response: Response): Promise<Partial<ErrorBody> | undefined> {
  let body = parsed.get(response);
  if (body === undefined) {
    body = parseJsonObject(response.clone());
    parsed.set(response, body);
  }
  return body;
}

async function parseJsonObject(response: Response): Promise<Partial<ErrorBody> | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}
