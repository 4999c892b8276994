import { useEffect, useRef } from "react";
import { CopyButton } from "../../components/copy-button.js";
import { formatTime } from "../../format-time.js";
import type { RevealedSecrets } from "./webhook-data.js";

/** A signing secret on screen: kept in this page's memory only, hidden again on request. */
export function SecretPanel({ title, secrets, onHide }: { title: string; secrets: RevealedSecrets; onHide: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [secrets.secret]);
  return (
    <section className="card new-key" aria-labelledby="secret-title">
      <h2 id="secret-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="notice warning" role="alert">
        Anyone with this secret can forge events to your endpoint. Keep it in your receiver's secret store, never in code or logs.
      </p>
      <div className="value-row">
        <code id="webhook-secret" className="value secret" data-testid="webhook-secret">
          {secrets.secret}
        </code>
        <CopyButton value={secrets.secret} label="Copy secret" targetId="webhook-secret" />
      </div>
      {secrets.previousSecrets.length > 0 && (
        <div className="muted" data-testid="previous-secrets">
          <p>
            {secrets.previousSecrets.length === 1 ? "A previous secret still signs" : "Previous secrets still sign"} deliveries:
          </p>
          <ul>
            {secrets.previousSecrets.map((previous) => (
              <li key={previous.secret} data-testid="previous-secret">
                <code className="wrap">{previous.secret}</code> until {formatTime(previous.expiresAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="button secondary" onClick={onHide}>
        Hide secret
      </button>
    </section>
  );
}
