/** How many tasks may run at once, in all and for one key. */
export interface KeyedLimits {
  concurrency: number;
  perKey: number;
}

export interface KeyedLimiter {
  /** Runs `task` once a slot is free for it: waiting keys take turns, oldest waiter of each first. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting (for tests and logs). */
  stats(): { running: number; waiting: number };
}

/**
 * A concurrency limit with fairness between keys (client addresses): a key with a hundred
 * waiting tasks gets one turn, then a key with one waiting task gets its turn, and no key ever
 * holds more than `perKey` slots. So one client's burst queues behind itself, not in front of
 * everybody else. Libraries like p-limit keep one FIFO queue, where a burst that arrived first
 * would be served first in full.
 */
export function createKeyedLimiter(limits: KeyedLimits): KeyedLimiter {
  let running = 0;
  const runningByKey = new Map<string, number>();
  // Insertion order is the turn order: a key that was served goes to the back.
  const waitingByKey = new Map<string, Array<() => void>>();

  const hasRoom = (key: string) => running < limits.concurrency && (runningByKey.get(key) ?? 0) < limits.perKey;

  // Slots are taken at once when a task is let in (not when its promise resumes), so one pass
  // of startNext never lets in more than there is room for.
  function claim(key: string): void {
    running += 1;
    runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
  }

  function release(key: string): void {
    running -= 1;
    const left = (runningByKey.get(key) ?? 1) - 1;
    if (left === 0) runningByKey.delete(key);
    else runningByKey.set(key, left);
    // The key that just had a turn waits behind every other waiting key.
    const waiters = waitingByKey.get(key);
    if (waiters) {
      waitingByKey.delete(key);
      waitingByKey.set(key, waiters);
    }
  }

  function enqueue(key: string, letIn: () => void): void {
    const waiters = waitingByKey.get(key);
    if (waiters) waiters.push(letIn);
    else waitingByKey.set(key, [letIn]);
  }

  function startNext(): void {
    for (const [key, waiters] of waitingByKey) {
      if (running >= limits.concurrency) return;
      if (!hasRoom(key)) continue;
      const letIn = waiters.shift() as () => void;
      waitingByKey.delete(key);
      if (waiters.length > 0) waitingByKey.set(key, waiters);
      claim(key);
      // On a later turn of the event loop: a queue of tasks whose work resolves at once (an
      // embedded database answers without I/O) would otherwise run as one unbroken chain of
      // promise callbacks, and no other request could even be read until it ended.
      setImmediate(letIn);
    }
  }

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (hasRoom(key) && !waitingByKey.has(key)) claim(key);
    else await new Promise<void>((letIn) => enqueue(key, letIn));
    try {
      return await task();
    } finally {
      release(key);
      startNext();
    }
  }

  return {
    run,
    stats: () => ({
      running,
      waiting: [...waitingByKey.values()].reduce((total, waiters) => total + waiters.length, 0),
    }),
  };
}
