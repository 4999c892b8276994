/** The receiver code the Webhooks page shows; a test runs it against a signed delivery. */
export const VERIFY_SNIPPET = `import { verifyWebhook } from "@reservation-api/sdk";

// rawBody: the request body exactly as received, before any JSON parsing.
const event = await verifyWebhook(rawBody, request.headers, secret);
console.log(event.type, event.data);`;
