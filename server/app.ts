import { sql } from "drizzle-orm";
import { Hono, type Context, type ErrorHandler, type Handler, type MiddlewareHandler, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { getCookie, setCookie } from "hono/cookie";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { ServerResponse } from "node:http";
import { resolve } from "node:path";
import { authRoutes } from "./auth/routes";
import { isDatabaseUnavailable } from "./db/database";
import { isDocumentRequest, OVERLOADED_RETRY_AFTER_SECONDS } from "./http/actions";
import { clientAddress } from "./http/client-address";
import { refusal } from "./http/refusal";
import { pagesInMemory, SHARED_PAGE_CACHE, type PageKey, type PagesInMemory } from "./http/pages-in-memory";
import { storedPages, type StoredPages } from "./http/stored-pages";
import { markForOffline } from "./http/offline-copies";
import { LANGUAGE_CHOICE_PATH, localeOfPath, localizedPath, unlocalizedPath } from "../common/locale-path";
import { sameSitePath } from "../common/site-path";
import { sameSitePathInAnyLocale } from "../common/redirect-to";
import { baseLocale, cookieName, isLocale } from "../common/paraglide/runtime.js";
import { prerenderedWithPublicAddress, renderedWithPublicAddress } from "./http/public-address";
import { m } from "../common/i18n";
import { secureCookies } from "./http/secure-cookies";
import {
  contentSecurityPolicy,
  type PrerenderedScriptHashes,
  type ScriptSources,
} from "./http/content-security-policy";
import {
  answersOf,
  findStaticFile,
  loadStaticFiles,
  pickAnswer,
  type Answers,
  type StaticFile,
} from "./http/static-files";
import type { Logger } from "./logger";
import { devOutboxPage } from "./mail/dev-outbox";
import { avatarRoute } from "./profiles/avatar-route";
import { eventsRoute } from "./realtime/events-route";
import { unsubscribeRoute } from "./notifications/unsubscribe-route";
import { PROFILE_FORM_MAX_BYTES } from "../common/profile";
import { createRequestContext } from "./create-request-context";
import { readerOf } from "./identity";
import type { AppEnv, RequestContext } from "./request-context";
import type { Runtime } from "./runtime";
import { pagesSitemapXml, postsSitemapXml, robotsTxt, sitemapIndexXml } from "./sitemap";
import { webManifests } from "./http/web-manifest";
import type { PageAudienceOf } from "./http/page-audience";
import type { PageAudience } from "../app/lib/page-audience";
import { crawlerBudget, type CrawlerRefusal } from "./http/crawler-budget";
import { turns } from "./turns";
import { describeRetryAfter } from "./rate-limit";

export interface AppOptions {
  /** Renders every page that is not prerendered: React Router's request handler. */
  renderPage?: (request: Request, context: RequestContext) => Promise<Response>;
  /**
   * Who the page at an address is for, as its route declares it (server/http/page-audience.ts): it alone
   * decides whether a page is kept, shared with a proxy or kept offline. Without it, no page is kept.
   */
  pageAudience?: PageAudienceOf;
  /** The browser build (build/client) in production; absent in development, where Vite serves it. */
  clientDir?: string;
  /** The inline-script hashes of the prerendered pages in clientDir (build/csp-hashes.json). */
  prerenderedScriptHashes?: PrerenderedScriptHashes;
  /**
   * A name for the build that renders the pages (a hash of its server code and its clients' manifests):
   * anonymous readers' pages are stored in the database under it (ADR 0064). Absent (development, where the code changes under the
   * process): none are stored.
   */
  buildVersion?: string;
}

/** Every request body is refused past this size before anything reads it; the profile form carries an image. */
export const BODY_MAX_BYTES = 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hono's own answers (a refused body, an error, an overloaded database) run outside React Router's
 * locale: they are written in the language of the address they answer (/ar/… in Arabic).
 */
const inAddress = (c: Context) => ({ locale: localeOfPath(c.req.path) });
/** One of those answers: a page for a browser loading one, plain text for anything else (server/http/refusal.ts). */
const refuse = (c: Context, status: number, sentence: string, headers?: Record<string, string>) =>
  refusal(c.req.raw, status, sentence, localeOfPath(c.req.path), headers);
const isMutation = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

/**
 * Whether the request may carry a body that a handler could read: not a GET or HEAD. (@hono/node-server
 * gives those no body, whatever the client sends; Node discards it.) Asking `request.body` instead would
 * make @hono/node-server build a whole web Request: the profile found that on every page a reader opens.
 */
function mayHaveBody(c: Context): boolean {
  return c.req.method !== "GET" && c.req.method !== "HEAD";
}

async function dropUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done);
  } catch {
    // the client went away
  }
}

export function createApp(
  runtime: Runtime,
  { renderPage, pageAudience = () => "reader", clientDir, prerenderedScriptHashes = {}, buildVersion }: AppOptions = {},
) {
  const { config, logger } = runtime;
  const app = new Hono<AppEnv>();
  const development = config.NODE_ENV === "development";
  const policy = (scripts: ScriptSources = {}) => contentSecurityPolicy(scripts, development);

  // Over HTTPS, every cookie the site sets is Secure: this is the outermost middleware, so every handler's
  // answer passes through it (the language switcher's included, issue #45 item 6).
  if (config.publicUrl.startsWith("https://")) app.use(secureCookies());
  // No framing (clickjacking), no MIME sniffing, no full URLs in Referer to other sites; HSTS once the
  // site is served over HTTPS. Every response pays for these, static files and the ceiling included.
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Liveness, for a proxy or an orchestrator: the process answers (it is restarted when it does not). No
  // database, no request id, no log line (probes come every few seconds): the server's ceiling too
  // (ADR 0018), which the benchmark measures every page against.
  app.get("/api/health/live", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));

  app.use(withoutEnglishPrefix);
  app.get(LANGUAGE_CHOICE_PATH, chooseLanguage);
  app.use(toChosenLanguage);

  // Static files (ADR 0018) answer before the request id, the request context, the log and compression:
  // the whole browser build is held in memory with the brotli/gzip copies made at build time, so a file
  // costs a Map lookup and a path that is not a file costs nothing more.
  if (clientDir) app.use(staticFiles(clientDir, prerenderedScriptHashes, policy, logger, config.publicUrl));

  app.use(requestId());
  app.use(withRequestContext(runtime));
  app.use(requestLog(logger));

  app.use(dropUnreadBodies);
  const { kept, stored } = pagesInMemoryAndStored(runtime, policy, buildVersion);
  app.use(pagesInMemoryFollowWrites(kept));
  app.use(bodyLimits());

  // Content-Security-Policy (ADR 0012): a page rendered below allows its request's nonce, a prerendered
  // page the hashes of its inline scripts; every other response gets the policy with neither.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", policy());
  });
  // Dynamic responses are gzipped here; static files answered above were compressed at build time.
  app.use(compress());
  app.use(refuseNulInAddress);
  app.onError(unhandledError(logger));

  routeServices(app, runtime);
  routeSiteFiles(app, runtime);
  app.all("/api/*", (c) => c.json({ error: m.server_api_not_found({}, inAddress(c)) }, 404));

  if (renderPage) app.all("*", pageHandler(runtime, renderPage, pageAudience, { kept, stored }, policy));
  if (config.NODE_ENV === "production" && !renderPage) logger.warn("no page renderer: pages will answer 404");
  // A process stopping waits for the pages it was storing, before its database closes.
  return Object.assign(app, { pagesStored: async () => stored?.settled() });
}

/**
 * English has no prefix (issue #33, ADR 0040): /en/… is the same page at its one address. The path is
 * read as sent (Hono's decodes `%5C` to `\`), and what is left once the prefix is gone is checked: an
 * address that would name another site then (`/en//evil.example`) is no page here, and is not moved.
 */
async function withoutEnglishPrefix(c: Context<AppEnv>, next: Next) {
  const path = c.req.path;
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || (path !== "/en" && !path.startsWith("/en/")))
    return next();
  const url = new URL(c.req.url);
  const to = sameSitePath(unlocalizedPath(url.pathname) + url.search);
  return to ? c.redirect(to, 301) : next();
}

/**
 * The language switcher (issue #33): the choice is remembered for a year and the reader sent on to the
 * page in that language. A later visit to an English address (a bookmark, a link in a mail) then goes
 * to the same page in the chosen language (`toChosenLanguage`); only a choice does that, never Accept-Language.
 */
function chooseLanguage(c: Context<AppEnv>) {
  const locale = c.req.query("locale");
  if (!locale || !isLocale(locale)) return c.text("Unknown language.", 400);
  const to = sameSitePathInAnyLocale(c.req.query("to") ?? "/") ?? localizedPath("/", locale);
  setCookie(c, cookieName, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "Lax", httpOnly: false });
  c.header("Cache-Control", "private, no-store");
  return c.redirect(to, 303);
}

async function toChosenLanguage(c: Context<AppEnv>, next: Next) {
  if (c.req.method !== "GET" || localeOfPath(c.req.path) !== baseLocale) return next();
  const chosen = getCookie(c, cookieName);
  if (!chosen || chosen === baseLocale || !isLocale(chosen) || !isDocumentRequest(c.req.raw)) return next();
  if (/^\/(api|assets|storage|resources|dev)(\/|$)|\.[a-z]+$/.test(c.req.path)) return next();
  const url = new URL(c.req.url);
  const to = sameSitePath(localizedPath(url.pathname, chosen) + url.search);
  if (!to) return next();
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie");
  return c.redirect(to, 302);
}

/** One context per request: every loader, action and handler reads the viewer and address from it. */
function withRequestContext(runtime: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      "context",
      createRequestContext(runtime, {
        requestId: c.get("requestId"),
        clientAddress: clientAddress(c, runtime.config.TRUST_PROXY),
        headers: c.req.raw.headers,
      }),
    );
    await next();
  };
}

/**
 * One line per request, timed to the end of the response: a streamed page (React Router renders while it
 * sends) or a live feed is logged when its last byte is written or the client goes away, not when its
 * headers are ready. (Under app.request, in tests, there is no socket: the line is written at once.)
 */
function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = (aborted: boolean) =>
      logger.info(
        {
          reqId: c.get("requestId"),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          ...(aborted ? { aborted } : {}),
        },
        "request",
      );
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.writableFinished) outgoing.once("close", () => line(!outgoing.writableFinished));
    else line(false);
  };
}

/**
 * A body that a handler refused without reading (a form too large for its route, a wrong content
 * type) is read and dropped before the answer goes, within the limits of `bodyLimits`: a client still
 * sending would otherwise see the connection close instead of the answer.
 */
async function dropUnreadBodies(c: Context<AppEnv>, next: Next) {
  await next();
  if (mayHaveBody(c) && c.res.headers.get("connection") !== "close") await dropUnreadBody(c.req.raw);
}

/**
 * The pages kept in this process's memory (server/http/pages-in-memory.ts) and, given a build version, the
 * anonymous readers' pages stored in the database for every process (server/http/stored-pages.ts).
 */
function pagesInMemoryAndStored(
  { config, database, logger, forumChanges, memberEvents }: Runtime,
  policy: (scripts?: ScriptSources) => string,
  buildVersion: string | undefined,
) {
  const megabytes = (mb: number) => Math.floor(mb * 1024 * 1024);
  const stored =
    buildVersion && config.STORED_PAGES_MAX_MB > 0
      ? storedPages(database, logger, {
          buildVersion,
          maxBytes: megabytes(config.STORED_PAGES_MAX_MB),
          changedSince: (from) => kept.changedSince(from),
        })
      : undefined;
  if (stored) forumChanges.onChange((change) => stored.hear(change));
  const kept = pagesInMemory(
    forumChanges,
    memberEvents,
    policy,
    config.publicUrl,
    {
      anonymousBytes: megabytes(config.KEPT_PAGES_MAX_MB),
      memberBytes: megabytes(config.KEPT_MEMBER_PAGES_MAX_MB),
    },
    stored && ((page) => void stored.put(page)),
  );
  return { kept, stored };
}

/**
 * Writes that change only what their member sees (drafts, bookmarks: a moderator's autosave is no
 * moderation), so that they do not empty every member's kept pages.
 */
const OWN_WRITES = /^\/resources\/(drafts|bookmarks)(\.data)?$/;

/**
 * A write makes its member's kept pages stale (server/http/pages-in-memory.ts): noted when it begins, so that
 * no page rendered during it is kept, and when it ends. An answer that sets a cookie (signing in or out,
 * a flash message, a confirmation link) changed something of someone's too, whatever its method.
 */
function pagesInMemoryFollowWrites(kept: PagesInMemory): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const write = mayHaveBody(c);
    if (write) kept.writeBegins();
    try {
      await next();
    } finally {
      if (write || c.res.headers.has("set-cookie")) {
        // An answer that sets a cookie is someone's own: no shared cache, nor the browser's history, keeps it.
        if (c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", "private, no-store");
        const writer = await c
          .get("context")
          .viewerIfAsked()
          ?.catch(() => null);
        kept.writeEnded(readerOf(writer ?? null), { ownOnly: OWN_WRITES.test(c.req.path) });
      }
    }
  };
}

/**
 * Bodies are limited before anything parses them (sign-up and sign-in included): a declared length is
 * refused at once, a chunked body as soon as it passes the limit. The connection is closed so that the
 * rest of a huge body is not read.
 */
function bodyLimits(): MiddlewareHandler<AppEnv> {
  const tooLarge = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => {
        const sentence = m.server_request_too_large({ megabytes: Math.round(maxBytes / 1024 / 1024) }, inAddress(c));
        return refuse(c, 413, sentence, { Connection: "close" });
      },
    });
  const profileBodyLimit = tooLarge(PROFILE_FORM_MAX_BYTES);
  const defaultBodyLimit = tooLarge(BODY_MAX_BYTES);
  return (c, next) => {
    if (!mayHaveBody(c)) return next();
    return c.req.method === "POST" && c.req.path.startsWith("/profile/")
      ? profileBodyLimit(c, next)
      : defaultBodyLimit(c, next);
  };
}

/**
 * PostgreSQL cannot hold a NUL character, so a path with one (%00) must not reach a query (a username in
 * /u/<name>): no page's path has one. Query values are each checked by the loader that reads them.
 */
async function refuseNulInAddress(c: Context<AppEnv>, next: Next) {
  if (!new URL(c.req.url).pathname.includes("%00")) return next();
  return refuse(c, 400, m.server_nul_in_address({}, inAddress(c)));
}

/** An error no handler answered: a 503 that says when to retry when the database is unavailable, else a 500. */
function unhandledError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ reqId: c.get("requestId"), err: error }, "refused: database unavailable");
      c.header("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
      return c.json({ error: m.server_overloaded({}, inAddress(c)) }, 503);
    }
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.json({ error: m.server_something_went_wrong({}, inAddress(c)) }, 500);
  };
}

/**
 * What answers without a page: readiness, better-auth, the live feed, avatars, one-click unsubscribe, the
 * connection test and, outside production, the development mail outbox.
 */
function routeServices(app: Hono<AppEnv>, runtime: Runtime): void {
  const { config, database, logger, auth, mailer, forumChanges, memberEvents } = runtime;
  // Readiness: send this process visitors only while its database answers, its live feed hears every
  // change (LISTEN connected: kept pages and live updates depend on it) and it is not stopping.
  const ready = async (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    const stopping = runtime.lifecycle.stopping;
    const listening = database.listening();
    let databaseStatus: "ok" | "unavailable" = "ok";
    try {
      await database.ping();
    } catch (error) {
      databaseStatus = "unavailable";
      logger.warn({ reqId: c.get("requestId"), err: error }, "health check: database did not answer");
    }
    const ok = databaseStatus === "ok" && listening && !stopping;
    if (!ok) c.header("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
    return c.json(
      { status: ok ? "ok" : "error", database: { status: databaseStatus, kind: database.kind }, listening, stopping },
      ok ? 200 : 503,
    );
  };
  app.get("/api/health/ready", ready);
  app.get("/api/health", ready);
  app.route("/api/auth", authRoutes(auth));
  app.route(
    "/api/events",
    eventsRoute(
      forumChanges,
      { perAddress: config.LIVE_FEED_MAX_PER_ADDRESS, perProcess: config.LIVE_FEED_MAX_CONNECTIONS },
      { memberEvents, lifecycle: runtime.lifecycle },
    ),
  );
  app.route("/storage", avatarRoute(database));
  // One-click unsubscribe (RFC 8058): the POST is answered here; the GET is the page's confirmation.
  app.route("/notifications/unsubscribe", unsubscribeRoute(database, runtime.secret));
  // The connection test's database check (spec: a head count read of profiles).
  app.get("/api/connection-test/database", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      const result = await database.db.execute(sql`SELECT count(*)::int AS profiles FROM profiles`);
      return c.json({ ok: true, profiles: Number(result.rows[0]?.profiles ?? 0) });
    } catch (error) {
      logger.warn({ err: error }, "connection test: database did not answer");
      return c.json({ ok: false }, 503);
    }
  });
  const outboxDir = mailer.outboxDir;
  if (config.NODE_ENV !== "production" && outboxDir) {
    app.get("/dev/outbox", (c) => c.html(devOutboxPage(outboxDir)));
  }
}

/** The files made for crawlers and browsers at each request: the sitemaps, the web manifests, robots.txt. */
function routeSiteFiles(app: Hono<AppEnv>, { config, database }: Runtime): void {
  // The sitemaps name addresses only, never a title: a post removed since a copy was kept shows nothing there
  // but an address that answers 404. An hour, as robots.txt.
  const sitemapHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
  app.get("/sitemap.xml", async (c) =>
    c.body(await sitemapIndexXml(database.db, config.publicUrl), 200, sitemapHeaders),
  );
  app.get("/sitemaps/:file", async (c) => {
    const file = c.req.param("file");
    if (file === "pages.xml") return c.body(pagesSitemapXml(config.publicUrl), 200, sitemapHeaders);
    const number = /^posts-([1-9][0-9]{0,6})\.xml$/.exec(file)?.[1];
    const xml = number ? await postsSitemapXml(database.db, config.publicUrl, Number(number)) : undefined;
    return xml ? c.body(xml, 200, sitemapHeaders) : c.text("Not found", 404);
  });
  for (const [path, manifest] of webManifests()) {
    app.get(path, (c) =>
      c.body(manifest, 200, {
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    );
  }
  app.get("/robots.txt", (c) => c.text(robotsTxt(config.publicUrl), 200, { "Cache-Control": "public, max-age=3600" }));
}

/** What a request already has of a page: the encodings it accepts and the ETag it holds. */
type PageConditions = { acceptEncoding?: string; ifNoneMatch?: string };

/**
 * Every page that is not prerendered: from the kept pages, else the stored pages, else rendered in its
 * turn (ADR 0060) and kept; a crawler pays for the pages rendered for it with its share (ADR 0059).
 */
function pageHandler(
  { config, logger }: Runtime,
  renderPage: NonNullable<AppOptions["renderPage"]>,
  pageAudience: PageAudienceOf,
  { kept, stored }: { kept: PagesInMemory; stored: StoredPages | undefined },
  policy: (scripts?: ScriptSources) => string,
): Handler<AppEnv> {
  const crawlers = crawlerBudget(config.CRAWLER_RENDERS_PER_MINUTE);
  const rendering = turns(config.PAGE_RENDERS_AT_ONCE, config.PAGE_RENDERS_WAITING);
  // Crawlers' renders, whoever the crawler, one at a time before they take a turn with the members' (ADR
  // 0059, amended): a member's page then shares the CPU with at most one crawler's render, not a burst.
  const crawlerRendering = turns(1, config.PAGE_RENDERS_WAITING);
  // React Router refuses an action whose Origin is not the request's origin (CSRF). Behind a proxy the
  // request arrives as http://internal-host, so pages see it at the site's public address instead.
  const publicOrigin = new URL(config.publicUrl).origin;
  const render = withDataAddressesAsPages(renderPage);
  return async (c): Promise<Response> => {
    const url = new URL(c.req.url);
    // React Router refuses the same forms (CSRF) with a bare "Bad Request"; a member whose form came from
    // another address of the site (a second host name in front of it) is told where to send it from.
    // Its own fetches (.data) keep React Router's answer, which the page shows as an error.
    const origin = c.req.header("Origin");
    if (isMutation(c.req.method) && origin && origin !== publicOrigin && !url.pathname.endsWith(".data")) {
      return refuse(c, 403, m.server_form_from_elsewhere({ address: publicOrigin }, inAddress(c)));
    }
    const audience = pageAudience(url.pathname);
    const pageKey = kept.keyOf(c.req.raw, url, audience);
    const conditions = {
      acceptEncoding: c.req.header("Accept-Encoding"),
      ifNoneMatch: c.req.header("If-None-Match"),
    };
    const inMemory = pageKey && kept.get(pageKey, conditions);
    if (inMemory) return inMemory;
    const context = c.get("context");
    // A crawler that is not signed in pays for the pages rendered for it with its share (ADR 0059); one
    // refused is refused until its Retry-After has passed, before the stored pages are looked in.
    const userAgent = c.req.header("User-Agent");
    const crawlerAsks = !isMutation(c.req.method) && crawlers.counts(userAgent);
    const isCrawler = async () => crawlerAsks && !(await context.viewer().catch(() => null));
    const refuseCrawler = async (refusal: CrawlerRefusal) => {
      await crawlers.pause(c.req.raw.signal);
      const when = describeRetryAfter(refusal.retryAfterSeconds, inAddress(c));
      const headers = { "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store" };
      return refuse(c, 429, m.server_too_often_read({ when }, inAddress(c)), headers);
    };
    const heldOff = crawlerAsks ? crawlers.heldOff(userAgent) : undefined;
    if (heldOff && (await isCrawler())) return await refuseCrawler(heldOff);
    const fromStore = pageKey && (await storedPageFor(stored, pageKey, url, conditions));
    if (fromStore) return fromStore;
    const crawler = await isCrawler();
    if (crawler) {
      const refusal = crawlers.take(userAgent);
      if (refusal) return await refuseCrawler(refusal);
    }
    const request =
      url.origin === publicOrigin ? c.req.raw : new Request(publicOrigin + url.pathname + url.search, c.req.raw);
    context.renderWhole = pageKey !== undefined;
    const renderInTurn = () =>
      rendering.take(
        () =>
          renderedPage(request, context, {
            render,
            kept,
            pageKey,
            audience,
            conditions,
            policy,
            publicUrl: config.publicUrl,
          }),
        c.req.raw.signal,
      );
    const answered = crawler ? await crawlerRendering.take(renderInTurn, c.req.raw.signal) : await renderInTurn();
    if (answered) return answered;
    // Too many pages wait to be rendered: refused now, not after the pool's wait (ADR 0060). (Or the
    // reader left while it waited: nobody reads this answer.)
    if (!c.req.raw.signal.aborted) {
      logger.warn({ reqId: c.get("requestId"), ...rendering.counts }, "page refused: too many renders waiting");
    }
    const headers = { "Retry-After": String(OVERLOADED_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
    return refuse(c, 503, m.server_overloaded({}, inAddress(c)), headers);
  };
}

/**
 * A browser that opens a `.data` address itself (typed, or a link followed) asks for a page, not for
 * the data React Router's client reads there: an unknown one answers the 404 page (issue 29, item 14).
 */
function withDataAddressesAsPages(renderPage: NonNullable<AppOptions["renderPage"]>) {
  return async (request: Request, context: RequestContext): Promise<Response> => {
    const rendered = await renderPage(request, context);
    const url = new URL(request.url);
    const opened = request.method === "GET" && url.pathname.endsWith(".data") && isDocumentRequest(request);
    if (rendered.status !== 404 || !opened) return rendered;
    await rendered.body?.cancel();
    url.pathname = url.pathname.slice(0, -".data".length) || "/";
    url.searchParams.delete("_routes");
    return renderPage(new Request(url, { headers: request.headers }), context);
  };
}

/** An anonymous reader's HTML page stored by any process (ADR 0064); `.data` answers are kept in memory only. */
function storedPageFor(stored: StoredPages | undefined, key: PageKey, url: URL, conditions: PageConditions) {
  if (!stored || key.member || url.pathname.endsWith(".data")) return undefined;
  return stored.get(key.key, conditions);
}

/** A page rendered in its turn, kept when it may be, with the headers that say who may keep it. */
async function renderedPage(
  request: Request,
  context: RequestContext,
  {
    render,
    kept,
    pageKey,
    audience,
    conditions,
    policy,
    publicUrl,
  }: {
    render: (request: Request, context: RequestContext) => Promise<Response>;
    kept: PagesInMemory;
    pageKey: PageKey | undefined;
    audience: PageAudience;
    conditions: PageConditions;
    policy: (scripts?: ScriptSources) => string;
    publicUrl: string;
  },
): Promise<Response> {
  const heard = kept.heard;
  const writes = kept.writes;
  const page = await render(request, context);
  // A page rendered for a signed-in member shows who they are: never to be kept by a shared cache,
  // nor by the browser's history after signing out. (The root loader has resolved the viewer.)
  const viewer = await context.viewer().catch(() => null);
  if (viewer) page.headers.set("Cache-Control", "private, no-store");
  markForOffline(page.headers, audience, viewer !== null);
  if (pageKey && !context.databaseUnavailable && context.pageTags.keepable) {
    const from = { heard, writes, memberId: viewer?.id ?? null, tags: context.pageTags.tags };
    const keptPage = await kept.keep(pageKey, page, from, context.cspNonce, conditions);
    if (keptPage) return keptPage;
  }
  const rendered = renderedWithPublicAddress(page, publicUrl);
  // A loader that found the database unavailable: the error page, as a 503 that says when to retry.
  const response =
    rendered.status === 500 && context.databaseUnavailable
      ? new Response(rendered.body, { status: 503, headers: rendered.headers })
      : rendered;
  if (response.status === 503) response.headers.set("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
  // The page's inline scripts carry this request's nonce (app/entry.server.tsx).
  if (response.headers.get("Content-Type")?.startsWith("text/html")) {
    response.headers.set("Content-Security-Policy", policy({ nonce: context.cspNonce }));
  }
  return response;
}

/**
 * Answers GET and HEAD for the files of the browser build from memory. Hashed assets are cached for a
 * year; prerendered pages and their .data files are revalidated by browsers on every request (an ETag
 * makes that a 304) and may be kept briefly by a shared cache (SHARED_PAGE_CACHE); a prerendered page's inline scripts are allowed by the hashes the build listed for it
 * (scripts/stages/csp-hashes.ts). The headers of each file are worked out once.
 */
function staticFiles(
  clientDir: string,
  prerenderedScriptHashes: PrerenderedScriptHashes,
  policy: (scripts?: ScriptSources) => string,
  logger: Logger,
  publicUrl: string,
): MiddlewareHandler<AppEnv> {
  const files = loadStaticFiles(resolve(clientDir));
  const known = new Map<StaticFile, { headers: Record<string, string>; answers: Answers }>();
  const answersFor = (file: StaticFile) => {
    let answers = known.get(file);
    if (answers) return answers;
    // A prerendered page's canonical address at this server's PUBLIC_URL, on its first request.
    if (file.path.endsWith(".html")) prerenderedWithPublicAddress(file, publicUrl);
    const headers: Record<string, string> = { "Content-Type": file.type, ETag: file.etag };
    if (file.br || file.gz) headers.Vary = "Accept-Encoding";
    if (file.path.startsWith("assets/")) headers["Cache-Control"] = IMMUTABLE;
    // The service worker: the browser checks it for a new release on every visit (ADR 0039).
    else if (file.path === "sw.js") headers["Cache-Control"] = "no-cache";
    else if (!/\.(html|data)$/.test(file.path)) headers["Cache-Control"] = "public, max-age=3600";
    else headers["Cache-Control"] = SHARED_PAGE_CACHE;
    if (file.path.endsWith(".html")) {
      const hashes = prerenderedScriptHashes[file.path];
      if (!hashes)
        logger.warn({ path: file.path }, "no script hashes for this prerendered page: its scripts are blocked");
      headers["Content-Security-Policy"] = policy({ hashes });
    } else {
      headers["Content-Security-Policy"] = policy();
    }
    known.set(file, (answers = { headers, answers: answersOf(file, headers) }));
    return answers;
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const file = findStaticFile(files, c.req.path);
    if (!file) return next();
    const { headers, answers } = answersFor(file);
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    const answer = await pickAnswer(answers, c.req.header("Accept-Encoding"));
    if (method === "HEAD") return c.body(null, 200, answer.headers);
    return c.body(answer.bytes, 200, answer.headers);
  };
}
