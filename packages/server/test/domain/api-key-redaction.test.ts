import { describe, expect, it } from "vitest";
import { displayPrefix, generateApiKey, redactApiKeys } from "../../src/domain/api-key.js";

describe("redactApiKeys", () => {
  it("replaces every key-shaped run, wherever it sits in the text", () => {
    const first = generateApiKey();
    const second = generateApiKey();
    const text = `{"note":"${first}","q":"api_key=${second}&x=1"}`;
    const redacted = redactApiKeys(text);
    expect(redacted).toBe(`{"note":"rsv_live_[REDACTED]","q":"api_key=rsv_live_[REDACTED]&x=1"}`);
  });

  it("redacts a key cut short too, leaving no part of its secret", () => {
    const key = generateApiKey();
    expect(redactApiKeys(`…${key.slice(0, 30)}`)).toBe("…rsv_live_[REDACTED]");
    expect(redactApiKeys(displayPrefix(key))).toBe("rsv_live_[REDACTED]");
  });

  it("leaves text without a key as it is", () => {
    expect(redactApiKeys(`{"customerName":"Ann"}`)).toBe(`{"customerName":"Ann"}`);
  });
});
