import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { counterMismatches, RARE_WORD, realMembers, seedCommunity, type SqlRunner } from "../../scripts/lib/seed";
import { createTestDatabase } from "../helpers/test-database";

/** npm run seed:load's seed, small, on PGlite (and on PostgreSQL with TEST_DATABASE_URL). */
let database: Database & { url?: string };
let run: SqlRunner;
let client: pg.Client | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) {
    // The seed's temporary tables need one connection throughout.
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const connected = client;
    run = async (statement) => (await connected.query(statement)).rows as Record<string, unknown>[];
  } else {
    run = async (statement) => (await database.db.execute(sql.raw(statement))).rows;
  }
});
afterAll(async () => {
  await client?.end();
  await database.close();
});

const count = async (statement: string) => Number((await run(statement))[0]!.n);

describe("seed:load", () => {
  it("fills the database with varied content whose counters, karma and totals equal a recount", async () => {
    const steps: string[] = [];
    await seedCommunity(run, { users: 60, posts: 1_200, comments: 4_000, likes: 6_000 }, ({ step, done, total }) => {
      expect(done).toBeLessThanOrEqual(total);
      steps.push(step);
    });
    expect(steps.at(-1)).toBe("done");
    expect(await count("SELECT count(*)::int AS n FROM users")).toBe(60);
    expect(await count("SELECT count(*)::int AS n FROM profiles")).toBe(60);
    expect(await count("SELECT count(*)::int AS n FROM posts")).toBe(1_200);
    expect(await count("SELECT count(*)::int AS n FROM comments")).toBe(4_000);
    // Likes that would repeat a member's like of the same item drop out.
    const likes = await count("SELECT count(*)::int AS n FROM likes");
    expect(likes).toBeGreaterThan(3_000);
    expect(likes).toBeLessThanOrEqual(6_000);
    expect(await counterMismatches(run)).toEqual([]);

    // Varied titles and bodies, not one phrase repeated; a rare word in a few posts; two pinned posts.
    expect(await count("SELECT count(DISTINCT title)::int AS n FROM posts")).toBeGreaterThan(600);
    expect(await count("SELECT count(DISTINCT content)::int AS n FROM posts")).toBeGreaterThan(600);
    expect(await count("SELECT count(DISTINCT category)::int AS n FROM posts")).toBe(8);
    const rare = await count(`SELECT count(*)::int AS n FROM posts WHERE content LIKE '%${RARE_WORD}%'`);
    expect(rare).toBeGreaterThan(0);
    expect(rare).toBeLessThan(10);
    expect(await count("SELECT count(*)::int AS n FROM posts WHERE is_pinned")).toBe(2);
    // A long tail: the most commented post has many times the median's comments.
    const [tail] = await run(`SELECT max(comments_count)::int AS top,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY comments_count))::float AS median FROM post_counters`);
    expect(Number(tail!.top)).toBeGreaterThan(5 * Math.max(1, Number(tail!.median)));
    // Statistics were gathered afterwards.
    expect(
      await count(
        "SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname = 'posts' AND last_analyze IS NOT NULL OR relname = 'posts' AND last_autoanalyze IS NOT NULL",
      ),
    ).toBe(1);
  });

  it("tells seeded members from real ones (seed:load refuses a database with real members)", async () => {
    expect(await realMembers(run)).toBe(0);
    await run(
      `INSERT INTO users (id, email, name, email_verified) VALUES (gen_random_uuid(), 'real@example.com', '', true)`,
    );
    expect(await realMembers(run)).toBe(1);
  });

  it("seeds a second time beside the first (--force) with counters still equal to a recount", async () => {
    await seedCommunity(run, { users: 20, posts: 100, comments: 300, likes: 500 });
    expect(await count("SELECT count(*)::int AS n FROM users")).toBe(81);
    expect(await counterMismatches(run)).toEqual([]);
  });
});
