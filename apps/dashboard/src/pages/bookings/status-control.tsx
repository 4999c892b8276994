import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { BOOKING_STATUSES, type BookingStatus } from "@reservation-api/contract";
import { describeError } from "../../describe-error.js";
import { trpc } from "../../trpc.js";
import { STATUS_LABELS } from "./booking-status.js";
import { BOOKINGS_DAY_KEY } from "./bookings-query.js";

/**
 * An admin's status change for one booking: pick, then confirm with the button (no change on a
 * stray arrow key). The outcome ("Saved: Checked in", or why not) goes to a polite live region
 * beside the control. The control stays mounted while the day reloads after a save, so that
 * region is the same element before and after and a screen reader announces what it says.
 */
export function StatusControl({
  bookingId,
  bookingRef,
  status,
}: {
  bookingId: string;
  bookingRef: string;
  status: BookingStatus;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<BookingStatus>(status);
  const [shownStatus, setShownStatus] = useState<BookingStatus>(status);
  if (status !== shownStatus) {
    // The day reloaded with another status (this save, or someone else's): the picker follows it.
    setShownStatus(status);
    setChosen(status);
  }
  const change = useMutation({
    mutationFn: (next: BookingStatus) => trpc.bookings.setStatus.mutate({ bookingId, status: next }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_DAY_KEY }),
  });
  const pick = (next: BookingStatus) => {
    setChosen(next);
    change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(chosen);
  };
  const selectId = `status-${bookingId}`;
  return (
    <form className="status-control" onSubmit={submit}>
      <label htmlFor={selectId} className="visually-hidden">
        Status of booking {bookingRef}
      </label>
      <select id={selectId} value={chosen} onChange={(event) => pick(event.target.value as BookingStatus)}>
        {BOOKING_STATUSES.map((option) => (
          <option key={option} value={option}>
            {STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary small" disabled={chosen === status || change.isPending}>
        {change.isPending ? "Saving…" : "Save"}
        <span className="visually-hidden"> status of booking {bookingRef}</span>
      </button>
      <span
        role="status"
        className={change.isError ? "status-control-message failed" : "status-control-message"}
        data-testid="status-save-outcome"
      >
        {change.isError && `Not saved: ${describeError(change.error)}`}
        {change.isSuccess && `Saved: ${STATUS_LABELS[change.data.status]}`}
      </span>
    </form>
  );
}
