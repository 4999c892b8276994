import { useEffect, useRef } from "react";
import { CopyButton } from "../../components/copy-button.js";
import { formatTime } from "../../format-time.js";

export interface IssuedKey {
  apiKey: string;
  prefix: string;
  createdAt: string;
}

/** The plaintext of a key just created or rotated: shown here once, kept nowhere but this page's memory. */
export function NewKeyPanel({ issued, onDismiss }: { issued: IssuedKey; onDismiss: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The dialog that issued the key has just closed: bring keyboard and screen-reader users here.
  useEffect(() => title.current?.focus(), [issued.apiKey]);
  return (
    <section className="card new-key" aria-labelledby="new-key-title">
      <h2 id="new-key-title" ref={title} tabIndex={-1}>
        Your new API key
      </h2>
      <p className="notice warning" role="alert">
        Copy this key now and keep it secret. It will not be shown again: the server stores only its hash.
      </p>
      <div className="value-row">
        <code id="new-api-key" className="value secret" data-testid="new-api-key">
          {issued.apiKey}
        </code>
        <CopyButton value={issued.apiKey} label="Copy API key" targetId="new-api-key" />
      </div>
      <p className="muted">Created {formatTime(issued.createdAt)}. Send it as Authorization: Bearer &lt;key&gt;.</p>
      <button type="button" className="button secondary" onClick={onDismiss}>
        I have stored the key
      </button>
    </section>
  );
}
