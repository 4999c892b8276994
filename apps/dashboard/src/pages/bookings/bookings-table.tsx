import type { BookingsDay } from "./bookings-query.js";
import { BookingNotes } from "./booking-notes.js";
import { SOURCE_LABELS, STATUS_LABELS } from "./booking-status.js";
import { StatusControl } from "./status-control.js";
import { ChangeBookingButton } from "./change-booking-button.js";
import { UserText } from "../../components/user-text.js";

type DayBooking = BookingsDay["bookings"][number];

/** The day's bookings in time order, with what each guest noted; admins get a status control per booking and can change a pending one, viewers read the status. */
export function BookingsTable({ bookings, canChangeStatus }: { bookings: DayBooking[]; canChangeStatus: boolean }) {
  return (
    <div className="table-scroll" role="region" aria-label="Bookings of the day" tabIndex={0}>
      <table className="data-table stacks-on-phone" data-testid="bookings-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Name</th>
            <th scope="col">Party</th>
            <th scope="col">Notes</th>
            <th scope="col">Status</th>
            <th scope="col">Source</th>
            <th scope="col">Contact</th>
            <th scope="col">Ref</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} data-testid={`booking-${booking.bookingRef}`}>
              <td data-label="Time">{booking.localTime}</td>
              <td data-label="Name" className="long-text">
                <UserText>{booking.customerName}</UserText>
              </td>
              <td data-label="Party">{booking.partySize}</td>
              <td data-label="Notes" className="notes-cell">
                <BookingNotes
                  bookingRef={booking.bookingRef}
                  occasionType={booking.occasionType}
                  occasionNote={booking.occasionNote}
                  notes={booking.specialNotes}
                />
              </td>
              <td data-label="Status" data-testid="booking-status">
                {canChangeStatus ? (
                  <div className="status-cell-controls">
                    <StatusControl bookingId={booking.id} bookingRef={booking.bookingRef} status={booking.status} />
                    {booking.status === "pending" && (
                      <ChangeBookingButton bookingId={booking.id} bookingRef={booking.bookingRef} />
                    )}
                  </div>
                ) : (
                  STATUS_LABELS[booking.status]
                )}
              </td>
              <td data-label="Source">{SOURCE_LABELS[booking.source] ?? booking.source}</td>
              <td data-label="Contact" className="long-text">
                <Contact phone={booking.phone} email={booking.email} />
              </td>
              <td data-label="Ref">
                <code>{booking.bookingRef}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Contact({ phone, email }: { phone: string | null; email: string | null }) {
  if (phone === null && email === null) return <span className="muted">None given</span>;
  return (
    <span className="contact">
      {phone !== null && <a href={`tel:${phone}`}>{phone}</a>}
      {email !== null && (
        <a href={`mailto:${email}`}>
          <UserText>{email}</UserText>
        </a>
      )}
    </span>
  );
}
