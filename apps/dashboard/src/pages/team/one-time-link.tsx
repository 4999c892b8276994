import type { ReactNode } from "react";
import { CopyButton } from "../../components/copy-button.js";
import { formatTime } from "../../format-time.js";

/** A one-time link as the server issued it: shown here once, to pass on to the person it is for. */
export function OneTimeLink({
  title,
  link,
  expiresAt,
  testId,
}: {
  title: ReactNode;
  link: string;
  expiresAt: string;
  testId: string;
}) {
  const valueId = `${testId}-value`;
  return (
    <div className="notice success" role="status">
      <p className="notice-title">{title}</p>
      <p>
        Send this link to them yourself; it is shown only now and works once, until{" "}
        <time dateTime={expiresAt}>{formatTime(expiresAt)}</time>.
      </p>
      <p className="value-row">
        <code id={valueId} className="value" data-testid={testId}>
          {link}
        </code>
      </p>
      <CopyButton value={link} label="Copy link" targetId={valueId} />
    </div>
  );
}
