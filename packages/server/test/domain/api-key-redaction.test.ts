import { describe, expect, it } from "vitest";
import { displayPrefix, generateApiKey } from "../../src/domain/api-key.js";
import { containsApiKey, redactApiKeys } from "../../src/domain/api-key-redaction.js";

const REDACTED = "rsv_live_[REDACTED]";

/** Percent-encodes every character of the text, as a zealous client might. */
function percentEncodeAll(text: string, hex: (byte: string) => string = (byte) => byte.toUpperCase()): string {
  return [...text].map((char) => `%${hex(char.charCodeAt(0).toString(16).padStart(2, "0"))}`).join("");
}

/** JSON-escapes every character of the text as `\uXXXX`. */
function unicodeEscapeAll(text: string): string {
  return [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
}

describe("redactApiKeys", () => {
  it("replaces every key-shaped run, wherever it sits in the text", () => {
    const first = generateApiKey();
    const second = generateApiKey();
    const text = `{"note":"${first}","q":"api_key=${second}&x=1"}`;
    const redacted = redactApiKeys(text);
    expect(redacted).toBe(`{"note":"${REDACTED}","q":"api_key=${REDACTED}&x=1"}`);
  });

  it("redacts a key cut short too, leaving no part of its secret", () => {
    const key = generateApiKey();
    expect(redactApiKeys(`…${key.slice(0, 30)}`)).toBe(`…${REDACTED}`);
    expect(redactApiKeys(displayPrefix(key))).toBe(REDACTED);
  });

  it("leaves text without a key as it is, escapes and all", () => {
    expect(redactApiKeys(`{"customerName":"Ann"}`)).toBe(`{"customerName":"Ann"}`);
    const escaped = `date=2026-06-02T19%3A00%3A00Z&note=caf%C3%A9 {"n":"caf\\u00e9 \\"rsv\\" 100%"}`;
    expect(redactApiKeys(escaped)).toBe(escaped);
  });
});

describe("redactApiKeys on encoded keys", () => {
  const key = generateApiKey();
  const secret = key.slice("rsv_live_".length);

  it.each([
    ["percent-encoded underscores", key.replaceAll("_", "%5F")],
    ["lower-case hex", key.replaceAll("_", "%5f")],
    ["every character percent-encoded", percentEncodeAll(key)],
    ["every character percent-encoded, lower-case hex", percentEncodeAll(key, (byte) => byte.toLowerCase())],
    ["double percent-encoding", key.replaceAll("_", "%255F")],
    ["triple percent-encoding", key.replaceAll("_", "%25255f")],
    ["JSON-escaped underscores", key.replaceAll("_", "\\u005f")],
    ["upper-case JSON escapes", key.replaceAll("_", "\\u005F")],
    ["a key split across JSON escapes", unicodeEscapeAll(key.slice(0, 12)) + key.slice(12, 20) + unicodeEscapeAll(key.slice(20))],
    ["a JSON escape inside a JSON string", key.replaceAll("_", "\\\\u005f")],
    ["a JSON-escaped percent sign", key.replaceAll("_", "\\u00255F")],
    ["percent-encoded escape", key.replaceAll("_", "%5Cu005f")],
  ])("finds a key written with %s, and removes all of it", (_form, encoded) => {
    const redacted = redactApiKeys(`q=1&api_key=${encoded}&x=2`);
    expect(redacted).toBe(`q=1&api_key=${REDACTED}&x=2`);
    expect(redacted).not.toContain(secret.slice(0, 8));
  });

  it("stops at a character a key cannot hold, such as a form-encoded space", () => {
    expect(redactApiKeys(`k=rsv%5Flive%5Fabc+def&x=1`)).toBe(`k=${REDACTED}+def&x=1`);
    expect(redactApiKeys(`{"k":"rsv\\u005flive_abc\\"def"}`)).toBe(`{"k":"${REDACTED}\\"def"}`);
  });

  it("leaves a key nested deeper than any reader decodes, at a bounded cost", () => {
    const deep = `rsv%${"25".repeat(10)}5Flive_abc`;
    expect(redactApiKeys(deep)).toBe(deep);
    const hostile = `rsv%${"25".repeat(50_000)}5Flive_abc`;
    expect(redactApiKeys(hostile)).toBe(hostile);
  });
});

describe("containsApiKey", () => {
  it("is true exactly for text the redaction would change", () => {
    expect(containsApiKey(generateApiKey())).toBe(true);
    expect(containsApiKey("rsv%5Flive%5Fx")).toBe(true);
    expect(containsApiKey("req-8f14e45f")).toBe(false);
    expect(containsApiKey("rsv_live_")).toBe(false);
  });
});
