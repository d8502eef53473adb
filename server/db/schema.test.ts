import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../paths";
import * as schema from "./schema";

const readJson = (...path: string[]) => JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, ...path), "utf8"));

/** The snapshot drizzle-kit wrote with the newest migration: what `npm run db:generate` compares with. */
function latestSnapshot(): DrizzleSnapshotJSON {
  const journal = readJson("meta", "_journal.json") as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!;
  return readJson("meta", `${String(last.idx).padStart(4, "0")}_snapshot.json`);
}

/**
 * schema.ts is the whole truth about the database (tests/integration/schema.test.ts checks it against
 * a migrated database). This checks that the migrations' snapshot agrees with it, that is, that
 * `npm run db:generate` has nothing to write.
 */
describe("server/db/schema.ts", () => {
  it("matches the newest migration snapshot", async () => {
    const snapshot = latestSnapshot();
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it("has every snapshot chained to the one before", () => {
    const journal = readJson("meta", "_journal.json") as { entries: { idx: number }[] };
    let previousId = "00000000-0000-0000-0000-000000000000";
    for (const { idx } of journal.entries) {
      const snapshot = readJson("meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
      expect(snapshot.prevId, `snapshot ${idx}`).toBe(previousId);
      previousId = snapshot.id;
    }
  });
});
