import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("security headers", () => {
  it("forbid framing and sniffing and keep full addresses out of Referer, on pages and on the API", async () => {
    for (const path of ["/community/forum", "/api/health"]) {
      const response = await t.browser().request(path);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("pages rendered for a signed-in member are private and not stored; the public forum is not", async () => {
    const member = await signedInMember(t, "private@example.com");
    for (const path of ["/settings", "/dashboard", "/community/forum"]) {
      expect((await member.request(path)).headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await t.browser().request("/community/forum")).headers.get("cache-control") ?? "").not.toContain("private");
  });

  it("sends HSTS only when the site is served over HTTPS", async () => {
    expect((await t.browser().request("/community/forum")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestApp({ PUBLIC_URL: "https://ireland-guide.example" });
    try {
      const response = await secure.app.request("https://ireland-guide.example/community/forum");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });
});
