import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideSections } from "../../content/guides";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/<!-- -->/g, "");

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  return { response, html: decode(await response.text()) };
}

describe("server-rendered pages", () => {
  it("serves the home page with the hero in the HTML", async () => {
    const { response, html } = await get("/");
    expect(response.status).toBe(200);
    expect(html).toContain("Welcome to Ireland Guide");
    expect(html).toContain("Your Journey to Ireland Starts Here");
    expect(html).toContain("Explore Our Resources");
    expect(html).toContain("Latest from the Forum");
    expect(html).toContain('href="/community/forum"');
  });

  it("serves the terms with the seven section headings", async () => {
    const { response, html } = await get("/terms-and-conditions");
    expect(response.status).toBe(200);
    for (const heading of [
      "Your Account",
      "User Conduct and Content",
      "Moderation",
      "License to Your Content",
      "Disclaimers and Limitation of Liability",
      "Changes to These Terms",
      "Governing Law",
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>\\d\\. ${heading}</h2>`));
    }
    expect(html).toContain('href="/auth"');
  });

  it("answers an unknown path with 404 and a page that links home", async () => {
    for (const path of ["/no-such-page", "/housing/no-such-guide", "/a/b/c"]) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain("Page not found");
      expect(html).toContain('href="/"');
    }
  });

  const guides = guideSections.flatMap((section) => [
    {
      path: `/${section.slug}`,
      h1: section.title,
      description: section.description,
      titles: section.guides.map((g) => g.title),
      links: [] as string[],
    },
    ...section.guides.map((guide) => ({
      path: `/${section.slug}/${guide.slug}`,
      h1: guide.title,
      description: guide.description,
      titles: guide.cards.map((card) => card.title),
      links: guide.cards.flatMap((card) => card.lists.flatMap((list) => list.links.map((link) => link.url))),
    })),
  ]);

  it("has 47 guide routes", () => expect(guides).toHaveLength(47));

  it.each(guides)(
    "$path answers 200 with its H1, card titles, meta and safe external links",
    async ({ path, h1, description, titles, links }) => {
      const { response, html } = await get(path);
      expect(response.status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>(<svg.*?</svg>)?\\s*${h1.replace(/[&()]/g, "\\$&")}</h1>`));
      for (const title of titles) expect(html, title).toContain(title);
      expect(html).toContain(`<title>${h1} | Ireland Guide</title>`);
      expect(html).toContain(`<meta name="description" content="${description}"/>`);
      // At the running server's address (it was the build's: issue #29).
      expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"`);
      expect(html).toContain(`<meta property="og:title" content="${h1} | Ireland Guide"/>`);
      expect(html).toContain('<nav aria-label="Breadcrumb"');
      expect(html).toContain("Last reviewed");
      const external = [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]*"[^>]*>/g)].map((m) => m[0]);
      const hrefs = external.map((link) => /href="([^"]*)"/.exec(link)![1]);
      for (const url of links) expect(hrefs, url).toContain(url);
      for (const link of external) {
        expect(link).toContain('target="_blank"');
        expect(link).toMatch(/rel="[^"]*noopener/);
      }
    },
  );

  it("lists every guide route in the sitemap", async () => {
    const { html } = await get("/sitemaps/pages.xml");
    for (const { path } of guides) expect(html).toContain(`${path}</loc>`);
  });

  it("sends pages compressed and hashed assets with long-lived caching", async () => {
    const { response, html } = await get("/housing", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBe("br");
    const asset = html.match(/\/assets\/[^"\s]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(server.url + asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const dynamic = await fetch(server.url + "/no-such-page", { headers: { "Accept-Encoding": "gzip" } });
    expect(dynamic.headers.get("content-encoding")).toBe("gzip");
  });
});
