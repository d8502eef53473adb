import type { ServerBuild } from "react-router";
import { declaredAudience, type PageAudience } from "../../app/lib/page-audience";
import { unlocalizedPath } from "../../common/locale-path";

/** The audience of the page at an address, as its route declares it (app/lib/page-audience.ts, ADR 0058). */
export type PageAudienceOf = (pathname: string) => PageAudience;

/** Addresses whose audience is remembered; one that is not is matched again (about 2 µs). */
const REMEMBERED_ADDRESSES = 4096;

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * The audience of each address, read from the route modules of a server build. Every locale has the one
 * route table under its basename (ADR 0069), so an address is matched without its locale prefix. A `.data`
 * address is its page's (`/_root.data` and `/ar/_root.data` are the home page's), as React Router reads it. An address no route declares an audience for (none should: a
 * test checks) is `reader`: kept by no server.
 *
 * The table is ranked once, as React Router ranks it (`rankedRoutes`), and each route's pattern compiled
 * once: `matchRoutes` ranks the table and compiles every pattern it tries on each call, 260 µs an address,
 * which every permalink of the long tail would pay. A test checks that both find the same route for every
 * route of the table in every locale.
 */
export function pageAudiences(build: Pick<ServerBuild, "routes">): PageAudienceOf {
  const ranked = rankedRoutes(Object.values(build.routes).filter((route): route is ServerRoute => !!route));
  const remembered = new Map<string, PageAudience>();
  return (pathname) => {
    let audience = remembered.get(pathname);
    if (audience) return audience;
    // React Router matches without regard to case, /ES/settings as /es/settings: so does the prefix here.
    const unprefixed = unlocalizedPath(pathname.replace(/^\/[^/]+/, (first) => first.toLowerCase()));
    const path =
      unprefixed === "/_root.data" ? "/" : unprefixed.endsWith(".data") ? unprefixed.slice(0, -5) : unprefixed;
    const route = ranked.find(({ pattern }) => pattern.test(path));
    audience = (route && declaredAudience(route.handle)) || "reader";
    if (remembered.size >= REMEMBERED_ADDRESSES) remembered.clear();
    remembered.set(pathname, audience);
    return audience;
  };
}

interface RankedRoute {
  id: string;
  path: string;
  pattern: RegExp;
  handle: unknown;
}

/**
 * The routes in the order React Router tries them (its `flattenRoutes` and `rankRouteBranches`): each by
 * its whole path, children before their parent, ranked by score (a static segment 10, a parameter 3, an
 * empty one 1, a splat -2, an index route 2 more, plus the count of segments), a tie in the table's order.
 * Patterns as its `compilePath` makes them: case-insensitive, a parameter one segment, a trailing slash
 * allowed.
 */
function rankedRoutes(routes: ServerRoute[]): RankedRoute[] {
  const flat: (RankedRoute & { score: number })[] = [];
  const visit = (parentId: string | undefined, parentPath: string) => {
    for (const route of routes.filter((candidate) => candidate.parentId === parentId)) {
      const path = [parentPath, route.path ?? ""].join("/").replace(/\/\/+/g, "/");
      visit(route.id, path);
      if (route.path === undefined && !route.index) continue;
      flat.push({
        id: route.id,
        path,
        pattern: compiled(path, route.caseSensitive),
        handle: route.module.handle,
        score: score(path, route.index),
      });
    }
  };
  visit(undefined, "");
  return flat.sort((a, b) => b.score - a.score);
}

function score(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  const splat = segments.includes("*");
  let total = segments.length + (splat ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

function compiled(path: string, caseSensitive: boolean | undefined): RegExp {
  const splat = path.endsWith("*");
  const source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:[\w-]+/g, "/[^\\/]+") +
    (splat ? (path === "*" || path === "/*" ? ".*$" : "(?:\\/.+|\\/*)$") : "\\/*$");
  return new RegExp(source, caseSensitive ? undefined : "i");
}
