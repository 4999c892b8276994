import type { IncomingMessage, ServerResponse } from "node:http";

/** A refusal with the API's error body; thrown by the handlers, answered by the server. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const refuse = (status: number, code: string, message: string, field?: string) =>
  new Refusal(status, code, message, field);
export const invalid = (field: string, message: string) => new Refusal(400, "VALIDATION_ERROR", message, field);

/** Sends the body as JSON; returns the text sent, for the request log. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), ...headers });
  res.end(text);
  return text;
}

export function sendRefusal(res: ServerResponse, refusal: Refusal, requestId: string): string {
  const errors = refusal.field === undefined ? undefined : [{ field: refusal.field, message: refusal.message }];
  return sendJson(res, refusal.status, {
    code: refusal.code,
    message: refusal.message,
    requestId,
    ...(errors ? { errors } : {}),
  });
}

const MAX_BODY_BYTES = 100 * 1024;

/** The request body as a JSON object, or a refusal naming `body`. */
export async function readJsonObject(req: IncomingMessage, onText?: (text: string) => void): Promise<Record<string, unknown>> {
  if (!(req.headers["content-type"] ?? "").startsWith("application/json")) throw invalid("body", "Send application/json");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw refuse(413, "PAYLOAD_TOO_LARGE", "Body too large");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  onText?.(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid("body", "Malformed JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalid("body", "Expected a JSON object");
  return parsed as Record<string, unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that exists on the calendar, 1900-2999. */
export function checkDate(value: unknown, field: string): string {
  if (typeof value !== "string" || !DATE.test(value)) throw invalid(field, "Expected YYYY-MM-DD");
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) throw invalid(field, "No such date");
  const year = parsed.getUTCFullYear();
  if (year < 1900 || year > 2999) throw invalid(field, "Out of range");
  return value;
}

/** A strict decimal integer from a query string. */
export function checkQueryInteger(value: string | null, field: string, min: number, max: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) throw invalid(field, "Expected an integer");
  const number = Number(value);
  if (number < min || number > max) throw invalid(field, `Must be ${min}-${max}`);
  return number;
}
