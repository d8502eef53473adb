/// <reference lib="webworker" />
// The service worker (issue #33, ADR 0039). Built by scripts/build-service-worker.ts after the pages are
// final (React Router's build, deferred hydration, CSP hashes), which bundles it with esbuild and fills in
// the precache list, React Router's route list and the locales below. Kept in its own tsconfig: the
// worker's globals (WebWorker) and the page's (DOM) do not mix in one program.
import { Serwist, type PrecacheEntry } from "serwist";
import {
  answersOffline,
  isMemberAuthWrite,
  keepsCopy,
  OFFLINE_COPY_HEADER,
  OFFLINE_PAGE,
  offlinePageFor,
  pageKey,
  stripLocale,
  VISITOR_PAGES,
  withOfflineCopyMark,
  type WorkerMessage,
} from "./rules";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** React Router's full route list of each locale's client, by manifest version, for `/__manifest` offline. */
declare const __ROUTES__: Record<string, Record<string, { id: string }>>;
/** The English client's manifest version. */
declare const __ENGLISH_ROUTES__: string;
/** Each locale's own client modules (ADR 0041): kept when a reader uses the locale. */
declare const __LOCALE_MODULES__: Record<string, string[]>;
/** This release: React Router's manifest version and the precache list's hash. */
declare const __VERSION__: string;
declare const __LOCALES__: string[];

/** Last copies of forum, member and locale pages: network first, kept for offline. Purged at sign-in/out. */
const PAGES = "ig-pages";
/** Guides of a locale (/pt-br/housing…): public, fetched on demand; not purged. */
const LOCALE_GUIDES = "ig-locale-guides";
/** A locale's own modules (/assets/…, hashed, so never stale): fetched on demand, dropped by the next release. */
const LOCALE_MODULES = `ig-locale-modules-${__VERSION__}`;
/** The visitor's /start (no cookies sent), fetched at install: the checklist offline for anyone. */
const VISITOR = `ig-visitor-${__VERSION__}`;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // One download at a time. Over HTTP/1.1 a browser opens at most 6 connections to a host, the live
  // feed holds one, and every precache fetch holds another: at Serwist's default (10) the page's own
  // requests (a Bookmark pressed, a comment sent) queued behind the precache for seconds, and were cut
  // off by the next navigation (the bookmarks journey's flake, ADR 0039).
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 1 },
  // A new release waits until the page asks for it (the reader pressed Reload): the old pages keep
  // their chunks, which stay precached until then.
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
});

/** Bumped by every purge: a page fetched before it (a member's) is not stored after it. */
let generation = 0;

async function purgeMemberCopies() {
  generation++;
  await caches.delete(PAGES);
}

/**
 * Requests the worker never answers go straight to the network without waking it (Chromium's static
 * routing; elsewhere the fetch handler below lets them through): writes, fetchers' resource routes, the
 * API and live events, avatars. A form sent or a Bookmark pressed never waits for the worker to start.
 */
const BYPASS: { condition: Record<string, string>; source: "network" }[] = [
  ...["POST", "PUT", "PATCH", "DELETE"].map((method) => ({
    condition: { requestMethod: method },
    source: "network" as const,
  })),
  ...["/resources/*", "/api/*", "/storage/*"].map((path) => ({
    condition: { urlPattern: path },
    source: "network" as const,
  })),
];

self.addEventListener("install", (event) => {
  const routed = event as InstallEvent & { addRoutes?: (rules: typeof BYPASS) => Promise<void> };
  if (routed.addRoutes) {
    try {
      event.waitUntil(routed.addRoutes(BYPASS).catch(() => undefined));
    } catch {
      // An older engine, or a rule it does not know: the fetch handler lets these through.
    }
  }
  event.waitUntil(
    (async () => {
      await serwist.handleInstall(event);
      const cache = await caches.open(VISITOR);
      await Promise.all(
        VISITOR_PAGES.map(async (path) => {
          const response = await fetch(path, { credentials: "omit", cache: "no-store" });
          if (response.ok) await cache.put(path, response);
        }),
      );
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await serwist.handleActivate(event);
      for (const name of await caches.keys()) {
        if (name.startsWith("ig-visitor-") && name !== VISITOR) await caches.delete(name);
        if (name.startsWith("ig-locale-modules-") && name !== LOCALE_MODULES) await caches.delete(name);
      }
      // Pages opened before this worker was active come under it: offline they still find their
      // chunks and the route list. It changes nothing for a page online (every request still goes to
      // the network first), and the page never reloads for it.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === "skip-waiting") void self.skipWaiting();
  // A page that loaded while this worker was activating missed clients.claim(): it asks again.
  else if (message?.type === "claim") event.waitUntil(self.clients.claim());
  else if (message?.type === "purge") event.waitUntil(purgeMemberCopies());
  else if (message?.type === "cache-locale" && __LOCALES__.includes(message.locale)) {
    event.waitUntil(cacheLocaleGuides(message.locale));
  }
});

/** A reader on /pt-br/… gets that locale's guides and client modules on this device, once, in the background. */
async function cacheLocaleGuides(locale: string) {
  const cache = await caches.open(LOCALE_GUIDES);
  const marker = `/__offline/${locale}/${__VERSION__}`;
  if (await cache.match(marker)) return;
  const modules = await caches.open(LOCALE_MODULES);
  for (const path of __LOCALE_MODULES__[locale] ?? []) {
    try {
      if (!(await modules.match(path))) {
        const response = await fetch(path);
        if (response.ok) await modules.put(path, response);
      }
    } catch {
      return; // offline again: the next visit asks again
    }
  }
  const guides = serwist
    .getPrecachedUrls()
    .map((url) => new URL(url).pathname)
    .filter(
      (path) => !path.startsWith("/assets/") && !/\.(data|png|svg|webmanifest)$/.test(path) && path !== OFFLINE_PAGE,
    );
  for (const path of guides) {
    try {
      const response = await fetch(`/${locale}${path}`, { credentials: "omit" });
      if (response.ok) await cache.put(`/${locale}${path}`, response);
    } catch {
      return; // offline again: the next visit asks again
    }
  }
  await cache.put(marker, new Response("ok"));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Writes never go through the worker: the browser sends them as without it. Where the browser still
  // shows them to it (no static routing), signing in, up or out drops the member's copies at once; the
  // page asks for the same when it sees who is reading change (app/features/offline).
  if (request.method !== "GET") {
    if (isMemberAuthWrite(url.pathname)) event.waitUntil(purgeMemberCopies());
    return;
  }
  if (url.pathname === "/__manifest") return event.respondWith(routeList(request));
  // The precache: guide pages and their data, the glossary, the offline page, hashed modules, icons.
  const precached = serwist.getPrecacheKeyForUrl(pageKey(url));
  if (precached) return event.respondWith(fromPrecache(request, precached));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(localeModule(request));
  if (!answersOffline(url, request)) return; // resources, the API, live events, feeds, avatars: the browser's own
  event.respondWith(networkFirst(event, url));
});

async function fromPrecache(request: Request, key: string): Promise<Response> {
  const cached = await caches.match(key, { ignoreVary: true });
  return cached ?? fetch(request);
}

/** React Router's lazy route discovery: the server's answer, or offline every route of the page's client. */
async function routeList(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const version = new URL(request.url).searchParams.get("version") ?? "";
    return Response.json(__ROUTES__[version] ?? __ROUTES__[__ENGLISH_ROUTES__]);
  }
}

/** A module of a locale's client: kept once fetched, so that the locale's pages run offline. */
async function localeModule(request: Request): Promise<Response> {
  const cache = await caches.open(LOCALE_MODULES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  const started = generation;
  const locale = stripLocale(url.pathname);
  const cacheName = locale && serwist.getPrecacheKeyForUrl(pageKey(new URL(locale.path, url))) ? LOCALE_GUIDES : PAGES;
  try {
    const response = await fetch(request);
    if (keepsCopy(url) && response.status === 200 && !response.redirected && response.type === "basic") {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          const headers = new Headers(copy.headers);
          headers.set(OFFLINE_COPY_HEADER, new Date().toISOString());
          headers.delete("Content-Encoding"); // the body kept is the decoded one
          headers.delete("Content-Length");
          const body = await copy.arrayBuffer();
          if (started !== generation) return; // signed in or out meanwhile
          const cache = await caches.open(cacheName);
          await cache.put(cacheKey(url), new Response(body, { status: 200, headers }));
        })(),
      );
    }
    return response;
  } catch (error) {
    const copy =
      (await (await caches.open(cacheName)).match(cacheKey(url))) ??
      (await (await caches.open(VISITOR)).match(url.pathname));
    if (copy) {
      const date = copy.headers.get(OFFLINE_COPY_HEADER);
      if (url.pathname.endsWith(".data")) {
        // A client-side navigation: the page is told, and shows its banner.
        if (date)
          void tell(event.clientId, { type: "offline-copy", path: url.pathname.slice(0, -".data".length), date });
        return copy;
      }
      return date ? withOfflineCopyMark(copy, date) : copy;
    }
    if (request.mode === "navigate") {
      const offline = await serwist.matchPrecache(OFFLINE_PAGE);
      if (offline) return offlinePageFor(offline);
    }
    throw error;
  }
}

/** Pages and their data by path; the data of one route set (`?_routes=`) apart from another. */
function cacheKey(url: URL): string {
  return url.pathname + url.search;
}

async function tell(clientId: string, message: WorkerMessage) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}
