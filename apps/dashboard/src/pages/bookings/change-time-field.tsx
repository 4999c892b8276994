import { useId } from "react";
import { useSlotsForChange } from "./change-booking-query.js";

/**
 * The new start time, chosen among the slots open for the party on the date, the booking's own
 * seats not counted. A time that is not open (the current one after a change of party, say) stays
 * listed as such: the server decides, and offers other times if it refuses.
 */
export function ChangeTimeField({
  bookingId,
  localDate,
  partySize,
  value,
  onChange,
}: {
  bookingId: string;
  localDate: string;
  partySize: number;
  value: string;
  onChange: (localTime: string) => void;
}) {
  const id = useId();
  const slots = useSlotsForChange(bookingId, localDate, partySize);
  const open = slots.data?.availableSlots ?? [];
  const options = open.includes(value) || value === "" ? open : [...open, value].sort();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>Time</label>
      <select id={id} value={value} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)}>
        {value === "" && <option value="">Choose a time</option>}
        {options.map((slot) => (
          <option key={slot} value={slot}>
            {open.includes(slot) ? slot : `${slot} (not open for this party)`}
          </option>
        ))}
      </select>
      <p id={hintId} className="field-hint" role="status" data-testid="change-slots-summary">
        {slots.isPending
          ? "Loading the open times…"
          : slots.isError
            ? "The open times could not be loaded."
            : open.length === 0
              ? `No time is open for a party of ${partySize} on this day.`
              : `${open.length} ${open.length === 1 ? "time is" : "times are"} open for a party of ${partySize} (this booking's own seats not counted).`}
      </p>
    </div>
  );
}
