import { KEY_TAG } from "./api-key.js";
import { decodeText, sourceEnd, sourceStart } from "./decoded-text.js";

/** The key-shape rule: the tag and a run of base64url characters, however short (a cut key too). */
const KEY_SHAPED_TEXT = new RegExp(`${KEY_TAG}[A-Za-z0-9_-]+`, "g");
const REDACTED_KEY = `${KEY_TAG}[REDACTED]`;

/**
 * Replaces anything shaped like one of our keys. The request log stores what callers sent, and a
 * careless caller may put the key in a body or query string; it must not be kept there. A key is
 * found in the forms a reader would decode too (`rsv%5Flive_…`, `rsv\u005flive_…`, `%255F`):
 * the text is decoded, matched, and the matched source span replaced, encoding and all.
 *
 * @example
 * redactApiKeys("?k=rsv%5Flive%5Fabc&x=1") // "?k=rsv_live_[REDACTED]&x=1"
 */
export function redactApiKeys(text: string): string {
  const decoded = decodeText(text);
  if (decoded === undefined) return text.includes(KEY_TAG) ? text.replace(KEY_SHAPED_TEXT, REDACTED_KEY) : text;
  if (!decoded.text.includes(KEY_TAG)) return text;
  let redacted = "";
  let copiedUpTo = 0;
  for (const match of decoded.text.matchAll(KEY_SHAPED_TEXT)) {
    const start = sourceStart(decoded, match.index);
    redacted += text.slice(copiedUpTo, start) + REDACTED_KEY;
    copiedUpTo = sourceEnd(decoded, match.index + match[0].length - 1);
  }
  return redacted + text.slice(copiedUpTo);
}

/** Whether the text holds anything `redactApiKeys` would replace. */
export function containsApiKey(text: string): boolean {
  return redactApiKeys(text) !== text;
}
