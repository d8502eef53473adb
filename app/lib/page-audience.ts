/**
 * Who a page's content is for, as its route declares it in `handle.audience` (ADR 0058). The server reads
 * it before rendering (server/http/page-audience.ts) and it alone decides where a page may be kept:
 *
 * - `everyone`: the page shows only what every visitor may read (the read policy, server/read-policy.ts,
 *   gives a visitor nothing else). Rendered for a visitor, it is kept in memory once for all of them and a
 *   shared cache (nginx, a CDN) may keep it; rendered for a member, it is kept for that member alone.
 * - `reader`: rendered for whoever asked (their dashboard, their notifications, a form). Never kept by the
 *   server nor by a shared cache; the service worker may keep a copy for offline reading on the reader's
 *   own device, apart from the public ones when a member is signed in (app/service-worker/rules.ts).
 * - `secret`: shows the account's secrets (its email and sessions, two-factor keys, recovery codes, a reset
 *   link): kept nowhere, not even offline on the reader's device, where a later reader of a shared
 *   computer could find it.
 *
 * Every route declares one: a test reads the route table and fails on a route that does not.
 */
export type PageAudience = "everyone" | "reader" | "secret";

const PAGE_AUDIENCES: readonly PageAudience[] = ["everyone", "reader", "secret"];

/**
 * A route's `handle`: `export const handle: PageHandle = { audience: "reader" };`. Written out in each
 * route rather than imported as a constant: the handle ships in the route's browser module, and a shared
 * constant cost every page a module import (a guide page's JavaScript is held to 120 KB).
 */
export interface PageHandle {
  audience: PageAudience;
  /** A reading page (app/lib/deferred-hydration.ts, READING_PAGE). */
  hydrateOnFirstUse?: true;
}

/** The audience a route's `handle` declares, or undefined when it declares none. */
export function declaredAudience(handle: unknown): PageAudience | undefined {
  if (typeof handle !== "object" || handle === null || !("audience" in handle)) return undefined;
  const audience = (handle as { audience: unknown }).audience;
  return PAGE_AUDIENCES.find((known) => known === audience);
}
