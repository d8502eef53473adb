import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("/api/health, sitemap and robots", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 200 with the database status and a request id", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
  });

  it("answers 404 as JSON for an unknown API path", async () => {
    const response = await t.app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("serves a sitemap of every public page and robots.txt pointing at it", async () => {
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/legal/gnib-registration</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/glossary</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/community/forum/c/housing</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/start</loc>");
    // Home, first-week checklist, terms, glossary, forum; 8 categories; 9 landings; 38 guides.
    expect(sitemap.match(/<loc>/g)).toHaveLength(5 + 8 + 9 + 38);
    expect(await (await t.app.request("/robots.txt")).text()).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await broken.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error", database: { status: "unavailable" } });
  });
});
