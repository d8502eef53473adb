import { OFFLINE_HEADER, READER_HEADER } from "../../app/service-worker/rules";
import { unlocalizedPath } from "../../common/locale-path";

/**
 * The one list of pages the service worker never keeps for offline (ADR 0046): they show secrets that a
 * later reader of a shared computer must not find there. Settings and everything under it (the account's
 * email, the sessions with their addresses, two-factor's key and recovery codes, data export links), and
 * the sign-in pages (a two-factor challenge, a reset link), in every language and as `.data`.
 */
const SHOWS_SECRETS = /^\/(settings|auth)(\/|\.data$|$)/;

/** Whether a page at this address shows secrets. */
export function showsSecrets(pathname: string): boolean {
  return SHOWS_SECRETS.test(unlocalizedPath(pathname));
}

/**
 * Tells the service worker what it may keep of a page the server rendered: who it was rendered for
 * (a `visitor` answer tells the worker the member is gone), and `X-Offline: never` on a page that shows
 * secrets. The worker keeps nothing the server has not marked so (app/service-worker/rules.ts, copyOf).
 */
export function markForOffline(headers: Headers, pathname: string, signedIn: boolean) {
  headers.set(READER_HEADER, signedIn ? "member" : "visitor");
  if (showsSecrets(pathname)) headers.set(OFFLINE_HEADER, "never");
}
