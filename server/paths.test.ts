import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, PROJECT_ROOT } from "./paths";

describe("paths", () => {
  it("finds the project folder and the migrations in it", () => {
    expect(existsSync(join(PROJECT_ROOT, "package.json"))).toBe(true);
    expect(existsSync(join(PROJECT_ROOT, "server/paths.ts"))).toBe(true);
    expect(existsSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"))).toBe(true);
  });
});
