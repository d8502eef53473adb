/// <reference lib="webworker" />
// The service worker (issue #33, ADR 0039). Built by scripts/stages/service-worker.ts after the pages are
// final (React Router's build, deferred hydration, CSP hashes), which bundles it with esbuild and fills in
// the precache list, React Router's route list and the locales below. Kept in its own tsconfig: the
// worker's globals (WebWorker) and the page's (DOM) do not mix in one program.
import { Serwist, type PrecacheEntry } from "serwist";
import {
  answersOffline,
  copyOf,
  isMemberAuthWrite,
  isSessionCheck,
  OFFLINE_COPY_HEADER,
  OFFLINE_PAGE,
  offlinePageFor,
  pageKey,
  isRouteDiscovery,
  pageOf,
  saysMemberGone,
  saysPageGone,
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

/**
 * Last copies of pages rendered for nobody signed in (the forum as a visitor sees it, locale pages):
 * network first, kept for offline. Purged at sign-in/out.
 */
const PAGES = "ig-pages";
/**
 * Last copies of pages rendered for the signed-in member (dashboard, notifications, the forum as they see
 * it; never a page the server marks as showing secrets): dropped as soon as the worker sees the member
 * gone (ADR 0046).
 */
const MEMBER_PAGES = "ig-member-pages";
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
/** Bumped when the member is seen gone: a member's page fetched before it is not stored after it. */
let memberGeneration = 0;

/** Someone signed in, up or out: every copy kept for offline was another reader's. */
async function purgeMemberCopies() {
  generation++;
  await Promise.all([caches.delete(PAGES), caches.delete(MEMBER_PAGES)]);
}

/** The member is gone from this browser (signed out here or elsewhere, session ended): their copies go. */
async function forgetMember() {
  memberGeneration++;
  await caches.delete(MEMBER_PAGES);
}

/**
 * Requests the worker never answers go straight to the network without waking it (Chromium's static
 * routing; elsewhere the fetch handler below lets them through): writes, fetchers' resource routes, the
 * API and live events, avatars. A form sent or a Bookmark pressed never waits for the worker to start.
 */
const BYPASS: { condition: Record<string, string>; source: "network" | "fetch-event" }[] = [
  // The session checks (the viewer, better-auth's session) come to the worker, which reads who they say
  // is signed in: the first rule that matches wins.
  ...["/resources/viewer*", "/*/resources/viewer*", "/api/auth/get-session"].map((path) => ({
    condition: { urlPattern: path },
    source: "fetch-event" as const,
  })),
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
  else if (message?.type === "keep-for-offline") {
    event.waitUntil(keepForOffline(message.locale, message.member, event.source));
  }
});

/**
 * What a page asks for as it starts: the member's checklist in the page's language (where the page has the
 * member hint), and that language's guides, checklist and offline page; the page is told once they are
 * kept (its footer then says so).
 */
async function keepForOffline(locale: string, member: boolean, page: Client | ServiceWorker | MessagePort | null) {
  const prefix = __LOCALES__.includes(locale) ? `/${locale}` : "";
  try {
    if (member) await keepMemberChecklist(prefix);
    if (prefix && !(await cacheLocaleGuides(locale))) return;
  } catch {
    return; // offline again: the next page asks again
  }
  page?.postMessage({ type: "kept-for-offline", locale } satisfies WorkerMessage);
}

/**
 * A reader on /pt-br/… gets that locale's guides and client modules on this device, once, in the
 * background. Answers whether they are all kept (not when the network went away meanwhile).
 */
async function cacheLocaleGuides(locale: string): Promise<boolean> {
  const cache = await caches.open(LOCALE_GUIDES);
  const marker = `/__offline/${locale}/${__VERSION__}`;
  if (await cache.match(marker)) return true;
  const modules = await caches.open(LOCALE_MODULES);
  for (const path of __LOCALE_MODULES__[locale] ?? []) {
    try {
      if (!(await modules.match(path))) {
        const response = await fetch(path);
        if (response.ok) await modules.put(path, response);
      }
    } catch {
      return false; // offline again: the next visit asks again
    }
  }
  const guides = serwist
    .getPrecachedUrls()
    .map((url) => new URL(url).pathname)
    .filter(
      (path) => !path.startsWith("/assets/") && !/\.(data|png|svg|webmanifest)$/.test(path) && path !== OFFLINE_PAGE,
    );
  const visitor = await caches.open(VISITOR);
  // The checklist as a visitor sees it, then the guides, and last the offline page, whose links open them:
  // a language's offline page is kept only once what it links to is.
  const kept: [Cache, string][] = [
    ...VISITOR_PAGES.map((path): [Cache, string] => [visitor, `/${locale}${path}`]),
    ...guides.map((path): [Cache, string] => [cache, `/${locale}${path}`]),
    [cache, `/${locale}${OFFLINE_PAGE}`],
  ];
  for (const [into, path] of kept) {
    try {
      if (into === visitor && (await visitor.match(path))) continue;
      const response = await fetch(path, { credentials: "omit", cache: into === visitor ? "no-store" : "default" });
      if (response.ok) await into.put(path, response);
    } catch {
      return false; // offline again: the next visit asks again
    }
  }
  await cache.put(marker, new Response("ok"));
  return true;
}

/**
 * A member's first-week checklist, with their ticks, in the language they read: kept with their other
 * pages (and gone with them) once they have opened any page here, so that offline the checklist the
 * offline page links to is theirs, even if they never opened it in that language (issue #46 item 5).
 * Nothing for a visitor (the answer is for nobody), whose checklist is kept at install.
 */
async function keepMemberChecklist(prefix: string) {
  const started = [generation, memberGeneration];
  const cache = await caches.open(MEMBER_PAGES);
  for (const path of VISITOR_PAGES.map((page) => `${prefix}${page}`)) {
    if (await cache.match(path)) continue;
    const response = await fetch(path, { cache: "no-store" });
    if (copyOf(response, false) !== "member") return;
    await keep(MEMBER_PAGES, path, response, started, "member");
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Writes never go through the worker: the browser sends them as without it. Where the browser still
  // shows them to it (no static routing), signing in, up or out drops the member's copies at once; the
  // page asks for the same when it sees who is reading change (app/features/offline).
  if (request.method !== "GET") {
    if (isMemberAuthWrite(url.pathname, __LOCALES__)) event.waitUntil(purgeMemberCopies());
    return;
  }
  if (isRouteDiscovery(url.pathname, __LOCALES__)) return event.respondWith(routeList(request));
  if (isSessionCheck(url.pathname, __LOCALES__)) return event.respondWith(heard(event, fetch(request)));
  // The precache: guide pages and their data, the glossary, the offline page, hashed modules, icons.
  const precached = serwist.getPrecacheKeyForUrl(pageKey(url));
  if (precached) return event.respondWith(fromPrecache(request, precached));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(localeModule(request));
  if (!answersOffline(url, request, __LOCALES__)) return; // resources, the API, live events, feeds, avatars: the browser's own
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

/** The network's answer, read on its way to the page: one that says the member is gone drops their copies. */
async function heard(event: FetchEvent, answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if (saysMemberGone(response, __LOCALES__)) event.waitUntil(forgetMember());
  return response;
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  const started = [generation, memberGeneration];
  const locale = stripLocale(url.pathname, __LOCALES__);
  const prerendered = Boolean(locale && serwist.getPrecacheKeyForUrl(pageKey(new URL(locale.path, url))));
  const kept = prerendered ? [LOCALE_GUIDES] : [MEMBER_PAGES, PAGES];
  try {
    const response = await heard(event, fetch(request));
    if (saysPageGone(response)) event.waitUntil(forgetPage(url.pathname));
    const copy = copyOf(response, prerendered);
    if (copy !== "none") {
      const cacheName = prerendered ? LOCALE_GUIDES : copy === "member" ? MEMBER_PAGES : PAGES;
      event.waitUntil(keep(cacheName, cacheKey(url), response.clone(), started, copy));
    }
    return response;
  } catch (error) {
    let copy: Response | undefined;
    for (const name of kept) copy ??= await (await caches.open(name)).match(cacheKey(url));
    copy ??= await (await caches.open(VISITOR)).match(url.pathname);
    if (copy) {
      const date = copy.headers.get(OFFLINE_COPY_HEADER);
      if (url.pathname.endsWith(".data")) {
        // A client-side navigation: the page is told, and shows its banner.
        if (date) void tell(event.clientId, { type: "offline-copy", path: pageOf(url.pathname), date });
        return copy;
      }
      return date ? withOfflineCopyMark(copy, date) : copy;
    }
    if (request.mode === "navigate") {
      // The offline page in the reader's language, once the worker keeps that language; else the English one.
      const translated = locale && (await (await caches.open(LOCALE_GUIDES)).match(`/${locale.locale}${OFFLINE_PAGE}`));
      const offline = translated || (await serwist.matchPrecache(OFFLINE_PAGE));
      if (offline) return offlinePageFor(offline);
    }
    throw error;
  }
}

/** Drops the copies kept of a page the network says is gone: the page and its data, a visitor's or a member's. */
async function forgetPage(pathname: string) {
  const page = pageOf(pathname);
  for (const name of [PAGES, MEMBER_PAGES]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      if (pageOf(new URL(key.url).pathname) === page) await cache.delete(key);
    }
  }
}

/**
 * Keeps a page the network answered, marked with when it was fetched; not if someone signed in or out
 * meanwhile, nor (a member's page) if the member was seen gone.
 */
async function keep(cacheName: string, key: string, body: Response, started: number[], copy: "member" | "public") {
  const headers = new Headers(body.headers);
  headers.set(OFFLINE_COPY_HEADER, new Date().toISOString());
  headers.delete("Content-Encoding"); // the body kept is the decoded one
  headers.delete("Content-Length");
  const bytes = await body.arrayBuffer();
  if (started[0] !== generation || (copy === "member" && started[1] !== memberGeneration)) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, new Response(bytes, { status: 200, headers }));
}

/** Pages and their data by path; the data of one route set (`?_routes=`) apart from another. */
function cacheKey(url: URL): string {
  return url.pathname + url.search;
}

async function tell(clientId: string, message: WorkerMessage) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}
