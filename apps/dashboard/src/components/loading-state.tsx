/** A polite "still loading" line that screen readers announce. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="loading-state" role="status">
      {label}…
    </p>
  );
}
