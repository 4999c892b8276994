/**
 * The query string as trpc-to-openapi expects it in `req.query`: every value of each name, in
 * order. Left to itself the router collects them into a plain object, where a parameter named
 * `valueOf`, `constructor` or `__proto__` meets Object.prototype and crashes it into a 500; this
 * object has no prototype. `__proto__` is dropped outright: no parameter of ours has that name,
 * and unknown parameters are ignored anyway.
 */
export function queryParametersOf(url: string): Record<string, string[]> {
  const parameters = Object.create(null) as Record<string, string[]>;
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return parameters;
  new URLSearchParams(url.slice(queryStart + 1)).forEach((value, name) => {
    if (name === "__proto__") return;
    (parameters[name] ??= []).push(value);
  });
  return parameters;
}
