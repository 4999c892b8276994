import type { ThrottleDecision } from "./sign-in-throttle.js";

/**
 * Remembers, in one process, which throttling scopes the database found full and until when,
 * so a burst's later attempts are refused without a database round trip each. Forgetting is
 * always safe (the database decides again), so past `capacity` entries the expired ones go,
 * and all of them if that is not enough. Remembering can only refuse an attempt the database
 * might have let in when one of the attempts in flight at the time succeeded and freed its slot.
 */
export class RefusedScopes {
  readonly #until = new Map<string, number>();

  constructor(readonly capacity: number) {}

  remember(scopes: readonly string[], until: Date, now: Date): void {
    if (this.#until.size + scopes.length > this.capacity) this.#forgetExpired(now.getTime());
    if (this.#until.size + scopes.length > this.capacity) this.#until.clear();
    for (const scope of scopes) this.#until.set(scope, Math.max(until.getTime(), this.#until.get(scope) ?? 0));
  }

  /** The refusal for an attempt under these scopes, if one of them is known to be full now. */
  refusal(scopes: readonly string[], now: Date): ThrottleDecision | undefined {
    const until = Math.max(0, ...scopes.map((scope) => this.#until.get(scope) ?? 0));
    if (until <= now.getTime()) return undefined;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }

  #forgetExpired(now: number): void {
    for (const [scope, until] of this.#until) if (until <= now) this.#until.delete(scope);
  }
}
