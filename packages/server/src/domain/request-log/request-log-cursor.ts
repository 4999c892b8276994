/** Where a request-log page ends: entries are ordered by time received, then id, newest first. */
export interface RequestLogPosition {
  receivedAt: Date;
  id: number;
}

const CURSOR_TEXT = /^(\d{1,15})\.(\d{1,15})$/;

/** An opaque cursor; it carries the position itself, so it stays valid if its entry is purged. */
export function encodeRequestLogCursor(position: RequestLogPosition): string {
  return Buffer.from(`${position.receivedAt.getTime()}.${position.id}`, "utf8").toString("base64url");
}

/** The position in a cursor, or undefined when it is not one this module made. */
export function decodeRequestLogCursor(cursor: string): RequestLogPosition | undefined {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) return undefined;
  const receivedAt = new Date(Number(match[1]));
  const id = Number(match[2]);
  if (Number.isNaN(receivedAt.getTime()) || !Number.isSafeInteger(id)) return undefined;
  return { receivedAt, id };
}
