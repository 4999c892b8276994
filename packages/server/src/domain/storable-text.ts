/**
 * Text from outside (a request body, a receiver's answer) as PostgreSQL text can hold it: a NUL
 * there is refused, and one stray byte must not cost the whole row or batch, so it becomes U+FFFD.
 */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD");
}
