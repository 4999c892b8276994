import { useState } from "react";
import { ChangeBookingDialog } from "./change-booking-dialog.js";

/** An admin's way into changing one pending booking; the dialog returns focus here when it closes. */
export function ChangeBookingButton({ bookingId, bookingRef }: { bookingId: string; bookingRef: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button secondary small" onClick={() => setOpen(true)}>
        Change<span className="visually-hidden"> booking {bookingRef}</span>
      </button>
      {open && <ChangeBookingDialog bookingId={bookingId} bookingRef={bookingRef} onClose={() => setOpen(false)} />}
    </>
  );
}
