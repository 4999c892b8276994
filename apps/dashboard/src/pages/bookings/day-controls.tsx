import { BOOKING_STATUSES, type BookingStatus } from "@reservation-api/contract";
import { STATUS_LABELS } from "./booking-status.js";
import { shiftDate } from "./local-date.js";

export interface DayFilters {
  date: string;
  status: BookingStatus | "all";
  partySize: number;
}

interface DayControlsProps {
  filters: DayFilters;
  today: string;
  partySizes: number[];
  onChange: (filters: DayFilters) => void;
}

/** The day (with previous/next and back to today), the status filter and the party size the slot grid is for. */
export function DayControls({ filters, today, partySizes, onChange }: DayControlsProps) {
  const set = (change: Partial<DayFilters>) => onChange({ ...filters, ...change });
  return (
    <form className="day-controls" aria-label="Choose the day" onSubmit={(event) => event.preventDefault()}>
      <div className="day-stepper">
        <button type="button" className="button secondary" onClick={() => set({ date: shiftDate(filters.date, -1) })}>
          <span aria-hidden="true">← </span>Previous day
        </button>
        <div className="field">
          <label htmlFor="bookings-date">Day</label>
          <input
            id="bookings-date"
            type="date"
            value={filters.date}
            required
            onChange={(event) => event.target.value !== "" && set({ date: event.target.value })}
          />
        </div>
        <button type="button" className="button secondary" onClick={() => set({ date: shiftDate(filters.date, 1) })}>
          Next day<span aria-hidden="true"> →</span>
        </button>
        {filters.date !== today && (
          <button type="button" className="button secondary" onClick={() => set({ date: today })}>
            Today
          </button>
        )}
      </div>
      <div className="day-filters">
        <div className="field">
          <label htmlFor="bookings-status">Status</label>
          <select
            id="bookings-status"
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as DayFilters["status"] })}
          >
            <option value="all">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-party">Slots for a party of</label>
          <select
            id="bookings-party"
            value={filters.partySize}
            onChange={(event) => set({ partySize: Number(event.target.value) })}
          >
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
