import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { isErrorCode } from "@reservation-api/contract/error-codes";
import { HEADER } from "@reservation-api/contract/headers";
import { ReservationApiError } from "../errors/reservation-api-error.js";
import { ReservationConnectionError, ReservationTimeoutError } from "../errors/reservation-connection-error.js";
import type { ErrorCode } from "../types.js";
import type { ResolvedClientOptions } from "./client-options.js";
import { readErrorBody } from "./error-body.js";
import { CONDITIONAL_CHANGE_RETRY, retryPolicy } from "./retry-policy.js";

export interface RequestOptions {
  searchParams?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Reported on errors so a create can be retried safely with the same key. */
  idempotencyKey?: string;
  /** A change sent with If-Match: retried only when the API certainly did nothing (see retry-policy). */
  conditional?: boolean;
}

export interface ApiResult<Data> {
  data: Data;
  response: Response;
}

/** The one place HTTP happens: authentication headers, retries and error translation. */
export class HttpClient {
  private readonly ky: KyInstance;

  constructor(options: ResolvedClientOptions) {
    this.ky = ky.create({
      prefixUrl: options.prefixUrl,
      timeout: options.timeout,
      retry: retryPolicy(options),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      headers: {
        [HEADER.authorization]: `Bearer ${options.apiKey}`,
        [HEADER.merchantId]: options.merchantId,
        "User-Agent": options.userAgent,
      },
    });
  }

  async request<Data>(method: "get" | "post" | "patch", path: string, options: RequestOptions = {}): Promise<ApiResult<Data>> {
    let response: Response;
    try {
      response = await this.ky(path, {
        method,
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        ...(options.json === undefined ? {} : { json: options.json }),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.conditional ? { retry: CONDITIONAL_CHANGE_RETRY } : {}),
      });
    } catch (error) {
      throw await translateError(error, options.idempotencyKey);
    }
    return { data: (await response.json()) as Data, response };
  }
}

async function translateError(error: unknown, idempotencyKey: string | undefined): Promise<Error> {
  if (error instanceof HTTPError) return apiErrorFrom(error.response, idempotencyKey);
  if (error instanceof TimeoutError) {
    return new ReservationTimeoutError("The API did not answer in time", idempotencyKey, { cause: error });
  }
  if (error instanceof Error && error.name === "AbortError") return error;
  return new ReservationConnectionError("Could not reach the API", idempotencyKey, { cause: error });
}

async function apiErrorFrom(response: Response, idempotencyKey: string | undefined): Promise<ReservationApiError> {
  const body = await readErrorBody(response);
  const code = body && isErrorCode(body.code) ? body.code : codeForStatus(response.status);
  return new ReservationApiError({
    status: response.status,
    code,
    message: body?.message ?? `Unexpected answer ${response.status} from the API`,
    requestId: body?.requestId ?? response.headers.get(HEADER.requestId) ?? undefined,
    fieldErrors: body?.errors ?? [],
    alternatives: body?.alternatives ?? [],
    existingBooking: body?.existingBooking,
    idempotencyKey,
  });
}

/** For answers without the API's error body (a proxy's 502, say): the closest documented code. */
function codeForStatus(status: number): ErrorCode {
  if (status === 404) return "NOT_FOUND";
  if (status === 405) return "METHOD_NOT_ALLOWED";
  if (status === 412) return "PRECONDITION_FAILED";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  return "INTERNAL_ERROR";
}
