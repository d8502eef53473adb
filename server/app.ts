import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { Auth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { devOutboxPage } from "./mail/dev-outbox";
import { forumRoutes } from "./forum/routes";
import { profileRoutes } from "./profiles/routes";
import { eventsRoute } from "./realtime/events-route";
import type { ForumFeed } from "./realtime/forum-feed";
import { getCurrentUser } from "./services/current-user";
import { robotsTxt, sitemapXml } from "./sitemap";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  feed: ForumFeed;
  /** Renders every page that is not prerendered: React Router's request handler. */
  renderPage?: (request: Request, context: Context) => Promise<Response>;
  /** The browser build (build/client) in production; absent in development, where Vite serves it. */
  clientDir?: string;
}

export type AppEnv = { Variables: { requestId: string } };

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

export function createApp({ config, database, logger, auth, mailer, feed, renderPage, clientDir }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
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
  app.route("/api/auth", authRoutes({ auth, database, config }));
  app.route("/api/forum", forumRoutes({ auth, database, feed, logger }));
  app.route("/api/events", eventsRoute(feed));
  const profiles = profileRoutes({ auth, database, logger });
  app.route("/api/profiles", profiles.api);
  app.route("/storage", profiles.storage);
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
  app.get("/api/me", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: await getCurrentUser(auth, database.db, c.req.raw.headers) });
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

  if (renderPage) app.all("*", (c) => renderPage(c.req.raw, c));
  if (config.NODE_ENV === "production" && !renderPage) logger.warn("no page renderer: pages will answer 404");
  return app;
}
