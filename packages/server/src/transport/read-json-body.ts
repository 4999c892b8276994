import type { IncomingMessage } from "node:http";
import type { FieldError } from "@reservation-api/contract";
import { parse as parseContentType } from "content-type";
import { jsonNestingDepth } from "./json-nesting-depth.js";

export type RequestBody =
  | { kind: "object"; value: Record<string, unknown>; text: string }
  | { kind: "unreadable"; problem: FieldError; text: string }
  | { kind: "too-large" };

/** JSON between systems is UTF-8 (RFC 8259 section 8.1); `utf8` is the common misspelling of it. */
const UTF8_CHARSETS = new Set(["utf-8", "utf8"]);

/** No request body of this API nests beyond two levels; this leaves room and keeps parsing cheap. */
const MAX_BODY_NESTING_DEPTH = 16;

/**
 * Reads a request body that must be one JSON object, stopping as soon as it passes `maxBytes`.
 * Problems are returned, not thrown, so they can be reported after authentication.
 */
export async function readJsonObjectBody(req: IncomingMessage, maxBytes: number): Promise<RequestBody> {
  const declaredLength = Number(req.headers["content-length"] ?? 0);
  if (declaredLength > maxBytes) return { kind: "too-large" };
  const text = await readText(req, maxBytes);
  if (text === undefined) return { kind: "too-large" };
  const contentTypeProblem = problemWithContentType(req.headers["content-type"] ?? "");
  if (contentTypeProblem !== undefined) return unreadable(text, contentTypeProblem);
  if (text.trim() === "") return unreadable(text, "A JSON object body is required");
  if (jsonNestingDepth(text) > MAX_BODY_NESTING_DEPTH) {
    return unreadable(text, `The body may nest objects and arrays at most ${MAX_BODY_NESTING_DEPTH} levels deep`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unreadable(text, "The body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return unreadable(text, "The body must be a JSON object");
  }
  return { kind: "object", value: parsed as Record<string, unknown>, text };
}

/**
 * The body is read as UTF-8: one declared in another charset (`charset=latin1`) would have its
 * non-ASCII characters silently changed, so it is refused instead.
 */
function problemWithContentType(header: string): string | undefined {
  const { type, parameters } = parseContentType(header);
  if (type !== "application/json") return "Content-Type must be application/json";
  const charset = parameters.charset?.toLowerCase();
  if (charset !== undefined && !UTF8_CHARSETS.has(charset)) {
    return "The body must be UTF-8: send Content-Type: application/json, with charset=utf-8 or no charset";
  }
  return undefined;
}

function unreadable(text: string, message: string): RequestBody {
  return { kind: "unreadable", problem: { field: "body", message }, text };
}

/** The body as UTF-8 text, or undefined once it passes `maxBytes` (the rest is not buffered). */
function readText(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.off("data", onData);
        req.resume();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
  });
}
