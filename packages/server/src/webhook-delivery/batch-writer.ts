/**
 * Group commit: items handed in while a write is running go together in the next one. An item is
 * never held back for another's sake (the first goes at once); under load the batches grow by
 * themselves, so the commits are paid per batch rather than per item.
 */
export class BatchWriter<Item> {
  private queued: Array<{ item: Item; done: (error?: Error) => void }> = [];
  private writing: Promise<void> | undefined;

  constructor(private readonly write: (items: Item[]) => Promise<void>) {}

  /** Resolves once the item is written; rejects with the error of its batch's write. */
  add(item: Item): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      this.writing ??= this.drain();
    });
  }

  /** Resolves once everything handed in so far is written (or failed). */
  async flushed(): Promise<void> {
    while (this.writing !== undefined) await this.writing;
  }

  private async drain(): Promise<void> {
    // Yield first, so `writing` is set before the loop can end and clear it.
    await Promise.resolve();
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0);
      try {
        await this.write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.done();
      } catch (error) {
        // Callers are handed an Error whatever the write threw; a non-Error stays as the cause.
        const failure = error instanceof Error ? error : new Error("The write failed", { cause: error });
        for (const entry of batch) entry.done(failure);
      }
    }
    this.writing = undefined;
  }
}
