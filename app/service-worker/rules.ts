// What the service worker does with each request, as plain functions: the worker (./worker.ts) and its
// unit test share them, and the page (app/features/offline) shares the message types. No DOM and no
// worker globals here.
import { prefixedLocales } from "../../common/locales";
import { MEMBER_HINT_KEY } from "../lib/member-hint-key";

/** The page shown for a page that was never saved on this device (prerendered, precached). */
export const OFFLINE_PAGE = "/offline";
/** On a kept copy: when it was fetched (ISO 8601), for the "offline copy from <time>" banner. */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
/** Set on <html> of a page answered from a kept copy: the page's banner reads it. */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";
/**
 * Kept at install as a visitor sees them (no cookies sent): the first-week checklist is server-rendered
 * (a member sees their ticks), so it is not in the precache list, which the browser fetches with cookies.
 */
export const VISITOR_PAGES = ["/start", "/start.data"];

/** Between the page and the worker. */
export type WorkerMessage =
  | { type: "skip-waiting" }
  | { type: "claim" }
  | { type: "purge" }
  /** From a page as it starts; answered with "kept-for-offline" once what it needs offline is kept. */
  | { type: "keep-for-offline"; locale: string; member: boolean }
  | { type: "kept-for-offline"; locale: string }
  | { type: "offline-copy"; path: string; date: string };

/** The precache's key for a request: pages and their data by path alone (`?_routes=` asks for a subset). */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
  if (path.endsWith(".data") || !path.startsWith("/assets/")) return new URL(path, url).href;
  return url.href;
}

/**
 * Set by the server on every page it renders (and on the session check): who it was rendered for,
 * `member` or `visitor` (nobody signed in). A `visitor` answer tells the worker the member is gone from
 * this browser: signed out here or elsewhere, or their session ended (ADR 0046).
 */
export const READER_HEADER = "X-Reader";
/** Set by the server to `never` on a page that shows secrets: the worker keeps no copy of it (ADR 0046). */
export const OFFLINE_HEADER = "X-Offline";

/** What the worker does with a page the network answered (see `copyOf`). */
export type Copy = "member" | "public" | "none";

/**
 * Which copy the worker keeps of a page the network answered, as the server declared it: none of a page
 * that shows secrets (`X-Offline: never`), nor of a page rendered for no one the server named (a refusal,
 * an error); a member's page apart from the public ones, so that it can go when the member does. A
 * prerendered page (`prerendered`: the locale copy of a precached guide) is the same for everyone.
 */
export function copyOf(response: Response, prerendered: boolean): Copy {
  // Only the site's own answers ("basic"; "default" is one made here): not an opaque redirect, nor a redirect followed.
  if (response.status !== 200 || response.redirected || !["basic", "default"].includes(response.type)) return "none";
  if (response.headers.get(OFFLINE_HEADER) === "never") return "none";
  const reader = response.headers.get(READER_HEADER);
  if (reader === "member") return "member";
  return reader === "visitor" || prerendered ? "public" : "none";
}

/**
 * Whether the network says a page is gone (a post removed or deleted, a group's post to a member removed
 * from the group): the copies kept of it, and of its data, go, so that offline it is not shown again.
 */
export const saysPageGone = (response: Response): boolean => response.status === 404 || response.status === 410;

/**
 * The page an address or its data (`/x.data`, whatever its `?_routes=`) belongs to: `/x`. A home page's
 * data is `/_root.data` (`/ar/_root.data` under a locale's basename, ADR 0069): `/` and `/ar`.
 */
export function pageOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page.endsWith("/_root") ? page.slice(0, -"/_root".length) || "/" : page;
}

/** Whether an address is React Router's route discovery (`/__manifest`, `/ar/__manifest`: each basename's). */
export function isRouteDiscovery(path: string, locales: readonly string[] = prefixedLocales): boolean {
  return (stripLocale(path, locales)?.path ?? path) === "/__manifest";
}

/**
 * Whether an answer says the member is gone from this browser: rendered for nobody, a 401, or React
 * Router's redirect of a `.data` request to the sign-in page. (A document sent to sign-in is an opaque
 * redirect here; the sign-in page it leads to is then answered for nobody.)
 */
export function saysMemberGone(response: Response, locales?: readonly string[]): boolean {
  if (response.status === 401 || response.headers.get(READER_HEADER) === "visitor") return true;
  const redirect = response.headers.get("X-Remix-Redirect");
  if (!redirect) return false;
  const path = new URL(redirect, "https://x").pathname;
  return /^\/auth(\.data)?$/.test(stripLocale(path, locales)?.path ?? path);
}

/** The page's check of who is signed in (fetchers' viewer, better-auth's session): the worker reads its answer. */
export function isSessionCheck(path: string, locales?: readonly string[]): boolean {
  if (path === "/api/auth/get-session") return true;
  return /^\/resources\/viewer(\.data)?$/.test(stripLocale(path, locales)?.path ?? path);
}

/** Signing in, signing up or out, in any language (forms under /auth, better-auth's /api/auth): member copies must go. */
export function isMemberAuthWrite(path: string, locales?: readonly string[]): boolean {
  if (path.startsWith("/api/auth/")) return true;
  const page = stripLocale(path, locales)?.path ?? path;
  return page === "/auth" || page.startsWith("/auth/") || page.startsWith("/auth.data");
}

/**
 * Which GETs the worker answers network-first and keeps for offline: documents and React Router's
 * `.data` of pages, in any language. Never resource routes (fetchers: bookmarks, drafts, the viewer,
 * mentions), the API, live events, feeds, avatars or downloads: the browser sends those as if there were
 * no worker.
 */
export function answersOffline(
  url: URL,
  request: { mode: string; headers: Headers },
  locales?: readonly string[],
): boolean {
  const path = stripLocale(url.pathname, locales)?.path ?? url.pathname;
  if (
    /^\/(resources|api|storage|dev|settings\/data|settings\/recovery-codes|notifications\/unsubscribe)(\/|$)/.test(path)
  )
    return false;
  if (/^\/notifications\/[^/]+$/.test(path) || path.endsWith(".xml")) return false;
  if (url.searchParams.has("token")) return false;
  if (request.mode === "navigate") return true;
  return path.endsWith(".data") && !path.startsWith("/resources/");
}

/** `/pt-br/housing` → `{ locale: "pt-br", path: "/housing" }`; an English path → undefined. */
export function stripLocale(path: string, locales: readonly string[] = prefixedLocales) {
  const locale = path.split("/", 2)[1] ?? "";
  if (!locales.includes(locale)) return undefined;
  return { locale, path: path.slice(locale.length + 1) || "/" };
}

/** A kept copy of a document, marked on <html> with the time it was fetched. */
export async function withOfflineCopyMark(copy: Response, date: string): Promise<Response> {
  const html = await copy.text();
  const marked = html.replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${date.replace(/[^0-9TZ:.-]/g, "")}"`);
  return new Response(marked, { status: 200, headers: withoutLength(copy.headers) });
}

/**
 * The offline page, answered in place of a page never seen here: its modules are left out (they would
 * start React Router on an address whose route is not this page's), so it stays the plain HTML it is.
 * The theme script stays, and the member hint (a signed-in member is not offered "Sign In"): their hashes
 * are in the offline page's own policy, which goes with it.
 */
export async function offlinePageFor(offline: Response): Promise<Response> {
  const html = await offline.text();
  const plain = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (script) =>
    script.includes("ireland-guide-theme") || script.includes(MEMBER_HINT_KEY) ? script : "",
  );
  const headers = withoutLength(offline.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(plain, { status: 200, headers });
}

function withoutLength(source: Headers): Headers {
  const headers = new Headers(source);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return headers;
}
