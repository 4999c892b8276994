import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import {
  describeAdvance,
  describeHorizon,
  describeLocalDate,
  describeMinutes,
  describePartySizes,
  WEEKDAYS,
} from "./describe-settings.js";
import { useRestaurantSettings, type RestaurantSettings } from "./restaurant-query.js";
import { UserText } from "../../components/user-text.js";

/** The restaurant's booking rules, read only: what the API applies to every booking. */
export function RestaurantPage() {
  const settings = useRestaurantSettings();
  return (
    <>
      <h1>Restaurant</h1>
      <p className="lead">
        The rules the API applies to every booking. They are read only here; ask your operator to change them.
      </p>
      {settings.isPending && <LoadingState label="Loading the restaurant settings" />}
      {settings.isError && (
        <ErrorNotice title="The settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && <SettingsSections settings={settings.data} />}
    </>
  );
}

function SettingsSections({ settings }: { settings: RestaurantSettings }) {
  return (
    <>
      <section className="card" aria-labelledby="restaurant-general-title">
        <h2 id="restaurant-general-title">
          <UserText>{settings.name}</UserText>
        </h2>
        <dl className="facts" data-testid="restaurant-facts">
          <dt>Taking bookings</dt>
          <dd>{settings.acceptingBookings ? "Yes: the API accepts new bookings" : "No: the API refuses new bookings"}</dd>
          <dt>Time zone</dt>
          <dd>{settings.timezone} (all dates and times of bookings are local to it)</dd>
          <dt>Seats</dt>
          <dd>{settings.seatCapacity} seats in total</dd>
          <dt>Seating length</dt>
          <dd>Each booking holds its seats for {describeMinutes(settings.seatingDurationMinutes)}</dd>
          <dt>Party sizes</dt>
          <dd>{describePartySizes(settings.minPartySize, settings.maxPartySize)}</dd>
          <dt>Earliest booking</dt>
          <dd>{describeAdvance(settings.minAdvanceMinutes)}</dd>
          <dt>Latest booking</dt>
          <dd>{describeHorizon(settings.maxAdvanceDays)}</dd>
          <dt>Monthly limit</dt>
          <dd>
            {settings.monthlyBookingCap === 0
              ? "No bookings allowed this month (limit 0)"
              : `At most ${settings.monthlyBookingCap} bookings made per month`}
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="restaurant-hours-title">
        <h2 id="restaurant-hours-title">Opening hours</h2>
        <p className="muted">Bookings can start from the opening time until one seating length before closing.</p>
        <dl className="facts" data-testid="weekly-hours">
          {WEEKDAYS.map(([key, day]) => {
            const periods = settings.weeklyHours[key] ?? [];
            return [
              <dt key={`${key}-day`}>{day}</dt>,
              <dd key={`${key}-hours`}>
                {periods.length === 0 ? "Closed" : periods.map((period) => `${period.open}–${period.close}`).join(", ")}
              </dd>,
            ];
          })}
        </dl>
      </section>
      <section className="card" aria-labelledby="restaurant-closed-title">
        <h2 id="restaurant-closed-title">Closed dates</h2>
        {settings.closedDates.length === 0 ? (
          <p>No closed dates: the weekly hours apply every week.</p>
        ) : (
          <ul className="closed-dates">
            {settings.closedDates.map((date) => (
              <li key={date}>
                <time dateTime={date}>{describeLocalDate(date)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
