import { forEachOpenApiProcedure, getPathRegExp, normalizePath } from "trpc-to-openapi";
import { appRouter } from "../root.js";

interface Route {
  pattern: RegExp;
  method: string;
}

/**
 * The methods the REST router answers at a path (`[]` for a path it does not know), matched the
 * way trpc-to-openapi matches them, from the same procedures. A wrong method on a known path is
 * then 405 rather than the router's 404.
 */
export function createRestRouteTable(): (path: string) => string[] {
  const routes: Route[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ meta }) => {
    routes.push({ pattern: getPathRegExp(normalizePath(meta.openapi.path)), method: meta.openapi.method });
  });
  return (path) => {
    const normalized = normalizePath(path);
    return routes.filter((route) => route.pattern.test(normalized)).map((route) => route.method);
  };
}
