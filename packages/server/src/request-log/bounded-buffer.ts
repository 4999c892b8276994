/**
 * A first-in-first-out buffer with a cap on both entries and (approximate) bytes. A push that
 * would pass either cap is refused rather than waiting or growing: the caller counts it as dropped.
 */
export class BoundedBuffer<Item> {
  private items: Array<{ item: Item; bytes: number }> = [];
  private heldBytes = 0;

  constructor(
    private readonly maxItems: number,
    private readonly maxBytes: number,
  ) {}

  get length(): number {
    return this.items.length;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  /** Whether the item was taken. */
  push(item: Item, bytes: number): boolean {
    if (this.items.length >= this.maxItems || this.heldBytes + bytes > this.maxBytes) return false;
    this.items.push({ item, bytes });
    this.heldBytes += bytes;
    return true;
  }

  /** Removes and returns up to `count` of the oldest items. */
  take(count: number): Item[] {
    const taken = this.items.splice(0, count);
    for (const entry of taken) this.heldBytes -= entry.bytes;
    return taken.map((entry) => entry.item);
  }
}
