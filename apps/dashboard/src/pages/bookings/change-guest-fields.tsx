import { useId } from "react";
import { OCCASION_TYPES, type OccasionType } from "@reservation-api/contract";
import { TextField } from "../../components/text-field.js";
import { OCCASION_LABELS } from "./booking-status.js";
import type { ChangeFormValues } from "./change-form-values.js";

type GuestValues = Pick<ChangeFormValues, "customerName" | "email" | "phone" | "notes" | "occasionType" | "occasionNote">;

/** Who the guest is and what they told the restaurant; an emptied field is cleared (the server keeps an email or a phone). */
export function ChangeGuestFields({
  values,
  errorOf,
  onChange,
}: {
  values: GuestValues;
  errorOf: (field: string) => string | undefined;
  onChange: (change: Partial<GuestValues>) => void;
}) {
  const notesId = useId();
  const occasionId = useId();
  const notesError = errorOf("notes");
  return (
    <>
      <TextField
        label="Name"
        value={values.customerName}
        required
        autoComplete="off"
        error={errorOf("customerName")}
        onChange={(event) => onChange({ customerName: event.target.value })}
      />
      <div className="change-booking-pair">
        <TextField
          label="Email"
          type="email"
          value={values.email}
          autoComplete="off"
          error={errorOf("email")}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          autoComplete="off"
          error={errorOf("phone")}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={notesId}>Notes</label>
        <textarea
          id={notesId}
          rows={3}
          value={values.notes}
          aria-invalid={notesError === undefined ? undefined : true}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
        {notesError !== undefined && <p className="field-error">{notesError}</p>}
      </div>
      <div className="change-booking-pair">
        <div className="field">
          <label htmlFor={occasionId}>Occasion</label>
          <select
            id={occasionId}
            value={values.occasionType}
            onChange={(event) => onChange({ occasionType: event.target.value as OccasionType | "" })}
          >
            <option value="">None</option>
            {OCCASION_TYPES.map((type) => (
              <option key={type} value={type}>
                {OCCASION_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Occasion note"
          value={values.occasionNote}
          autoComplete="off"
          error={errorOf("occasionNote")}
          onChange={(event) => onChange({ occasionNote: event.target.value })}
        />
      </div>
    </>
  );
}
