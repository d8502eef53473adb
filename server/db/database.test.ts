import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseOverloaded } from "./database";

describe("isDatabaseOverloaded", () => {
  it("recognises a pool that had no free connection in time, and a statement cancelled by its timeout", () => {
    expect(isDatabaseOverloaded(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isDatabaseOverloaded(new DrizzleQueryError("select 1", [], cancelled))).toBe(true);
  });

  it("does not take a bug for overload", () => {
    const missing = Object.assign(new Error('relation "comments" does not exist'), { code: "42P01" });
    expect(isDatabaseOverloaded(new DrizzleQueryError("select 1", [], missing))).toBe(false);
    expect(isDatabaseOverloaded(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseOverloaded("timeout exceeded when trying to connect")).toBe(false);
  });
});
