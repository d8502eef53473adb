import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { pageAudiences } from "../../server/http/page-audience";
import { handlerPerLocale } from "../../server/locale-clients";
import type { RequestContext } from "../../server/request-context";

let vite: Promise<ViteDevServer> | undefined;

/**
 * React Router's request handler over the app's source, compiled on demand by Vite (as `npm run dev`
 * does): integration tests submit real forms to real route actions and loaders.
 *
 * One Vite server per test worker, for the worker's life (the integration files share a worker's modules:
 * vitest.config.ts `isolate: false`), so a file does not compile the app again: started and closed per
 * file it was 67 Vite servers and their compiles in one `npm test`. Nothing of a test's state lives in
 * it: each app's database, runtime and config reach the pages through the request's context. It watches
 * no files (the tests change none), so it holds nothing that keeps a worker from ending.
 */
export async function pageRenderer() {
  vite ??= import("vite").then((v) =>
    v.createServer({
      root: process.cwd(),
      logLevel: "error",
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: "custom",
    }),
  );
  const server = await vite;
  const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  // Each locale under its basename, as the server's handler does (ADR 0069).
  const handle = handlerPerLocale((_, basename) => createRequestHandler({ ...build, basename }, "test"));
  return {
    render: (request: Request, context: RequestContext) => handle(request, context),
    audienceOf: pageAudiences(build),
    build,
  };
}
