import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { locales, type Locale } from "../common/i18n";
import { createLocalizedRequestHandler, type LocaleClients } from "./locale-clients";

/** A server build of one resource route, /glossary, that answers the address it was asked at. */
function buildOfOneRoute(): ServerBuild {
  return {
    entry: { module: { default: (_request: Request, status: number) => new Response(null, { status }) } },
    routes: {
      root: { id: "root", path: "", module: {} },
      "routes/glossary": {
        id: "routes/glossary",
        parentId: "root",
        path: "glossary",
        module: { loader: ({ request }: { request: Request }) => Response.json(new URL(request.url).pathname) },
      },
    },
    assets: assetsOf("en"),
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** A locale's asset manifest: the same route, its module that locale's own file. */
function assetsOf(locale: Locale): ServerBuild["assets"] {
  return {
    version: `version-${locale}`,
    url: `/assets/manifest-${locale}.js`,
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", imports: [] },
      "routes/glossary": {
        id: "routes/glossary",
        parentId: "root",
        path: "glossary",
        module: `/assets/glossary.${locale}.js`,
        imports: [],
      },
    },
  } as unknown as ServerBuild["assets"];
}

describe("one route table, each locale under its basename (ADR 0069)", () => {
  const clients = Object.fromEntries(
    locales.map((locale) => [locale, { assets: assetsOf(locale), files: [] }]),
  ) as unknown as LocaleClients;
  const handler = createLocalizedRequestHandler(buildOfOneRoute(), clients, "production");
  const ask = (path: string) => handler(new Request(`http://localhost${path}`));

  it("answers each locale's address with the one route, and no address with the prefix twice", async () => {
    for (const path of ["/glossary", "/ar/glossary", "/pt-br/glossary", "/zh-cn/glossary"]) {
      const response = await ask(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toBe(path);
    }
    expect((await ask("/ar/ar/glossary")).status).toBe(404);
  });

  it("answers a page's route discovery with its own locale's modules, and a page of another release with a reload", async () => {
    const arabic = await ask("/ar/__manifest?version=version-ar&paths=/ar/glossary");
    expect(arabic.status).toBe(200);
    expect(await arabic.json()).toMatchObject({ "routes/glossary": { module: "/assets/glossary.ar.js" } });
    const english = await ask("/__manifest?version=version-en&paths=/glossary");
    expect(await english.json()).toMatchObject({ "routes/glossary": { module: "/assets/glossary.en.js" } });
    // An Arabic page's version asked of the English handler is another release's: the router reloads.
    const crossed = await ask("/__manifest?version=version-ar&paths=/glossary");
    expect(crossed.status).toBe(204);
    expect(crossed.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
