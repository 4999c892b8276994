/** A fresh UUID v4 from the platform's Web Crypto (Node 20+, browsers, edge runtimes). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
