import type { ServerEvent } from "./server-event.js";

export type ServerEventListener = (event: ServerEvent) => void;

/** Where the server reports what happened, for whoever subscribed (a metrics exporter, tests). */
export interface Observer {
  /** Calls `listener` with every event from now on; returns the function that stops it. */
  subscribe(listener: ServerEventListener): () => void;
  emit(event: ServerEvent): void;
  /** False while nobody listens: a caller may skip building an event that costs something. */
  readonly listening: boolean;
}

/**
 * A synchronous, typed event emitter. Listeners run on the emitting request's path, so they must
 * be quick (count, queue, return). One that throws never breaks the request: its error is caught
 * and reported once per listener through `onListenerError`, the next ones are still called.
 */
export function createObserver(onListenerError: (error: unknown) => void = () => {}): Observer {
  let listeners: readonly ServerEventListener[] = [];
  const reported = new WeakSet<ServerEventListener>();
  return {
    subscribe(listener) {
      // A new array each time, so a listener that unsubscribes while an event is emitted does not
      // shift the list being walked.
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((other) => other !== listener);
      };
    },
    emit(event) {
      if (listeners.length === 0) return;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          if (reported.has(listener)) continue;
          reported.add(listener);
          onListenerError(error);
        }
      }
    },
    get listening() {
      return listeners.length > 0;
    },
  };
}
