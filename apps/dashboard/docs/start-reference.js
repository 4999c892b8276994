// Renders the OpenAPI document served by this same process. A plain script file (no inline code):
// the page runs under `script-src 'self'`.
/* global SwaggerUIBundle */
window.referenceUi = SwaggerUIBundle({
  url: "/api/external/v1/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  // The public validator badge would call swagger.io: the machines serving this page may have no internet.
  validatorUrl: null,
  // Operations open read-only; "Try it out" on each one calls this API with your key and merchant id.
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
