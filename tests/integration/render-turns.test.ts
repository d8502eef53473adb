import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createTestApp, type TestApp } from "../helpers/test-app";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A renderer whose pages are held until the test lets each one go, in order. */
function heldRenderer() {
  const held: (() => void)[] = [];
  const rendered: string[] = [];
  return {
    rendered,
    held,
    render: async (request: Request) => {
      rendered.push(new URL(request.url).pathname);
      await new Promise<void>((resolve) => held.push(resolve));
      return new Response("<p>a page</p>", { headers: { "Content-Type": "text/html" } });
    },
  };
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe("pages rendered in turns (issue #48 item 4, ADR 0060)", () => {
  it("refuses a page at once when too many wait, and never renders one whose reader left while it waited", async () => {
    const renderer = heldRenderer();
    const config = { ...t.config, PAGE_RENDERS_AT_ONCE: 1, PAGE_RENDERS_WAITING: 1 };
    const app = createApp({ ...t, config }, { renderPage: renderer.render });

    const first = app.request("/dashboard");
    await until(() => renderer.rendered.length === 1);
    const second = app.request("/notifications");
    // One renders and one waits: a third is told now, in its address's language, to come back shortly.
    const refused = await app.request("/es/start");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(await refused.text()).toBe(
      "El sitio está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.",
    );
    // A browser loading the page shows the answer as the page: in Arabic, it says so and reads right to left.
    const loading = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };
    const arabic = await app.request("/ar/start", { headers: loading });
    expect(arabic.status).toBe(503);
    expect(arabic.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await arabic.text();
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(page).toContain("<p>الموقع مزدحم جدًا الآن. يُرجى المحاولة مجددًا بعد بضع ثوانٍ.</p>");

    renderer.held.shift()!();
    expect((await first).status).toBe(200);
    await until(() => renderer.rendered.length === 2);
    const reader = new AbortController();
    // A reader who leaves before their page's turn (the unit test of turns times it exactly).
    const abandoned = app.request("/start", { signal: reader.signal });
    reader.abort();
    expect((await abandoned).status).toBe(503);
    renderer.held.shift()!();
    expect((await second).status).toBe(200);

    const third = app.request("/glossary");
    await until(() => renderer.rendered.length === 3);
    renderer.held.shift()!();
    expect((await third).status).toBe(200);
    expect(renderer.rendered).toEqual(["/dashboard", "/notifications", "/glossary"]);
  });

  it("renders crawlers' pages one at a time, while a person's page takes its turn beside them (ADR 0059)", async () => {
    const renderer = heldRenderer();
    const config = { ...t.config, PAGE_RENDERS_AT_ONCE: 10, CRAWLER_RENDERS_PER_MINUTE: 600 };
    const app = createApp({ ...t, config }, { renderPage: renderer.render });
    const as = (userAgent: string) => ({ headers: { "User-Agent": userAgent } });

    const firstCrawled = app.request("/community/forum/c/housing", as(GOOGLEBOT));
    await until(() => renderer.rendered.length === 1);
    // Another crawler (another name) waits for the first's render; a person's page does not.
    const secondCrawled = app.request("/community/forum/c/jobs", as(BINGBOT));
    const read = app.request("/community/forum/c/health", as(FIREFOX));
    await until(() => renderer.rendered.length === 2);
    expect(renderer.rendered[1]).toBe("/community/forum/c/health");
    renderer.held.splice(1, 1)[0]!();
    expect((await read).status).toBe(200);
    expect(renderer.rendered).toHaveLength(2);

    renderer.held.shift()!();
    expect((await firstCrawled).status).toBe(200);
    await until(() => renderer.rendered.length === 3);
    expect(renderer.rendered[2]).toBe("/community/forum/c/jobs");
    renderer.held.shift()!();
    expect((await secondCrawled).status).toBe(200);
  });
});
