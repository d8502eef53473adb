import type { MiddlewareHandler } from "hono";

const SECURE = /;\s*secure\s*(;|$)/i;

/**
 * Under an https PUBLIC_URL every cookie the server sets is `Secure`, whoever set it: better-auth (which
 * decides from the same URL), the known-device mark, the flash message and its clearing, and any cookie
 * added later. One place at the edge of every answer decides, as HSTS is decided beside it, so no cookie
 * can forget (issue #29, S6). Over plain http (development, tests) cookies stay as set: a browser would
 * not send a Secure cookie back to an http address other than localhost.
 */
export function secureCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const cookies = c.res.headers.getSetCookie();
    if (cookies.every((cookie) => SECURE.test(cookie))) return;
    c.res.headers.delete("Set-Cookie");
    for (const cookie of cookies)
      c.res.headers.append("Set-Cookie", SECURE.test(cookie) ? cookie : `${cookie}; Secure`);
  };
}
