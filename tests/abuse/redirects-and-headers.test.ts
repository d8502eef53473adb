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
