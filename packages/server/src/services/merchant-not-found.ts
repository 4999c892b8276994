import { ServiceError } from "../errors/service-error.js";

export class MerchantNotFoundError extends ServiceError {
  override readonly name = "MerchantNotFoundError";
  constructor(readonly merchantId: string) {
    super("NOT_FOUND", `No merchant ${merchantId}`);
  }
}
