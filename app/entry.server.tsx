import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction, ServerInstrumentation } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "../server/db/database";
import { firstUseHydrationStream } from "../server/http/first-use-hydration";
import { NonceContext } from "./lib/csp-nonce";
import { isReadingPage } from "./lib/deferred-hydration";
import hydrateOnFirstUseScript from "./lib/hydrate-on-first-use?inline-script";
import { localeOfPath } from "@common/locale-path";
import { overwriteServerAsyncLocalStorage } from "@common/paraglide/runtime.js";

/**
 * The request's locale for every message called while it is answered (issue #33, ADR 0040): Paraglide's
 * messages read it from this storage on the server. React Router's request instrumentation wraps the
 * whole answer, loaders, actions and render alike, for the Hono server's requests and for the prerender at
 * build time, which calls React Router's handler without passing through the server.
 */
const localeStorage = new AsyncLocalStorage<{ locale?: ReturnType<typeof localeOfPath> }>();
overwriteServerAsyncLocalStorage(localeStorage);

export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(answer, { request }) {
          await localeStorage.run({ locale: localeOfPath(new URL(request.url).pathname) }, answer);
        },
      });
    },
  },
];

/** How long deferred data may stream before React Router rejects it (React Router's default). */
export const streamTimeout = 5_000;

/**
 * React Router's default server entry (@react-router/dev's entry.server.node.tsx), plus the request's
 * Content-Security-Policy nonce (ADR 0012): React's and React Router's inline scripts carry it, and so do
 * the root's own through NonceContext. The server sends the policy with the same nonce (server/app.ts).
 * Prerendering at build time calls this without our load context: no nonce, the pages' scripts are
 * allowed by hash.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Partial<AppLoadContext>,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content before the response starts
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    // A page the server keeps in memory (server/http/pages-in-memory.ts) is wanted whole: it is rendered into
    // one buffer, without the streams between React and the response.
    const whole = loadContext?.renderWhole === true;
    const readyOption: keyof RenderToPipeableStreamOptions =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving it time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          // A reading page's HTML, rewritten on its way for a reader who is not signed in: it hydrates on
          // first use, as a prerendered one does (ADR 0020, ADR 0043). A member's page hydrates at once.
          // Prerendering (no load context) leaves that to scripts/stages/defer-hydration.ts.
          const page = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
          const hydratesOnFirstUse =
            loadContext?.viewer && page && isReadingPage(routerContext.routeModules[page]?.handle)
              ? loadContext.viewer().then(
                  (viewer) => viewer === null,
                  () => true,
                )
              : Promise.resolve(false);
          const output = (destination: Writable) =>
            hydratesOnFirstUse.then((deferred) => {
              if (!deferred) return void pipe(destination);
              const rewrite = firstUseHydrationStream(hydrateOnFirstUseScript);
              rewrite.pipe(destination);
              pipe(rewrite);
            });
          if (whole) {
            const chunks: Buffer[] = [];
            void output(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  resolve(
                    new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
                  );
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          void output(body).then(() =>
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            ),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell. Errors in the initial shell are not
          // logged here: they reject and are logged in handleDocumentRequest.
          if (shellRendered) logError(error, loadContext, "rendering failed");
        },
      },
    );
  });
}

/**
 * Errors thrown in loaders, actions and rendering go to our logger, which redacts SQL parameters and
 * email addresses (React Router's default prints them to stderr as they are). A request the client
 * gave up on, or a 4xx answer (no such page), is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return; // no such page, no such method: answers
  const requestContext = context as Partial<AppLoadContext>;
  if (requestContext.logger && isDatabaseUnavailable(error)) {
    requestContext.databaseUnavailable = true; // server/app.ts answers 503 with Retry-After instead of 500
    requestContext.logger.warn({ reqId: requestContext.requestId, err: error }, "page refused: database unavailable");
    return;
  }
  logError(error, requestContext, "request failed");
};

function logError(error: unknown, context: Partial<AppLoadContext> | undefined, message: string) {
  if (context?.logger) context.logger.error({ reqId: context.requestId, err: error }, message);
  else console.error(error); // prerendering at build time: no logger, and no visitor's data
}
