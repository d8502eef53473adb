import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaredAudience } from "../../app/lib/page-audience";
import { prefixedLocales } from "../../common/locales";
import { pageAudiences } from "../../server/http/page-audience";
import { SHARED_PAGE_CACHE } from "../../server/http/pages-in-memory";
import { pageRenderer } from "../helpers/page-renderer";
import { createTestApp } from "../helpers/test-app";

/**
 * Who each page is for (ADR 0058) is declared by its route, and only there: the route table is the
 * register of pages. A route added without an audience fails here, before any cache could keep it.
 */
describe("the audience of every page", () => {
  it("is declared by every route of the table", async () => {
    const { build } = await pageRenderer();
    const undeclared = Object.values(build.routes)
      .filter((route) => route && route.id !== "root" && !declaredAudience(route.module.handle))
      .map((route) => route!.id);
    expect(undeclared).toEqual([]);
  });

  it("keeps the account's secrets from every cache, the forum's public pages shareable, and the rest the reader's", async () => {
    const audienceOf = (await pageRenderer()).audienceOf;
    const inEveryLanguage = (paths: string[]) =>
      paths.flatMap((path) => [
        path,
        `${path === "/" ? "/_root" : path}.data`,
        ...prefixedLocales.flatMap((locale) => {
          const localized = path === "/" ? `/${locale}` : `/${locale}${path}`;
          return [localized, path === "/" ? `/${locale}/_root.data` : `${localized}.data`];
        }),
      ]);
    const expected = {
      secret: [
        "/settings",
        "/settings/recovery-codes",
        "/settings/data/abc",
        "/auth",
        "/auth/two-factor",
        "/auth/reset-password",
        "/auth/confirm",
        "/notifications/unsubscribe",
      ],
      everyone: [
        "/",
        "/community/forum",
        "/community/forum/c/housing",
        "/community/forum/posts/0b7c9d4e-1f2a-4b3c-8d5e-6f7a8b9c0d1e",
        "/search",
        "/community/forum/feed.xml",
        "/community/forum/c/housing/feed.xml",
        "/community/forum/posts/0b7c9d4e-1f2a-4b3c-8d5e-6f7a8b9c0d1e/feed.xml",
      ],
      reader: [
        "/dashboard",
        "/notifications",
        "/profile/abc",
        "/start",
        "/community/forum/new-post",
        "/community/forum/posts/0b7c9d4e-1f2a-4b3c-8d5e-6f7a8b9c0d1e/edit",
        "/community/forum/posts/0b7c9d4e-1f2a-4b3c-8d5e-6f7a8b9c0d1e/revisions",
        "/moderation",
        "/resources/viewer",
        "/resources/drafts",
        "/settingsx",
        "/authors",
        "/legal/pps",
        "/a/b/c/d",
      ],
    };
    for (const [audience, paths] of Object.entries(expected)) {
      for (const path of inEveryLanguage(paths)) expect(audienceOf(path), path).toBe(audience);
    }
  });

  it("is found for every address as React Router's own matchRoutes finds its route", async () => {
    const { build, audienceOf } = await pageRenderer();
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const tree = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
        );
    const table = tree(undefined);
    const reference = (path: string, basename?: string) => {
      const leaf = matchRoutes(table, path, basename)?.at(-1)?.route.id;
      return (leaf && declaredAudience(build.routes[leaf]?.module.handle)) || "reader";
    };
    const samples = routes.flatMap((route) => {
      const path = `/${route.path ?? ""}`.replace(/:[\w-]+/g, "x1").replace(/\*$/, "a/b");
      return [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}/more/and-more`];
    });
    expect(samples.length).toBeGreaterThan(5 * 45);
    for (const path of samples) {
      expect(audienceOf(path), path).toBe(reference(path));
      // Every other locale: the same table under its basename (ADR 0069).
      for (const locale of prefixedLocales) {
        const localized = `/${locale}${path === "/" ? "" : path}`;
        expect(audienceOf(localized), localized).toBe(reference(localized, `/${locale}`));
      }
    }
  });

  it("is ranked as React Router ranks routes, and `reader`, kept by no server, for a route that declares none", () => {
    const build = {
      routes: {
        root: { id: "root", path: "", module: {} },
        // Listed first, yet a static segment outranks it, as React Router ranks them.
        "routes/section": {
          id: "routes/section",
          parentId: "root",
          path: ":section",
          module: { handle: { audience: "secret" } },
        },
        "routes/page": {
          id: "routes/page",
          parentId: "root",
          path: "page",
          module: { handle: { audience: "everyone" } },
        },
        "routes/other": { id: "routes/other", parentId: "root", path: "other", module: {} },
      },
    } as unknown as Pick<ServerBuild, "routes">;
    const audienceOf = pageAudiences(build);
    expect(audienceOf("/page")).toBe("everyone");
    expect(audienceOf("/es/page.data")).toBe("everyone");
    expect(audienceOf("/other")).toBe("reader");
    expect(audienceOf("/nowhere")).toBe("secret");
    expect(audienceOf("/nowhere/else")).toBe("reader");
  });

  it("decides what a visitor's page sends: shareable, the reader's own, or kept nowhere", async () => {
    const app = await createTestApp();
    try {
      const visitor = app.browser();
      const forum = await visitor.request("/es/community/forum");
      expect(forum.headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE);
      expect(forum.headers.get("X-Offline")).toBeNull();
      const start = await visitor.request("/es/start");
      expect(start.status).toBe(200);
      expect(start.headers.get("Cache-Control") ?? "").not.toContain("public");
      expect(start.headers.get("X-Offline")).toBeNull();
      for (const path of ["/es/auth", "/auth/reset-password", "/ar/settings.data"]) {
        const secret = await visitor.request(path);
        expect(secret.headers.get("X-Offline"), path).toBe("never");
        expect(secret.headers.get("Cache-Control") ?? "", path).not.toContain("public");
      }
    } finally {
      await app.close();
    }
  });
});
