/** The path of a request target, without its query string: `/a/b?x=1` -> `/a/b`. */
export function requestPath(url: string | undefined): string {
  const target = url || "/";
  const queryStart = target.indexOf("?");
  return queryStart === -1 ? target : target.slice(0, queryStart);
}
