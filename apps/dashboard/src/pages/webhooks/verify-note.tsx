import { VERIFY_SNIPPET } from "./verify-snippet.js";

/** How a receiver checks that an event came from us. */
export function VerifyNote() {
  return (
    <section className="card" aria-labelledby="verify-title">
      <h2 id="verify-title">How to verify</h2>
      <p>
        Every event is signed per Standard Webhooks (<code>webhook-id</code>, <code>webhook-timestamp</code>,{" "}
        <code>webhook-signature</code>). Check the signature on the raw body before trusting it, with the SDK:
      </p>
      <pre className="code-block">
        <code>{VERIFY_SNIPPET}</code>
      </pre>
      <p className="muted">
        Answer any 2xx within 10 seconds; anything else is retried for about 3 days. Deduplicate on <code>webhook-id</code>. The
        payloads are in the <a href="/docs/">API reference</a>; the repository's docs/webhooks.md and the SDK README show{" "}
        <code>verifyWebhook</code> with Express and <code>node:http</code>; <code>examples/webhook-receiver</code> is one to run.
      </p>
    </section>
  );
}
