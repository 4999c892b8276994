import { useState } from "react";
import type { OccasionType } from "@reservation-api/contract";
import { UserText } from "../../components/user-text.js";
import { OCCASION_LABELS } from "./booking-status.js";

/**
 * Notes longer than this (up to 1,000 characters are accepted) start folded to three lines, so
 * one talkative guest does not stretch the day's table; the whole text stays in the page, where a
 * screen reader reads it all, and a button unfolds it for the eye.
 */
const FOLDED_NOTES_LENGTH = 140;
const FOLDED_NOTES_LINES = 3;

interface BookingNotesProps {
  bookingRef: string;
  occasionType: OccasionType | null;
  occasionNote: string | null;
  notes: string | null;
}

/** What the guest told the restaurant: the occasion (its type and note), then their notes; all of it typed by someone else, so isolated. */
export function BookingNotes({ bookingRef, occasionType, occasionNote, notes }: BookingNotesProps) {
  const note = givenText(occasionNote);
  const guestNotes = givenText(notes);
  if (occasionType === null && note === undefined && guestNotes === undefined) return <span className="muted">None</span>;
  return (
    <div className="booking-notes">
      {(occasionType !== null || note !== undefined) && (
        <p className="booking-occasion" data-testid="booking-occasion">
          <span className="occasion-type">{occasionType === null ? "Occasion" : OCCASION_LABELS[occasionType]}</span>
          {note !== undefined && (
            <>
              : <UserText>{note}</UserText>
            </>
          )}
        </p>
      )}
      {guestNotes !== undefined && <GuestNotes bookingRef={bookingRef} text={guestNotes} />}
    </div>
  );
}

function GuestNotes({ bookingRef, text }: { bookingRef: string; text: string }) {
  const [unfolded, setUnfolded] = useState(false);
  const foldable = text.length > FOLDED_NOTES_LENGTH || text.split("\n").length > FOLDED_NOTES_LINES;
  const textId = `notes-of-${bookingRef}`;
  return (
    <>
      <p id={textId} className={foldable && !unfolded ? "guest-notes folded" : "guest-notes"} data-testid="booking-notes">
        <UserText>{text}</UserText>
      </p>
      {foldable && (
        <button
          type="button"
          className="text-button"
          aria-expanded={unfolded}
          aria-controls={textId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? "Show less" : "Show all"}
          <span className="visually-hidden"> notes of booking {bookingRef}</span>
        </button>
      )}
    </>
  );
}

/** Absent and blank read the same to the restaurant: nothing was said. */
function givenText(text: string | null): string | undefined {
  return text === null || text.trim() === "" ? undefined : text;
}
