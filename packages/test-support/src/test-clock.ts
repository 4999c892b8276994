/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  set(instant: string | Date): void;
  advance(milliseconds: number): void;
}

export function createTestClock(start: string | Date): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (milliseconds) => {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
