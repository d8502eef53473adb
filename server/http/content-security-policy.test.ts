import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspNonce } from "./content-security-policy";

describe("content security policy", () => {
  it("allows inline scripts only by nonce or hash", () => {
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("script-src 'self' 'nonce-abc';");
    expect(contentSecurityPolicy({ hashes: ["sha256-a=", "sha256-b="] })).toContain(
      "script-src 'self' 'sha256-a=' 'sha256-b=';",
    );
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(contentSecurityPolicy({ nonce: "abc" })).not.toMatch(/script-src[^;]*'unsafe-/);
  });

  it("lets Vite's HMR client reach its WebSocket in development only", () => {
    expect(contentSecurityPolicy({}, true)).toContain("connect-src 'self' ws: wss:;");
    expect(contentSecurityPolicy({}, false)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ nonce: "abc" }, true)).toContain("script-src 'self' 'nonce-abc';");
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, cspNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
