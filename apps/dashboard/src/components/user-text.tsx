/**
 * Text that someone else typed (a guest's name, an email, a display name, a merchant's name, a
 * URL, a logged request's path), isolated from the page around it with <bdi>.
 *
 * The server refuses bidi controls in new text, but rows stored before that, and the request log
 * (which keeps what arrived, as it arrived), can still hold them. Inside <bdi> a U+202E
 * reorders only the text itself, never the label, the "(you)" or the cell after it; and the
 * text takes its direction from its own first letter, so an Arabic name reads right to left
 * on an English page without dragging the punctuation next to it along.
 */
export function UserText({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}
