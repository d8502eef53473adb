import { eq } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../../tests/helpers/test-database";
import { isDatabaseUnavailable, openDatabase, type SlowQuery } from "./database";
import { profiles } from "./schema";

describe("isDatabaseUnavailable", () => {
  it("recognises a pool that had no free connection in time, and a statement cancelled by its timeout", () => {
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cancelled))).toBe(true);
  });

  it("recognises a server that is restarting, not listening, or dropped the connection", () => {
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], shutdown))).toBe(true);
    const starting = Object.assign(new Error("the database system is starting up"), { code: "57P03" });
    expect(isDatabaseUnavailable(starting)).toBe(true);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    const broken = new Error("Client has encountered a connection error and is not queryable");
    expect(isDatabaseUnavailable(new DrizzleQueryError("rollback", [], broken))).toBe(true);
  });

  it("does not take a bug for overload", () => {
    const missing = Object.assign(new Error('relation "comments" does not exist'), { code: "42P01" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], missing))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("timeout exceeded when trying to connect")).toBe(false);
  });
});

describe("the slow-query log (DB_SLOW_MS)", () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const kinds = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

  it.each(kinds)(
    "reports each statement at or past the threshold with its SQL and not its values (%s)",
    async (kind) => {
      const reported: SlowQuery[] = [];
      const onSlowQuery = (query: SlowQuery) => reported.push(query);
      const empty = kind === "postgres" ? await createEmptyPostgresDatabase(serverUrl!) : undefined;
      const options = empty ? { databaseUrl: empty.url } : { inMemory: true as const };
      const everything = await openDatabase({ ...options, slowQueryMs: 0, onSlowQuery });
      try {
        reported.length = 0; // the migrations
        await everything.db.select().from(profiles).where(eq(profiles.username, "secret-name"));
        expect(reported).toHaveLength(1);
        expect(reported[0]!.sql).toMatch(/^select .* from "profiles" where "profiles"."username" = \$1$/);
        expect(JSON.stringify(reported)).not.toContain("secret-name");
        expect(reported[0]!.ms).toBeGreaterThanOrEqual(0);
      } finally {
        await everything.close();
      }
      const nothing = await openDatabase({ ...options, slowQueryMs: 60_000, onSlowQuery });
      try {
        reported.length = 0;
        await nothing.db.select().from(profiles);
        expect(reported).toEqual([]);
      } finally {
        await nothing.close();
        await empty?.drop();
      }
    },
    // Two databases migrated from nothing: on a busy 2-core machine, past the default 30 s.
    120_000,
  );
});
