/**
 * Headers on every dashboard and reference response. The Content-Security-Policy allows scripts,
 * styles and connections from this origin only: an injected inline script or style, or a script
 * from anywhere else, does not run. Nothing may frame the pages (clickjacking).
 */
const SHARED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const DASHBOARD_CSP = [...SHARED_DIRECTIVES, "style-src 'self'", "img-src 'self'", "connect-src 'self'"].join("; ");

/**
 * Swagger UI sets element styles from script and draws its icons as data: images; both are
 * allowed on /docs only. Inline <script> and <style> stay refused.
 */
export const DOCS_CSP = [...SHARED_DIRECTIVES, "style-src 'self'", "img-src 'self' data:", "connect-src 'self'"].join("; ");

export function pageSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
