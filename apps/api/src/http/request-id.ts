import { randomUUID } from "node:crypto";
import { containsApiKey } from "@reservation-api/server";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Echoes a caller's X-Request-Id when it is a harmless token, so their logs and ours line up.
 * One shaped like an API key is not: the id is echoed, logged and shown to every dashboard
 * member, so a key sent there would end up everywhere the key may never be.
 */
export function chooseRequestId(supplied: string | string[] | undefined): string {
  const candidate = Array.isArray(supplied) ? supplied[0] : supplied;
  return candidate !== undefined && SANE_REQUEST_ID.test(candidate) && !containsApiKey(candidate) ? candidate : randomUUID();
}
