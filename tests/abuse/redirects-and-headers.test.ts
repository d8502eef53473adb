import { describe, expect, it } from "vitest";
import { serverForThisFile, signedUpMember, visitor } from "./helpers";

/** Finding 6 (open redirect) and finding 9 (headers), checked against the production server. */
const suite = serverForThisFile();

const HOSTILE_REDIRECTS = [
  "/%09/evil.test",
  "//evil.test",
  "/\\evil.test",
  "\\\\evil.test",
  "https://evil.test",
  "http:evil.test",
  "/%2F%2Fevil.test",
  "%2F%2Fevil.test",
  "/%0D%0ALocation:%20https://evil.test",
  "javascript:alert(1)",
  "/%5Cevil.test",
  "///evil.test",
  " //evil.test",
  "/en//evil.test/x",
  "/es//evil.test/x",
  "/en/.//evil.test/x",
  "/.//evil.test/x",
  "/ar/%5Cevil.test",
];

describe("redirectTo", () => {
  it("never sends a signed-in member to another site", async () => {
    const member = await signedUpMember(suite, "redirects@example.com");
    for (const target of HOSTILE_REDIRECTS) {
      const response = await member.request(`/auth?redirectTo=${target}`);
      expect(response.status, target).toBeLessThan(500);
      const location = response.headers.get("location");
      if (location) {
        const resolved = new URL(location, suite.server.url);
        expect(resolved.origin, `${target} → ${location}`).toBe(suite.server.url);
        expect(location, target).not.toMatch(/evil|^\/\/|\\|[\r\n\t]/);
      }
    }
  });
});

describe("the locale's redirects (issue #45)", () => {
  it("the /en move, the switcher and the language cookie keep a browser on the site, hop after hop", async () => {
    const navigate = { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };
    for (const start of [
      "/en//evil.test/x",
      "/en/%5Cevil.test/x",
      "/en/.//evil.test/x",
      "/en/%2F%2Fevil.test",
      "/language?locale=es&to=/.//evil.test/phish",
      "/language?locale=ar&to=/ar//evil.test",
      "/language?locale=uk&to=/en//evil.test",
    ]) {
      const browser = visitor(suite.server.url);
      let here = new URL(start, suite.server.url);
      const hops = [start];
      for (let hop = 0; hop < 5; hop++) {
        const response = await browser.request(here.pathname + here.search, { headers: navigate });
        expect(response.status, hops.join(" → ")).toBeLessThan(500);
        const location = response.headers.get("location");
        if (!location) break;
        hops.push(location);
        here = new URL(location, here);
        expect(here.origin, hops.join(" → ")).toBe(suite.server.url);
      }
    }
  });
});

describe("security headers", () => {
  it("pages carry the security headers, personal pages are never cached, and static files are not framed", async () => {
    const member = await signedUpMember(suite, "headers@example.com");
    const anonymous = visitor(suite.server.url);
    const checks = [
      { who: anonymous, path: "/community/forum", personal: false },
      { who: anonymous, path: "/legal/visa-immigration", personal: false },
      { who: member, path: "/settings", personal: true },
      { who: member, path: "/dashboard", personal: true },
      { who: member, path: "/community/forum", personal: true },
    ];
    for (const { who, path, personal } of checks) {
      const response = await who.request(path);
      expect(response.status, path).toBe(200);
      const headers = response.headers;
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src [^;]*('nonce-|'sha256-)/);
      expect(csp, path).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      if (personal) expect(headers.get("cache-control"), path).toBe("private, no-store");
      else expect(headers.get("cache-control") ?? "", path).not.toContain("private");
      await response.body?.cancel();
    }
  });
});
