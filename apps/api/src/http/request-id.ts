import { randomUUID } from "node:crypto";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes a caller's X-Request-Id when it is a harmless token, so their logs and ours line up. */
export function chooseRequestId(supplied: string | string[] | undefined): string {
  const candidate = Array.isArray(supplied) ? supplied[0] : supplied;
  return candidate !== undefined && SANE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}
