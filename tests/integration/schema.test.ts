import { sql } from "drizzle-orm";
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

  it("has an index for every foreign key a delete follows", async () => {
    // Deleting a row looks up the rows that point at it, once per deleted row (cascade, set null or the
    // check that none is left): without an index led by the pointing column, each lookup reads the whole
    // table. A partial index serves the lookup when its condition is only that the column is set.
    const { rows } = await database.db.execute<{ key: string }>(sql`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS key
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND NOT EXISTS (
        SELECT 1 FROM pg_index i
        WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
          AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) IN (a.attname || ' IS NOT NULL', '(' || a.attname || ' IS NOT NULL)'))
      )
      ORDER BY 1`);
    expect(rows.map((row) => row.key)).toEqual([]);
  });

  it("has no trigger or function that decides who may read but the policy's twins (ADR 0057, 0061)", async () => {
    // The triggers count what every visitor may read (a post's comments, a member's posts, the forum's
    // total, the lists) and announce it to the live feed. They ask readable_by_everyone, the SQL twin of
    // server/read-policy.ts: a function that compares a visibility itself would count by a rule of its own.
    // A post's own count of comments asks readable_with_its_post (a group's comments count in its posts).
    // The announcement may compare a post's state before and after (whether it moved, or was approved).
    const { rows } = await database.db.execute<{ name: string; definition: string }>(sql`
      SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind = 'f'
    `);
    const stateChanges = [/OLD\.visibility IS DISTINCT FROM NEW\.visibility/g, /OLD\.visibility = 'pending'/g];
    const policy = ["readable_by_everyone", "readable_with_its_post"];
    const ownRules = rows
      .filter(({ name }) => !policy.includes(name))
      .filter(({ definition }) =>
        /visibility/.test(stateChanges.reduce((text, allowed) => text.replace(allowed, ""), definition)),
      )
      .map(({ name }) => name);
    expect(ownRules).toEqual([]);
    const counting = rows
      .filter(
        ({ name, definition }) => !policy.includes(name) && /readable_(by_everyone|with_its_post)\(/.test(definition),
      )
      .map(({ name }) => name);
    expect(counting.sort()).toEqual([
      "comments_count",
      "comments_profile_count",
      "posts_copy_to_lists",
      "posts_create_counters",
      "posts_notify",
      "posts_profile_count",
      "posts_total",
    ]);
  });
});
