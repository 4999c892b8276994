export interface CappedText {
  text: string;
  truncated: boolean;
}

/**
 * The longest prefix of `text` that fits in `maxBytes` of UTF-8, cut on a character boundary,
 * and whether anything was cut off.
 *
 * @example
 * capUtf8("héllo", 2) // { text: "h", truncated: true }: "é" takes two bytes and would not fit
 */
export function capUtf8(text: string, maxBytes: number): CappedText {
  // A UTF-16 unit never takes more than three bytes of UTF-8: most texts skip the encoding.
  if (text.length * 3 <= maxBytes) return { text, truncated: false };
  // Measuring needs no copy; most bodies fit, and only a text that does not is encoded.
  if (Buffer.byteLength(text, "utf8") <= maxBytes) return { text, truncated: false };
  const bytes = Buffer.from(text, "utf8");
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) so no character is split.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return { text: bytes.subarray(0, end).toString("utf8"), truncated: true };
}
