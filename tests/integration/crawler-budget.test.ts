import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
/** One render, then one a minute: the test ends long before the next is due. */
const SHARE = { CRAWLER_RENDERS_PER_MINUTE: "1" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SHARE);
});
afterAll(async () => {
  await t.close();
});

const randomPost = (prefix = "") => `${prefix}/community/forum/posts/${randomUUID()}`;

describe("a crawler reading pages nobody has asked for (issue #48 item 3)", () => {
  it("renders its share, then is told in the address's language when to come back, with Retry-After", async () => {
    const crawler = t.browser({ userAgent: GOOGLEBOT });
    // A permalink that no longer exists is rendered (a 404) as much as one that does.
    expect((await crawler.request(randomPost())).status).toBe(404);
    const refused = await crawler.request(randomPost("/es"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.text()).toMatch(
      /^Desde aquí se están leyendo páginas más rápido .* Inténtalo de nuevo en 1 minuto\.$/,
    );

    // What is already rendered costs nothing: a page a visitor read is answered from memory, uncounted.
    expect((await t.browser({ userAgent: FIREFOX }).request("/community/forum")).status).toBe(200);
    expect((await crawler.request("/community/forum")).status).toBe(200);
    // A person's browser is never counted, nor a member whose browser names itself a crawler.
    for (let i = 0; i < 8; i++)
      expect((await t.browser({ userAgent: FIREFOX }).request(randomPost())).status).toBe(404);
    const member = await signedInMember(t, "headless@example.com", { userAgent: GOOGLEBOT });
    for (let i = 0; i < 8; i++) expect((await member.request(randomPost())).status).toBe(404);
  });
});
