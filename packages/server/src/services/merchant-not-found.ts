import { refuse, type Refusal } from "../errors/refusal.js";

/** The refusal for a merchant id that names no merchant (the admin CLI and the operator meet it). */
export function merchantNotFound(merchantId: string): Refusal {
  return refuse("NOT_FOUND", `No merchant ${merchantId}`);
}
