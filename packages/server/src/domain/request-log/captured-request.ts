/** Who a request belongs to: the merchant of the valid key it carried, and that key's prefix. */
export interface RequestLogCaller {
  merchantId: string;
  keyPrefix: string;
}

/**
 * What the transport and the procedures note about a request while it runs, for the request log.
 * Mutated in place: tRPC hands each middleware a copy of the context, but they all share this object.
 */
export interface RequestLogFacts {
  receivedAt: Date;
  /** performance.now() when the transport took the request. */
  startedAt: number;
  /** The endpoint's operationId, once routed. */
  operation?: string | undefined;
  /** Set as soon as the key is known to be valid, before the merchant checks that may refuse it. */
  caller?: RequestLogCaller;
  /** The body as received, when there was one. */
  requestBody?: string;
}

/**
 * One answered request as the transport hands it over. Nothing here is serialised, capped or
 * redacted yet: that work happens when the batch is written, off the request path.
 */
export interface CapturedRequest extends RequestLogCaller {
  receivedAt: Date;
  method: string;
  /** Path and query as received. */
  url: string;
  operation: string;
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
  clientAddress: string | null;
  /** Only allow-listed headers; never Authorization. */
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  requestBody: string | undefined;
  /** The JSON text sent, or the error body object (serialised when written). */
  responseBody: string | object | undefined;
}

/** Where the transport puts captured requests; must return at once. */
export interface RequestLogSink {
  record(entry: CapturedRequest): void;
}
