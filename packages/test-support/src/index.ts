export { withDatabaseName } from "./database-name.js";
export {
  encodeForUrl,
  hostileHeaders,
  hostileHeaderValue,
  hostileJsonValue,
  hostileNumber,
  hostileQueryValue,
  hostileString,
  mutatedBody,
  sometimesValid,
  wireBody,
} from "./hostile-input.js";
export type { HeaderScenario } from "./hostile-input.js";
export { callApi } from "./http.js";
export type { ApiRequest, ApiResponse } from "./http.js";
export { createMigratedPgliteDataDir } from "./pglite-data-dir.js";
export { startPrivatePostgres } from "./private-postgres.js";
export type { PrivatePostgres } from "./private-postgres.js";
export { present } from "./present.js";
export { createTestClock } from "./test-clock.js";
export type { TestClock } from "./test-clock.js";
export { createTestDatabase } from "./test-database.js";
export type { TestDatabase } from "./test-database.js";
export {
  BIDI_CONTROLS,
  codePointName,
  formatCharacterMessage,
  INVISIBLE_FORMAT_CHARACTERS,
  nameHolding,
  ORDINARY_NAMES,
  REFUSED_CHARACTERS,
  STRAY_JOINERS,
} from "./unshowable-text.js";
export { seedWaitingDeliveries } from "./waiting-deliveries.js";
export type { WaitingDeliveries } from "./waiting-deliveries.js";
export { startWebhookReceiver } from "./webhook-receiver.js";
export type { ReceivedWebhook, ReceiverScript, WebhookReceiver } from "./webhook-receiver.js";
