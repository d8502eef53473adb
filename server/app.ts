import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { relative, resolve, sep } from "node:path";
import { authRoutes } from "./auth/routes";
import { isDatabaseOverloaded } from "./db/database";
import { OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS } from "./http/actions";
import { clientAddress } from "./http/client-address";
import {
  contentSecurityPolicy,
  cspNonce,
  type PrerenderedScriptHashes,
  type ScriptSources,
} from "./http/content-security-policy";
import { devOutboxPage } from "./mail/dev-outbox";
import { avatarRoute } from "./profiles/avatar-route";
import { eventsRoute } from "./realtime/events-route";
import { unsubscribeRoute } from "./notifications/unsubscribe-route";
import { PROFILE_FORM_MAX_BYTES } from "../common/profile";
import { createRequestContext, type RequestContext } from "./request-context";
import type { Runtime } from "./runtime";
import { robotsTxt, sitemapXml } from "./sitemap";

export interface AppOptions {
  /** Renders every page that is not prerendered: React Router's request handler. */
  renderPage?: (request: Request, context: RequestContext) => Promise<Response>;
  /** The browser build (build/client) in production; absent in development, where Vite serves it. */
  clientDir?: string;
  /** The inline-script hashes of the prerendered pages in clientDir (build/csp-hashes.json). */
  prerenderedScriptHashes?: PrerenderedScriptHashes;
}

export type AppEnv = {
  Variables: { requestId: string; context: RequestContext; staticFile: string | undefined };
};

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

export function createApp(runtime: Runtime, { renderPage, clientDir, prerenderedScriptHashes = {} }: AppOptions = {}) {
  const { config, database, logger, auth, mailer, feed, memberEvents } = runtime;
  const app = new Hono<AppEnv>();
  const development = config.NODE_ENV === "development";
  const policy = (scripts: ScriptSources = {}) => contentSecurityPolicy(scripts, development);

  app.use(requestId());
  // One context per request: every loader, action and handler reads the viewer and address from it.
  app.use(async (c, next) => {
    c.set(
      "context",
      createRequestContext(runtime, {
        requestId: c.get("requestId"),
        clientAddress: clientAddress(c, config.TRUST_PROXY),
        cspNonce: cspNonce(),
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

  // Content-Security-Policy (ADR 0012): a page rendered below allows its request's nonce, a prerendered
  // page the hashes of its inline scripts; every other response gets the policy with neither.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", policy());
  });
  // No framing (clickjacking), no MIME sniffing, no full URLs in Referer to other sites; HSTS once the
  // site is served over HTTPS.
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Dynamic responses are gzipped here; static files were compressed at build time (brotli and gzip).
  app.use(compress());

  app.onError((error, c) => {
    if (isDatabaseOverloaded(error)) {
      logger.warn({ reqId: c.get("requestId"), err: error }, "refused: database overloaded");
      c.header("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
      return c.json({ error: OVERLOADED_MESSAGE }, 503);
    }
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
    eventsRoute(
      feed,
      { perAddress: config.LIVE_FEED_MAX_PER_ADDRESS, perProcess: config.LIVE_FEED_MAX_CONNECTIONS },
      memberEvents,
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

  app.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(config.publicUrl), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  app.get("/robots.txt", (c) => c.text(robotsTxt(config.publicUrl), 200, { "Cache-Control": "public, max-age=3600" }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (clientDir) {
    const root = resolve(clientDir);
    // serveStatic calls onFound after it has made the response: headers set there reach it only through
    // @hono/node-server's own Response, which keeps the headers object (not under app.request, in tests).
    // So onFound notes the file, and the headers are set on the response that serveStatic answers.
    const serveFiles = (headersFor: (file: string) => Record<string, string>): MiddlewareHandler<AppEnv> => {
      const serve = serveStatic({ root, precompressed: true, onFound: (path, c) => c.set("staticFile", path) });
      return async (c, next) => {
        const response = await serve(c, next);
        const file = c.get("staticFile");
        if (response && file) {
          for (const [name, value] of Object.entries(headersFor(file))) response.headers.set(name, value);
        }
        return response;
      };
    };
    // Hashed assets never change: cache them for a year. Brotli/gzip copies were made at build time.
    app.use(
      "/assets/*",
      serveFiles(() => ({ "Cache-Control": IMMUTABLE })),
    );
    // Prerendered pages (build/client/<path>/index.html), their .data files and public files. A page's
    // inline scripts are allowed by the hashes that the build listed for it (scripts/csp-hashes.mjs).
    app.use(
      "*",
      serveFiles((file): Record<string, string> => {
        const path = relative(root, file.replace(/\.(br|gz|zst)$/, ""))
          .split(sep)
          .join("/");
        if (!/\.(html|data)$/.test(path)) return { "Cache-Control": "public, max-age=3600" };
        if (path.endsWith(".data")) return { "Cache-Control": REVALIDATE };
        const hashes = prerenderedScriptHashes[path];
        if (!hashes) logger.warn({ path }, "no script hashes for this prerendered page: its scripts are blocked");
        return { "Cache-Control": REVALIDATE, "Content-Security-Policy": policy({ hashes }) };
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
      return renderPage(request, context).then(async (rendered) => {
        // A loader that found the database overloaded: the error page, as a 503 that says when to retry.
        const response =
          rendered.status === 500 && context.overloaded
            ? new Response(rendered.body, { status: 503, headers: rendered.headers })
            : rendered;
        if (response.status === 503) response.headers.set("Retry-After", String(OVERLOADED_RETRY_AFTER_SECONDS));
        // The page's inline scripts carry this request's nonce (app/entry.server.tsx).
        if (response.headers.get("Content-Type")?.startsWith("text/html")) {
          response.headers.set("Content-Security-Policy", policy({ nonce: context.cspNonce }));
        }
        // A page rendered for a signed-in member shows who they are: never to be kept by a shared cache,
        // nor by the browser's history after signing out. (The root loader has resolved the viewer.)
        if (await context.viewer().catch(() => null)) response.headers.set("Cache-Control", "private, no-store");
        return response;
      });
    });
  }
  if (config.NODE_ENV === "production" && !renderPage) logger.warn("no page renderer: pages will answer 404");
  return app;
}
