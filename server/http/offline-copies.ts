import { OFFLINE_HEADER, READER_HEADER } from "../../app/service-worker/rules";
import type { PageAudience } from "../../app/lib/page-audience";

/**
 * Tells the service worker what it may keep of a page the server rendered (ADR 0046, ADR 0058): who it
 * was rendered for (a `visitor` answer tells the worker the member is gone), and `X-Offline: never` on a
 * page whose route says it shows the account's secrets (`secret`: settings, two-factor's keys and
 * recovery codes, the sign-in pages with a reset link or a challenge), which a later reader of a shared
 * computer must not find there. The worker keeps nothing the server has not marked so
 * (app/service-worker/rules.ts, copyOf).
 */
export function markForOffline(headers: Headers, audience: PageAudience, signedIn: boolean) {
  headers.set(READER_HEADER, signedIn ? "member" : "visitor");
  if (audience === "secret") headers.set(OFFLINE_HEADER, "never");
}
