import { useSearch, useLocation } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { useSignedIn } from "../../session.js";
import { describeLocalDate } from "../restaurant/describe-settings.js";
import { useRestaurantSettings, type RestaurantSettings } from "../restaurant/restaurant-query.js";
import { BookingsTable } from "./bookings-table.js";
import { useBookingsDay } from "./bookings-query.js";
import { DayControls, type DayFilters } from "./day-controls.js";
import { filtersFromSearch, searchOfFilters } from "./day-filters-url.js";
import { todayIn } from "./local-date.js";
import { SlotGrid } from "./slot-grid.js";
import "./bookings.css";

/** One restaurant-local day: its slot grid and its bookings. The chosen day lives in the address, so reload and links keep it. */
export function BookingsPage() {
  const settings = useRestaurantSettings();
  return (
    <div className="bookings-page">
      <h1>Bookings</h1>
      {settings.isPending && <LoadingState label="Loading the restaurant" />}
      {settings.isError && (
        <ErrorNotice title="The bookings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && <BookingsDayView settings={settings.data} />}
    </div>
  );
}

function BookingsDayView({ settings }: { settings: RestaurantSettings }) {
  const { user } = useSignedIn();
  const [location, navigate] = useLocation();
  const today = todayIn(settings.timezone);
  const filters = filtersFromSearch(useSearch(), {
    today,
    minPartySize: settings.minPartySize,
    maxPartySize: settings.maxPartySize,
  });
  const day = useBookingsDay(filters);
  const setFilters = (next: DayFilters) => navigate(`${location}?${searchOfFilters(next)}`, { replace: true });
  const partySizes = Array.from(
    { length: settings.maxPartySize - settings.minPartySize + 1 },
    (_, index) => settings.minPartySize + index,
  );
  return (
    <>
      <p className="lead">
        Times are local to the restaurant ({settings.timezone}).{" "}
        {user.role === "admin"
          ? "You can change a booking's status, and the time, party or details of a pending one."
          : "Viewers see the bookings; only admins can change them."}
      </p>
      <DayControls filters={filters} today={today} partySizes={partySizes} onChange={setFilters} />
      <h2 className="day-title" aria-live="polite">
        {describeLocalDate(filters.date)}
        {filters.date === today ? " (today)" : ""}
      </h2>
      {day.isPending && <LoadingState label="Loading the day" />}
      {day.isError && <ErrorNotice title="The day could not be loaded" error={day.error} onRetry={() => void day.refetch()} />}
      {day.data && (
        <>
          <SlotGrid availableSlots={day.data.availableSlots} fullSlots={day.data.fullSlots} partySize={day.data.partySize} />
          <section className="card" aria-labelledby="day-bookings-title">
            <h2 id="day-bookings-title">
              {day.data.bookings.length} {day.data.bookings.length === 1 ? "booking" : "bookings"}
              {filters.status === "all" ? "" : " with this status"}
            </h2>
            {!day.data.complete && (
              <p className="notice warning">This day has more bookings than one page shows; only the first are listed.</p>
            )}
            {day.data.bookings.length === 0 ? (
              <p data-testid="no-bookings">
                {filters.status === "all" ? "No bookings on this day." : "No bookings with this status on this day."}
              </p>
            ) : (
              <BookingsTable bookings={day.data.bookings} canChangeStatus={user.role === "admin"} />
            )}
          </section>
        </>
      )}
    </>
  );
}
