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
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/ar/glossary</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/pt-br</loc>");
    // Home, first-week checklist, terms, glossary, forum; 8 categories; 9 landings; 38 guides; in six languages.
    expect(sitemap.match(/<loc>/g)).toHaveLength((5 + 8 + 9 + 38) * 6);
    expect(await (await t.app.request("/robots.txt")).text()).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await broken.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error", database: { status: "unavailable" } });
    // Readiness says so, with when to ask again; liveness does not read the database: the process is alive.
    const ready = await broken.app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect((await broken.app.request("/api/health/live")).status).toBe(200);
  });

  it("is not ready once the process has been told to stop, and never cached", async () => {
    const ready = await t.app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toMatchObject({ status: "ok", listening: true, stopping: false });
    t.lifecycle.stopping = true;
    try {
      const stopping = await t.app.request("/api/health/ready");
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toMatchObject({ status: "error", stopping: true });
      expect((await t.app.request("/api/health/live")).status).toBe(200);
    } finally {
      t.lifecycle.stopping = false;
    }
  });
});
