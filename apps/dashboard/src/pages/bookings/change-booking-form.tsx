import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { Booking } from "@reservation-api/contract";
import { TextField } from "../../components/text-field.js";
import { fieldErrorsOf, trpc } from "../../trpc.js";
import { useRestaurantSettings } from "../restaurant/restaurant-query.js";
import { BOOKINGS_DAY_KEY } from "./bookings-query.js";
import { SLOTS_FOR_CHANGE_KEY } from "./change-booking-query.js";
import { changesOf, formValuesOf, type ChangeFormValues } from "./change-form-values.js";
import { ChangeGuestFields } from "./change-guest-fields.js";
import { ChangeRefusal } from "./change-refusal.js";
import { ChangeTimeField } from "./change-time-field.js";

interface ChangeBookingFormProps {
  booking: Booking;
  etag: string;
  reloading: boolean;
  onReload: () => void;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The change itself: the fields start from the booking as read, only the changed ones are sent,
 * with the ETag read as `ifMatch`, so a change made meanwhile is refused rather than overwritten.
 */
export function ChangeBookingForm({ booking, etag, reloading, onReload, onDone, onCancel }: ChangeBookingFormProps) {
  const queryClient = useQueryClient();
  const settings = useRestaurantSettings();
  const partyId = useId();
  const [values, setValues] = useState<ChangeFormValues>(() => formValuesOf(booking));
  const changes = changesOf(booking, values);
  const nothingChanged = Object.keys(changes).length === 0;
  const save = useMutation({
    mutationFn: () => trpc.bookings.update.mutate({ identifier: booking.id, changes, ifMatch: etag }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_DAY_KEY });
      onDone();
    },
    // A refusal often means the times filled meanwhile: the list of open times is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: SLOTS_FOR_CHANGE_KEY }),
  });
  const set = (change: Partial<ChangeFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    if (save.isError) save.reset();
  };
  const fieldErrors = fieldErrorsOf(save.error);
  const errorOf = (field: string) => fieldErrors.find((error) => error.field === field)?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nothingChanged) save.mutate();
  };
  const min = settings.data?.minPartySize ?? 1;
  const max = Math.max(settings.data?.maxPartySize ?? booking.partySize, booking.partySize);
  const partySizes = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <form className="stack change-booking-form" onSubmit={submit} noValidate>
      <div className="change-booking-pair">
        <TextField
          label="Date"
          type="date"
          value={values.localDate}
          required
          error={errorOf("localDate")}
          onChange={(event) => event.target.value !== "" && set({ localDate: event.target.value })}
        />
        <div className="field">
          <label htmlFor={partyId}>Party size</label>
          <select id={partyId} value={values.partySize} onChange={(event) => set({ partySize: Number(event.target.value) })}>
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ChangeTimeField
        bookingId={booking.id}
        localDate={values.localDate}
        partySize={values.partySize}
        value={values.localTime}
        onChange={(localTime) => set({ localTime })}
      />
      <ChangeGuestFields values={values} errorOf={errorOf} onChange={set} />
      {save.isError && <ChangeRefusal error={save.error} onPick={(alternative) => set(alternative)} onReload={onReload} />}
      <div className="actions">
        <button type="submit" className="button primary" disabled={nothingChanged || save.isPending || reloading}>
          {save.isPending ? "Saving…" : "Save changes"}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {nothingChanged && <p className="muted">Nothing changed yet.</p>}
    </form>
  );
}
