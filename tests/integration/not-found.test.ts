import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Unknown addresses (issue 29, item 14): every one answers the site's 404 page with status 404, as a
 * page and as the data a running page asks for (`.data`, which the page renders as that 404 page), and
 * a browser that opens a `.data` address itself gets the page, not the data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND_PAGE = "Page not found";
const unknown = () => [
  "/u/nobody",
  `/community/forum/post/${randomUUID()}`,
  `/community/forum/posts/${randomUUID()}`,
  "/nope",
  "/housing/no-such-guide",
  "/moderation/nope",
];

/** The statuses of the route errors in a `.data` answer (what the running page renders). */
async function dataErrors(browser: ReturnType<TestApp["browser"]>, path: string) {
  const answer = await browser.load<Record<string, { error?: { status?: number } }>>(path);
  const statuses = Object.values(answer.data)
    .map((route) => route.error?.status)
    .filter((status) => status !== undefined);
  return { status: answer.status, statuses };
}

describe("unknown addresses", () => {
  it("answer the 404 page with status 404, never a raw body", async () => {
    const visitor = t.browser();
    for (const path of unknown()) {
      const response = await visitor.request(path, { headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const html = await response.text();
      expect(html, path).toContain(NOT_FOUND_PAGE);
      expect(html, path).toContain("<title>Page not found | Ireland Guide</title>");
    }
  });

  it("answer 404 to a running page's data request, which it renders as the 404 page", async () => {
    const visitor = t.browser();
    for (const path of unknown()) {
      expect(await dataErrors(visitor, path), path).toEqual({ status: 404, statuses: [404] });
    }
  });

  it("answer the 404 page to a browser that opens a .data address itself", async () => {
    const visitor = t.browser();
    for (const path of ["/u/nobody.data", "/nope.data", `/community/forum/post/${randomUUID()}.data`]) {
      const response = await visitor.request(path, {
        headers: { Accept: "text/html", "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" },
      });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(await response.text(), path).toContain(NOT_FOUND_PAGE);
    }
    // A known page's data is still data.
    const known = await visitor.request("/community/forum.data", { headers: { "Sec-Fetch-Dest": "document" } });
    expect(known.status).toBe(200);
    expect(known.headers.get("content-type")).toContain("text/x-script");
  });

  it("/u/<name>: a member's profile; a deleted or unknown member is the 404 page", async () => {
    await signedInMember(t, "gone@example.com");
    const id = String(
      (await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'gone@example.com'`)).rows[0]!.id,
    );
    await t.database.db.execute(sql`UPDATE profiles SET username = 'soon-gone' WHERE id = ${id}`);
    const visitor = t.browser();
    const found = await visitor.request("/u/Soon-Gone");
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe(`/profile/${id}`);
    // A running page's data request is told to go there too.
    const data = await visitor.request("/u/soon-gone.data");
    expect(data.status).toBe(202);
    expect(await data.text()).toContain(`"/profile/${id}"`);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${id}`);
    const gone = await visitor.request("/u/soon-gone");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(NOT_FOUND_PAGE);
  });

  it("a path with a NUL character (%00) is refused with a 400 that says so; a query value with one is no 500", async () => {
    const visitor = t.browser();
    for (const path of ["/u/%00", "/u/a%00b.data", "/%00", "/community/forum/posts/%00"]) {
      const response = await visitor.request(path, { headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain("cannot be part of an address");
    }
    // Answered before React Router, in the address's language all the same.
    const arabic = await visitor.request("/ar/u/%00", { headers: { Accept: "text/html" } });
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toBe(
      "لا يمكن أن يكون الحرف NUL (%00) جزءًا من عنوان على هذا الموقع. تحقق من الرابط وحاول مرة أخرى.",
    );
    const reset = await visitor.request("/auth/reset-password?token=%00", { headers: { Accept: "text/html" } });
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain("Ask for a new one below.");
    const search = await visitor.request("/search?q=%00", { headers: { Accept: "text/html" } });
    expect(search.status).toBeLessThan(500);
  });
});
