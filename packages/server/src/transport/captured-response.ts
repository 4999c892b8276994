import { EventEmitter } from "node:events";

/**
 * Stands in for the ServerResponse that trpc-to-openapi writes to, so its answer can be checked
 * (and its error body replaced by ours) before anything reaches the socket.
 */
export class CapturedResponse extends EventEmitter {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  body: string | undefined;
  writableEnded = false;

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    return this;
  }

  end(body?: string): this {
    this.body = body;
    this.writableEnded = true;
    return this;
  }
}
