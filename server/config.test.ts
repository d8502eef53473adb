import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", PUBLIC_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
  });

  it("names the variable whose value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("requires a shared AUTH_SECRET in production on PostgreSQL", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(/AUTH_SECRET/);
    const secret = "s".repeat(40);
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", AUTH_SECRET: secret }).AUTH_SECRET,
    ).toBe(secret);
    // One process on the embedded database keeps its secret in DATA_DIR.
    expect(loadConfig({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
  });

  it("refuses a PUBLIC_URL with a path: pages put their paths straight after it", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://irelandguide.ie/guide" })).toThrow(
      /PUBLIC_URL: must be the site's origin/,
    );
  });

  it("drops a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://irelandguide.ie/" }).publicUrl).toBe("https://irelandguide.ie");
  });
});
