import { getRequestListener } from "@hono/node-server";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pathToFileURL } from "node:url";
import { createApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase, type Database, type SlowQuery } from "./db/database";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger, type Logger } from "./logger";
import { withSourcePositions } from "./source-positions";
import { readPrerenderedScriptHashes } from "./http/content-security-policy";
import {
  CLIENT_DIR,
  CSP_HASHES,
  LOCALE_CLIENTS,
  MIGRATIONS_FOLDER,
  PROJECT_ROOT,
  REACT_ROUTER_SERVER_BUILD,
} from "./paths";
import { createLocalizedRequestHandler, handlerPerLocale, readLocaleClients } from "./locale-clients";
import { pageAudiences } from "./http/page-audience";
import type { RequestContext } from "./request-context";
import { pruneRateLimits } from "./rate-limit";
import { pruneEmailChanges } from "./auth/email-change";
import { createRuntime, type Runtime } from "./runtime";

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Longer than the proxy keeps an idle connection to the process (nginx: keepalive_timeout 60s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main() {
  const config = loadConfig();
  const production = config.NODE_ENV === "production";
  const logger = createLogger(config.LOG_LEVEL, !production && process.stdout.isTTY);

  const database = await openLoggedDatabase(config, logger);
  const runtime = createRuntime({ config, database, logger });
  const { forumChanges, memberEvents, mailWorker } = runtime;
  await startBackgroundWork(runtime);
  const { vite, build, localeClients, renderPage } = await loadPageRenderer(config, production);

  const app = createApp(runtime, {
    renderPage,
    pageAudience: pageAudiences(build),
    clientDir: production ? CLIENT_DIR : undefined,
    prerenderedScriptHashes: production ? readPrerenderedScriptHashes(CSP_HASHES) : undefined,
    // What renders a page: the routes' server code, every locale's client assets, this server, and the
    // migrations the database has had (one may change rows while no process hears it).
    buildVersion:
      localeClients && buildVersionOf([REACT_ROUTER_SERVER_BUILD, LOCALE_CLIENTS, process.argv[1], MIGRATIONS_JOURNAL]),
  });
  const listener = getRequestListener(app.fetch);
  let stopping = false;
  const server: Server = createServer((req, res) => {
    // Once stopping, a connection is closed as soon as its answer is sent rather than kept alive for more.
    res.once("finish", () => {
      if (stopping) server.closeIdleConnections();
    });
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });

  limitConnectionTimes(server);

  /**
   * SIGTERM (systemd's stop): no new connections (the listener closes: the proxy sends visitors to the
   * other processes) and readiness answers 503; each live stream is sent a retry hint and ended; idle
   * kept-alive connections are closed now and the others once their answer is sent. Requests in flight
   * (a slow upload, a page being rendered) are answered; then the process closes its database and exits.
   */
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took longer than 10 s: exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Readiness answers 503; each live stream is sent a retry hint and ended (server/realtime/events-route.ts).
    runtime.lifecycle.stop();
    server.closeIdleConnections();
    // A request still unanswered this close to the time-out is cut, so that the database closes cleanly.
    setTimeout(() => {
      logger.warn("requests still unanswered at shutdown: closing their connections");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS - 2_000).unref();
    closed
      .then(() =>
        Promise.allSettled([
          vite?.close(),
          Promise.all([forumChanges.stop(), memberEvents.stop(), mailWorker.stop(), app.pagesStored()]).then(() =>
            database.close(),
          ),
        ]),
      )
      .then(() => {
        logger.info("stopped");
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ url: `http://${config.HOST}:${port}`, env: config.NODE_ENV }, "Ireland Guide is listening");
  });
}

/** The database, its migrations applied, at DATABASE_URL or else in DATA_DIR. */
async function openLoggedDatabase(config: Config, logger: Logger): Promise<Database> {
  // DB_SLOW_MS: statements that take that long are logged with their SQL (placeholders, never values).
  const slowQueries = {
    slowQueryMs: config.DB_SLOW_MS,
    onSlowQuery: ({ sql, ms }: SlowQuery) => logger.warn({ ms, sql }, "slow query"),
  };
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, ...slowQueries }
      : { dataDir: config.DATA_DIR, ...slowQueries },
  );
  logger.info({ kind: database.kind }, "database ready, migrations applied");
  return database;
}

/** The live feeds, the notification mail and the hourly pruning: this process's work outside requests. */
async function startBackgroundWork({
  database,
  logger,
  forumChanges,
  memberEvents,
  mailWorker,
}: Runtime): Promise<void> {
  await forumChanges.start();
  await memberEvents.start();
  // Notification mail: a background loop in this process, never inside a request (ADR 0017).
  mailWorker.start();
  // Rate-limit windows older than a day and email changes long past their cancel window are dead rows:
  // drop them every hour (idempotent in every process).
  const pruning = setInterval(
    () =>
      void Promise.all([pruneRateLimits(database.db), pruneEmailChanges(database.db)]).catch((error) =>
        logger.warn({ err: error }, "pruning failed"),
      ),
    60 * 60 * 1000,
  );
  pruning.unref();
}

/** React Router's server build and what renders its pages: through Vite in development, from the build in production. */
async function loadPageRenderer(config: Config, production: boolean) {
  const vite = production
    ? undefined
    : await import("vite").then((v) =>
        v.createServer({ root: PROJECT_ROOT, server: { middlewareMode: true }, appType: "custom" }),
      );
  // Development serves every locale from one client with the whole catalogue; production, one client per
  // locale (ADR 0041). Both, each locale under its basename (ADR 0069).
  // The route table's audiences are read once, at start: in development a changed `handle` needs a restart.
  const build = vite
    ? ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild)
    : ((await import(pathToFileURL(REACT_ROUTER_SERVER_BUILD).href)) as ServerBuild);
  const localeClients = vite ? undefined : readLocaleClients(LOCALE_CLIENTS);
  const handleRequest = localeClients
    ? createLocalizedRequestHandler(build, localeClients, config.NODE_ENV)
    : handlerPerLocale((_, basename) =>
        createRequestHandler(
          async () => ({
            ...((await vite!.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild),
            basename,
          }),
          config.NODE_ENV,
        ),
      );
  const renderPage = (request: Request, context: RequestContext) => handleRequest(request, context);
  return { vite, build, localeClients, renderPage };
}

/** How long a connection may take to send a request, and stay open idle between requests. */
function limitConnectionTimes(server: Server): void {
  // A client that sends its headers or its body slowly is cut off rather than holding a connection for
  // minutes (Node's defaults are 60 s and 300 s). Two minutes still lets a phone upload a 5 MB avatar
  // at about 350 kbit/s; streamed responses (the live feed) are not affected.
  server.headersTimeout = 15_000;
  server.requestTimeout = 120_000;
  // An idle kept-alive connection is closed by its client (nginx: 60 s, deploy/nginx.conf), not by the
  // process. At Node's default (5 s) a client could send a request on a connection the process was closing
  // at that moment: the request was lost (ECONNRESET), and nginx, which retries only idempotent requests,
  // answers a form sent that way with 502.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    const trace = error instanceof Error && error.stack ? withSourcePositions(error.stack) : String(error);
    process.stderr.write(`Ireland Guide could not start: ${trace}\n`);
  }
  process.exit(1);
});

const MIGRATIONS_JOURNAL = join(MIGRATIONS_FOLDER, "meta", "_journal.json");

/** A name for the build these files are: a page stored by one build is never served by another (ADR 0064). */
function buildVersionOf(files: (string | undefined)[]): string {
  const hash = createHash("sha256");
  for (const file of files) if (file && existsSync(file)) hash.update(readFileSync(file));
  return hash.digest("base64url").slice(0, 16);
}
