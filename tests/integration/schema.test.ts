import { pushSchema } from "drizzle-kit/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { createTestDatabase } from "../helpers/test-database";

/**
 * The database the migrations build (custom SQL ones included) holds exactly what server/db/schema.ts
 * declares: no table, column, index or check constraint exists only in SQL. drizzle-kit reads the
 * database and lists what it would change to match the schema; that list must be empty. (Triggers and
 * functions live in the SQL migrations only: drizzle-kit neither declares nor compares them.)
 */
describe("migrated database vs server/db/schema.ts", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("has nothing drizzle-kit would change", async () => {
    // Typed for a schema-less database; ours carries the schema's tables, which drizzle-kit does not use.
    const db = database.db as unknown as Parameters<typeof pushSchema>[1];
    const { statementsToExecute } = await pushSchema(schema, db);
    expect(statementsToExecute).toEqual([]);
  });
});
