import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { authRoutes } from "./auth/routes";
import { clientAddress } from "./http/client-address";
import { devOutboxPage } from "./mail/dev-outbox";
import { avatarRoute } from "./profiles/avatar-route";
import { eventsRoute } from "./realtime/events-route";
import { PROFILE_FORM_MAX_BYTES } from "../common/profile";
import { createRequestContext, type RequestContext } from "./request-context";
import type { Runtime } from "./runtime";
import { robotsTxt, sitemapXml } from "./sitemap";

export interface AppOptions {
  /** Renders every page that is not prerendered: React Router's request handler. */
  renderPage?: (request: Request, context: RequestContext) => Promise<Response>;
  /** The browser build (build/client) in production; absent in development, where Vite serves it. */
  clientDir?: string;
}

export type AppEnv = { Variables: { requestId: string; context: RequestContext } };

/** Every request body is refused past this size before anything reads it; the profile form carries an image. */
export const BODY_MAX_BYTES = 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

async function dropUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done);
  } catch {
    // the client went away
  }
}

export function createApp(runtime: Runtime, { renderPage, clientDir }: AppOptions = {}) {
  const { config, database, logger, auth, mailer, feed } = runtime;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // One context per request: every loader, action and handler reads the viewer and address from it.
  app.use(async (c, next) => {
    c.set(
      "context",
      createRequestContext(runtime, {
        requestId: c.get("requestId"),
        clientAddress: clientAddress(c, config.TRUST_PROXY),
        headers: c.req.raw.headers,
      }),
    );
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  // Bodies are limited before anything parses them (sign-up and sign-in included): a declared length is
  // refused at once, a chunked body as soon as it passes the limit. The connection is closed so that the
  // rest of a huge body is not read.
  const tooLarge = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => {
        c.header("Connection", "close");
        return c.text(
          `The request is larger than this server accepts (${Math.round(maxBytes / 1024 / 1024)} MB).`,
          413,
        );
      },
    });
  // A body that a handler refused without reading (a form too large for its route, a wrong content
  // type) is read and dropped before the answer goes, within the limits below: a client still sending
  // would otherwise see the connection close instead of the answer.
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get("connection") !== "close") await dropUnreadBody(c.req.raw);
  });
  const profileBodyLimit = tooLarge(PROFILE_FORM_MAX_BYTES);
  const defaultBodyLimit = tooLarge(BODY_MAX_BYTES);
  app.use((c, next) =>
    c.req.method === "POST" && c.req.path.startsWith("/profile/")
      ? profileBodyLimit(c, next)
      : defaultBodyLimit(c, next),
  );

  // No framing (clickjacking), no MIME sniffing, no full URLs in Referer to other sites; HSTS once the
  // site is served over HTTPS. (A script-src policy with per-request nonces is still to come: issue #13.)
  app.use(
    secureHeaders({
      contentSecurityPolicy: { frameAncestors: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"] },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Dynamic responses are gzipped here; static files were compressed at build time (brotli and gzip).
  app.use(compress());

  app.onError((error, c) => {
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.json({ error: "Something went wrong" }, 500);
  });

  app.get("/api/health", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: { status: "ok", kind: database.kind } });
    } catch (error) {
      logger.warn({ reqId: c.get("requestId"), err: error }, "health check: database did not answer");
      return c.json({ status: "error", database: { status: "unavailable", kind: database.kind } }, 503);
    }
  });
  app.route("/api/auth", authRoutes(auth));
  app.route(
    "/api/events",
    eventsRoute(feed, { perAddress: config.LIVE_FEED_MAX_PER_ADDRESS, perProcess: config.LIVE_FEED_MAX_CONNECTIONS }),
  );
  app.route("/storage", avatarRoute(database));
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

  app.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(config.publicUrl), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  app.get("/robots.txt", (c) => c.text(robotsTxt(config.publicUrl), 200, { "Cache-Control": "public, max-age=3600" }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (clientDir) {
    // Hashed assets never change: cache them for a year. Brotli/gzip copies were made at build time.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", IMMUTABLE);
        },
      }),
    );
    // Prerendered pages (build/client/<path>/index.html), their .data files and public files.
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (path, c) => {
          c.header(
            "Cache-Control",
            /\.(html|data)(\.br|\.gz|\.zst)?$/.test(path) ? REVALIDATE : "public, max-age=3600",
          );
        },
      }),
    );
  }

  // React Router refuses an action whose Origin is not the request's origin (CSRF). Behind a proxy the
  // request arrives as http://internal-host, so pages see it at the site's public address instead.
  const publicOrigin = new URL(config.publicUrl).origin;
  if (renderPage) {
    app.all("*", (c) => {
      const url = new URL(c.req.url);
      const request =
        url.origin === publicOrigin ? c.req.raw : new Request(publicOrigin + url.pathname + url.search, c.req.raw);
      const context = c.get("context");
      return renderPage(request, context).then(async (response) => {
        // A page rendered for a signed-in member shows who they are: never to be kept by a shared cache,
        // nor by the browser's history after signing out. (The root loader has resolved the viewer.)
        if (await context.viewer()) response.headers.set("Cache-Control", "private, no-store");
        return response;
      });
    });
  }
  if (config.NODE_ENV === "production" && !renderPage) logger.warn("no page renderer: pages will answer 404");
  return app;
}
