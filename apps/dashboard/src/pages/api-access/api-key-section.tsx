import { useState } from "react";
import { formatTime } from "../../format-time.js";
import { IssueKeyDialog } from "./issue-key-dialog.js";
import type { IssuedKey } from "./new-key-panel.js";
import { RevokeKeyDialog } from "./revoke-key-dialog.js";
import { UserText } from "../../components/user-text.js";

export interface ActiveKey {
  prefix: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
}

interface ApiKeySectionProps {
  activeKey: ActiveKey | null;
  /** Admins only; viewers see the key's facts and no buttons (the server refuses them anyway). */
  canManage: boolean;
  onIssued: (issued: IssuedKey) => void;
  onRevoked: () => void;
}

export function ApiKeySection({ activeKey, canManage, onIssued, onRevoked }: ApiKeySectionProps) {
  const [dialog, setDialog] = useState<"create" | "rotate" | "revoke" | null>(null);
  const close = () => setDialog(null);
  return (
    <section className="card" aria-labelledby="api-key-title">
      <h2 id="api-key-title">API key</h2>
      {activeKey === null ? (
        <p data-testid="no-active-key">
          No active key. API calls answer 401 INVALID_API_KEY until {canManage ? "you create one" : "an admin creates one"}.
        </p>
      ) : (
        <ActiveKeyFacts activeKey={activeKey} />
      )}
      {canManage ? (
        <div className="actions">
          {activeKey === null ? (
            <button type="button" className="button primary" onClick={() => setDialog("create")}>
              Create API key
            </button>
          ) : (
            <>
              <button type="button" className="button primary" onClick={() => setDialog("rotate")}>
                Rotate key
              </button>
              <button type="button" className="button danger" onClick={() => setDialog("revoke")}>
                Revoke key
              </button>
            </>
          )}
        </div>
      ) : (
        <p className="muted">Only admins can create, rotate or revoke keys.</p>
      )}
      {(dialog === "create" || dialog === "rotate") && (
        <IssueKeyDialog
          action={dialog}
          activePrefix={activeKey?.prefix}
          onClose={close}
          onIssued={(issued) => {
            close();
            onIssued(issued);
          }}
        />
      )}
      {dialog === "revoke" && activeKey !== null && (
        <RevokeKeyDialog
          prefix={activeKey.prefix}
          onClose={close}
          onRevoked={() => {
            close();
            onRevoked();
          }}
        />
      )}
    </section>
  );
}

function ActiveKeyFacts({ activeKey }: { activeKey: ActiveKey }) {
  return (
    <dl className="facts" data-testid="active-key">
      <dt>Key</dt>
      <dd>
        <code data-testid="active-key-prefix">{activeKey.prefix}…</code>
      </dd>
      <dt>Created</dt>
      <dd>
        <time dateTime={activeKey.createdAt}>{formatTime(activeKey.createdAt)}</time> by{" "}
        <UserText>{activeKey.createdBy}</UserText>
      </dd>
      <dt>Last used</dt>
      <dd>
        {activeKey.lastUsedAt === null ? (
          "Never"
        ) : (
          <time dateTime={activeKey.lastUsedAt}>{formatTime(activeKey.lastUsedAt)}</time>
        )}
      </dd>
    </dl>
  );
}
