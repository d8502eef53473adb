import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { RequestContext } from "../../server/request-context";

let vite: Promise<ViteDevServer> | undefined;

/**
 * React Router's request handler over the app's source, compiled on demand by Vite (as `npm run dev`
 * does): integration tests submit real forms to real route actions and loaders.
 */
export async function pageRenderer() {
  vite ??= import("vite").then((v) =>
    v.createServer({
      root: process.cwd(),
      logLevel: "error",
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
    }),
  );
  const server = await vite;
  const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const handle = createRequestHandler(build, "test");
  return {
    render: (request: Request, context: RequestContext) => handle(request, context),
    close: async () => {
      const current = vite;
      vite = undefined;
      await (await current)?.close();
    },
  };
}
