import { useEffect, useRef } from "react";
import { ErrorNotice } from "../../components/error-notice.js";
import { offeredAlternativesOf, refusalCodeOf } from "../../trpc.js";
import { describeLocalDate } from "../restaurant/describe-settings.js";

type Alternative = { localDate: string; localTime: string };

/**
 * Why the server did not change the booking, in the restaurant's words: a full time with the
 * other times it offers (a click fills them in), a booking no longer pending, or a change made
 * elsewhere since the dialog read it (reload, never overwrite).
 */
export function ChangeRefusal({
  error,
  onPick,
  onReload,
}: {
  error: unknown;
  onPick: (alternative: Alternative) => void;
  onReload: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The refusal is under a long form: it is brought into view where the admin can read it.
  // (A block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  return (
    <div ref={ref}>
      <RefusalText error={error} onPick={onPick} onReload={onReload} />
    </div>
  );
}

function RefusalText({
  error,
  onPick,
  onReload,
}: {
  error: unknown;
  onPick: (alternative: Alternative) => void;
  onReload: () => void;
}) {
  const code = refusalCodeOf(error);
  if (code === "PRECONDITION_FAILED") {
    return (
      <div className="notice error" role="alert">
        <p className="notice-title">Changed elsewhere</p>
        <p>Someone changed this booking after you opened it. Reload it to see their change, then make yours again.</p>
        <button type="button" className="button secondary" onClick={onReload}>
          Reload the booking
        </button>
      </div>
    );
  }
  if (code === "BOOKING_NOT_MODIFIABLE") {
    return (
      <ErrorNotice
        title="This booking can no longer be changed"
        error={error}
        description="Only a pending booking can be changed; this one was checked in, cancelled or marked as a no-show meanwhile."
      />
    );
  }
  const alternatives = offeredAlternativesOf(error);
  return (
    <div className="stack tight">
      <ErrorNotice title="Not changed" error={error} />
      {alternatives.length > 0 && (
        <div className="change-alternatives">
          <p id="change-alternatives-title">Times that can take this party instead:</p>
          <ul className="actions" aria-labelledby="change-alternatives-title">
            {alternatives.map((alternative) => (
              <li key={`${alternative.localDate} ${alternative.localTime}`}>
                <button type="button" className="button secondary small" onClick={() => onPick(alternative)}>
                  {describeLocalDate(alternative.localDate)}, {alternative.localTime}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
