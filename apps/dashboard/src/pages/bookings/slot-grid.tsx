/**
 * The day's start times for one party size: open ones and full ones, told apart by a word and a
 * mark as well as by colour, exactly as GET /availability answers them.
 */
export function SlotGrid({
  availableSlots,
  fullSlots,
  partySize,
}: {
  availableSlots: string[];
  fullSlots: string[];
  partySize: number;
}) {
  const full = new Set(fullSlots);
  const slots = [...availableSlots, ...fullSlots].sort();
  return (
    <section className="card" aria-labelledby="slot-grid-title">
      <h2 id="slot-grid-title">Slots for a party of {partySize}</h2>
      {slots.length === 0 ? (
        <p data-testid="no-slots">No slots on this day: the restaurant is closed or the day is outside the booking window.</p>
      ) : (
        <>
          <p className="muted">
            {availableSlots.length} open, {fullSlots.length} full.
          </p>
          <ul className="slot-grid" data-testid="slot-grid">
            {slots.map((slot) => {
              const isFull = full.has(slot);
              return (
                <li key={slot} className={isFull ? "slot full" : "slot open"}>
                  <span className="slot-time">{slot}</span>
                  <span className="slot-state">
                    <span aria-hidden="true">{isFull ? "✕ " : "✓ "}</span>
                    {isFull ? "Full" : "Open"}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
