import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { BOOKING_STATUSES, type BookingStatus } from "@reservation-api/contract";
import { describeError } from "../../describe-error.js";
import { trpc } from "../../trpc.js";
import { STATUS_LABELS } from "./booking-status.js";
import { BOOKINGS_DAY_KEY } from "./bookings-query.js";

/** An admin's status change for one booking: pick, then confirm with the button (no change on a stray arrow key). */
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
  const change = useMutation({
    mutationFn: (next: BookingStatus) => trpc.bookings.setStatus.mutate({ bookingId, status: next }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_DAY_KEY }),
  });
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
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value as BookingStatus)}>
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
      <span role="status" className="status-control-message">
        {change.isError ? describeError(change.error) : change.isSuccess && chosen === status ? "Saved" : ""}
      </span>
    </form>
  );
}
