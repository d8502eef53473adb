import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  Links,
  Outlet,
  Scripts,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import { installedVersion } from "../../tests/helpers/installed-version";
import { inlineScriptHashes } from "./content-security-policy";
import { deferHydration } from "./first-use-hydration";

/**
 * first-use-hydration.ts finds the module preloads and the entry module in the page's text, as React Router
 * (its <Scripts>) and React (which hoists the preloads into <head>) write them: no API hands them over; and
 * content-security-policy.ts finds the page's inline scripts in its text to hash them. These tests pin the
 * versions those patterns were written for, and run them on a page rendered by the installed ones.
 */
const WRITTEN_FOR = { "react-router": "7.18.4", "react-dom": "19.3.1" };

describe("React Router's markup, as first-use-hydration.ts reads it", () => {
  it.each(Object.entries(WRITTEN_FOR))("was written for %s %s", (name, version) => {
    expect(
      installedVersion(name),
      `MODULE_PRELOAD and ENTRY_MODULE in server/http/first-use-hydration.ts, and SCRIPT in ` +
        `server/http/content-security-policy.ts, were written for ${name} ${version}: ` +
        `check them against the new output (this file renders a page) and update the pin`,
    ).toBe(version);
  });

  it.each([undefined, "abc=="])(
    "finds the preloads and the entry of a page the installed versions render (nonce %s)",
    async (nonce) => {
      const html = await renderedPage(nonce);
      const deferred = deferHydration(html, "page", "startOnFirstUse()");
      expect(deferred).not.toContain('rel="modulepreload"');
      expect(deferred).not.toContain('type="module"');
      const attribute = nonce ? ` nonce="${nonce}"` : "";
      expect(deferred).toMatch(
        new RegExp(
          `<script${attribute} type="text/x-deferred-module" id="deferred-entry" data-modules="[^"]*/assets/root\\.js[^"]*">`,
        ),
      );
      expect(deferred).toContain(`<script${attribute}>startOnFirstUse()</script>`);
    },
  );

  it.each([undefined, "abc=="])(
    "finds every inline script of a page the installed versions render, to hash it (nonce %s)",
    async (nonce) => {
      const html = await renderedPage(nonce);
      // Each script's text found by plain string search, to compare with what the pattern finds.
      const scripts = html.split("<script").slice(1);
      expect(scripts.length, "React Router's context and its entry, at least").toBeGreaterThanOrEqual(2);
      expect(
        scripts.every((script) => !script.slice(0, script.indexOf(">")).includes(" src=")),
        "no src",
      ).toBe(true);
      const bodies = scripts.map((script) => script.slice(script.indexOf(">") + 1, script.indexOf("</script>")));
      const hashes = bodies.map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
      expect(inlineScriptHashes(html)).toEqual([...new Set(hashes)]);
    },
  );
});

/** A one-route app rendered by React Router's request handler and React's streaming renderer, as app/entry.server.tsx does. */
async function renderedPage(nonce: string | undefined): Promise<string> {
  const root = {
    default: () => <Outlet />,
    Layout: ({ children }: { children: React.ReactNode }) => (
      <html lang="en">
        <head>
          <Links />
        </head>
        <body>
          {children}
          <Scripts nonce={nonce} />
        </body>
      </html>
    ),
  };
  const handleRequest = (request: Request, status: number, headers: Headers, context: EntryContext) =>
    new Promise<Response>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce={nonce} />, {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
          pipe(body);
        },
        onShellError: reject,
      });
    });
  const build = {
    entry: { module: { default: handleRequest } },
    routes: {
      root: { id: "root", path: "", module: root },
      home: { id: "home", parentId: "root", index: true, module: { default: () => <p>Hello</p> } },
    },
    assets: {
      version: "1",
      url: "/assets/manifest-1.js",
      entry: { module: "/assets/entry.client.js", imports: ["/assets/chunk.js"] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js", imports: [] },
        home: { id: "home", parentId: "root", index: true, module: "/assets/home.js", imports: [] },
      },
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  return response.text();
}
