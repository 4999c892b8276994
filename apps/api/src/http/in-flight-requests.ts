import type { ServerResponse } from "node:http";

/**
 * The requests whose handlers are still running, and whether the process is draining. A handler
 * can outlive its response (the response deadline answers first), so the database may close only
 * once this set is empty, not merely once every connection has gone.
 */
export class InFlightRequests {
  private readonly running = new Set<ServerResponse>();
  private draining = false;
  private idleWaiters: Array<() => void> = [];

  get count(): number {
    return this.running.size;
  }

  enter(res: ServerResponse): void {
    this.running.add(res);
    if (this.draining) closeAfterResponse(res);
  }

  leave(res: ServerResponse): void {
    this.running.delete(res);
    if (this.running.size === 0) this.wakeIdleWaiters();
  }

  /** From now on every response, including those already being prepared, closes its connection. */
  startDraining(): void {
    this.draining = true;
    for (const res of this.running) closeAfterResponse(res);
  }

  /** Resolves once no handler is running. */
  whenIdle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }
}

// `Connection: close` tells a keep-alive client to reconnect (and find the port closed), and makes
// Node end the socket once this response is written.
function closeAfterResponse(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
}
