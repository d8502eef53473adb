// What the service worker does with each request, as plain functions: the worker (./worker.ts) and its
// unit test share them, and the page (app/features/offline) shares the message types. No DOM and no
// worker globals here.

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
  | { type: "cache-locale"; locale: string }
  | { type: "offline-copy"; path: string; date: string };

/** The precache's key for a request: pages and their data by path alone (`?_routes=` asks for a subset). */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
  if (path.endsWith(".data") || !path.startsWith("/assets/")) return new URL(path, url).href;
  return url.href;
}

/** Signing in, signing up or out (forms under /auth, better-auth's /api/auth): member copies must go. */
export function isMemberAuthWrite(path: string): boolean {
  return (
    path === "/auth" || path.startsWith("/auth/") || path.startsWith("/auth.data") || path.startsWith("/api/auth/")
  );
}

/** Sign-in and sign-up pages are answered but never kept: they are about to change who is reading. */
export function keepsCopy(url: URL): boolean {
  return !/^\/auth(\.data$|\/|$)/.test(url.pathname);
}

/**
 * Which GETs the worker answers network-first and keeps for offline: documents and React Router's
 * `.data` of pages. Never resource routes (fetchers: bookmarks, drafts, the viewer, mentions), the API,
 * live events, feeds, avatars or downloads: the browser sends those as if there were no worker.
 */
export function answersOffline(url: URL, request: { mode: string; headers: Headers }): boolean {
  const path = url.pathname;
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
export function stripLocale(path: string, locales: readonly string[] = LOCALE_PREFIXES) {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/.exec(path);
  if (!match || !locales.includes(match[1]!)) return undefined;
  return { locale: match[1]!, path: match[2] ?? "/" };
}
const LOCALE_PREFIXES = ["pt-br", "es", "zh-cn", "uk", "ar"];

/** A kept copy of a document, marked on <html> with the time it was fetched. */
export async function withOfflineCopyMark(copy: Response, date: string): Promise<Response> {
  const html = await copy.text();
  const marked = html.replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${date.replace(/[^0-9TZ:.-]/g, "")}"`);
  return new Response(marked, { status: 200, headers: withoutLength(copy.headers) });
}

/**
 * The offline page, answered in place of a page never seen here: its modules are left out (they would
 * start React Router on an address whose route is not this page's), so it stays the plain HTML it is.
 * The theme script stays: its hash is in the offline page's own policy, which goes with it.
 */
export async function offlinePageFor(offline: Response): Promise<Response> {
  const html = await offline.text();
  const plain = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (script) =>
    script.includes("ireland-guide-theme") ? script : "",
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
