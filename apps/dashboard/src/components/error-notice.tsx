import { describeError } from "../describe-error.js";
import { failedRequestId, fieldErrorsOf } from "../trpc.js";

/** What went wrong, in words, with the request id to quote and a retry when one can help. */
export function ErrorNotice(props: { title: string; error: unknown; description?: string | undefined; onRetry?: () => void }) {
  const { title, error, description, onRetry } = props;
  const requestId = failedRequestId(error);
  const fieldErrors = fieldErrorsOf(error);
  return (
    <div className="notice error" role="alert">
      <p className="notice-title">{title}</p>
      <p>{description ?? describeError(error)}</p>
      {fieldErrors.length > 0 && (
        <ul>
          {fieldErrors.map(({ field, message }) => (
            <li key={field}>
              {field}: {message}
            </li>
          ))}
        </ul>
      )}
      {requestId !== undefined && (
        <p className="muted">
          Request id <code>{requestId}</code>
        </p>
      )}
      {onRetry !== undefined && (
        <button type="button" className="button secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
