import { isIpLiteral, isPublicAddress, stripBrackets } from "../address-safety.js";

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The checks that need no name lookup: the scheme, no credentials, and an IP literal host must
 * be public. A host name is checked against its resolved addresses separately, when saved and
 * again when connecting. `allowPrivate` (development and tests) permits http and local targets.
 */
export function checkEndpointUrl(raw: string, allowPrivate: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "Expected an absolute URL" };
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return { ok: false, reason: "Webhook URLs must use https" };
  }
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "Webhook URLs must not contain credentials" };
  if (!allowPrivate && isIpLiteral(url.hostname) && !isPublicAddress(stripBrackets(url.hostname))) {
    return { ok: false, reason: "Webhook URLs must not point at private, loopback, link-local or metadata addresses" };
  }
  return { ok: true, url };
}
