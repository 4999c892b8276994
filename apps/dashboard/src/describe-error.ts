import { retryAfterSeconds, trpcErrorCode } from "./trpc.js";

/** One sentence for a failed call: the server's own message when it gave one, or what the failure means. */
export function describeError(error: unknown): string {
  const code = trpcErrorCode(error);
  const message = error instanceof Error ? error.message : "";
  switch (code) {
    case undefined:
      return "The server could not be reached. Check your connection and try again.";
    case "UNAUTHORIZED":
      return "Your session has ended. Sign in again.";
    case "FORBIDDEN":
      return message === "" ? "Your role does not allow this. Ask an admin of your team." : message;
    case "TOO_MANY_REQUESTS": {
      const seconds = retryAfterSeconds(error);
      return seconds === undefined
        ? "Too many attempts. Wait a little and try again."
        : `Too many attempts. Try again in ${seconds} seconds.`;
    }
    case "INTERNAL_SERVER_ERROR":
      return "Something went wrong on our side. Try again; if it keeps failing, quote the request id below.";
    default:
      return message === "" ? "The request failed." : message;
  }
}
