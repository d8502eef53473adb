import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CurrentUser, UsernameCheck } from "../../common/auth";
import type { ForumPage } from "../../common/forum";
import { USERNAME_CHECK_LIMIT } from "../../server/profiles/usernames";
import { notificationsOf } from "../../server/notifications/read";
import { MIGRATIONS_FOLDER } from "../../server/paths";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";
import { createEmptyPostgresDatabase } from "../helpers/test-database";

/**
 * Issue #29, item 5: nobody is 'Anonymous'. Sign-up asks for a username (its rules, and whether it is
 * free, checked as it is typed and again when the form is sent); members from before it are given one
 * by a migration; the database holds every profile to having one.
 */
let t: TestApp;
type Failure = { ok: false; error: { message: string; code: string; field?: string }; fields?: Record<string, string> };

const db = () => t.database.db;
const resetLimits = () => db().execute(sql`DELETE FROM rate_limits`);
const signUp = (browser: TestBrowser, email: string, username: string) =>
  browser.submit<Failure>("/auth?mode=sign-up", {
    intent: "sign-up",
    email,
    username,
    password: "cliffs-of-moher",
    confirmPassword: "cliffs-of-moher",
    agreeToTerms: "on",
  });
const usersNamed = async (email: string) =>
  (await db().execute(sql`SELECT 1 FROM users WHERE email = ${email}`)).rows.length;

async function viewerOf(browser: TestBrowser): Promise<CurrentUser | null> {
  return ((await (await browser.request("/resources/viewer")).json()) as { user: CurrentUser | null }).user;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(resetLimits);

describe("sign-up asks for a username", () => {
  it("is the member's in the account menu and on their posts, and an @mention of it reaches them", async () => {
    const browser = t.browser();
    expect((await signUp(browser, "aoife@example.com", "  Aoife_Cork  ")).status).toBe(200);
    await browser.request(`/auth/confirm?token=${t.lastMailTo("aoife@example.com").token}`);
    const signedIn = await browser.submit("/auth", {
      intent: "sign-in",
      email: "aoife@example.com",
      password: "cliffs-of-moher",
    });
    expect(signedIn.redirect).toBe("/community/forum");
    const aoife = (await viewerOf(browser))!;
    expect(aoife.username).toBe("Aoife_Cork"); // trimmed, as typed

    const postId = await postAs(browser, "Where to register with the GP in Cork?");
    const feed = await t.browser().load<Record<string, { data: ForumPage }>>("/community/forum");
    const card = feed.data["routes/community-forum"]!.data.posts.find((post) => post.id === postId)!;
    expect(card.author!.username).toBe("Aoife_Cork");

    const brian = await signedInMember(t, "brian@example.com");
    const mention = await brian.submit(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Ask @aoife_cork, she did it last month.",
    });
    expect(mention.status).toBe(200);
    const told = await notificationsOf(db(), aoife.id);
    expect(told.map((n) => n.kind)).toContain("mention");
  });

  it("refuses a name another member has (in any case) or a reserved one, beside the field; nothing is made", async () => {
    const browser = t.browser();
    expect((await signUp(browser, "first@example.com", "siobhan_k")).status).toBe(200);
    for (const [username, message] of [
      ["Siobhan_K", "That username is already taken. Please choose another."],
      ["Anonymous", "That username is reserved. Please choose another."],
      ["member-3fa85f64", "That username is reserved. Please choose another."],
    ] as const) {
      const refused = await signUp(browser, "second@example.com", username);
      expect(refused.status, username).toBe(409);
      expect(refused.data.error, username).toMatchObject({ field: "username", message });
      expect(refused.data.fields, username).toMatchObject({ email: "second@example.com", username });
    }
    expect(await usersNamed("second@example.com")).toBe(0);
    // Without JavaScript the page comes back with the message beside the field and what was typed in it.
    const page = await browser.submitDocument("/auth?mode=sign-up", {
      intent: "sign-up",
      email: "second@example.com",
      username: "siobhan_k",
      password: "cliffs-of-moher",
      confirmPassword: "cliffs-of-moher",
      agreeToTerms: "on",
    });
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain("That username is already taken. Please choose another.");
    expect(html).toMatch(
      /<input[^>]*name="username"[^>]*value="siobhan_k"|<input[^>]*value="siobhan_k"[^>]*name="username"/,
    );
  });

  it("two sign-ups racing for one name: one gets it, the other is told it is taken, never a 500", async () => {
    const attempts = await Promise.all(
      ["racer1@example.com", "racer2@example.com", "racer3@example.com"].map((email) =>
        signUp(t.browser(), email, "fast_name"),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409, 409]);
    for (const refused of attempts.filter((attempt) => attempt.status === 409)) {
      expect(refused.data.error.message).toBe("That username is already taken. Please choose another.");
    }
    const made = await db().execute(
      sql`SELECT count(*)::int AS n FROM users WHERE email IN ('racer1@example.com', 'racer2@example.com', 'racer3@example.com')`,
    );
    expect(Number(made.rows[0]!.n)).toBe(1);
  });

  it("the database refuses a second profile with the name, whoever asks (the profile trigger)", async () => {
    await signUp(t.browser(), "holder@example.com", "held_name");
    // better-auth's own sign-up with a name taken meanwhile: the user is not made either.
    await expect(
      t.auth.api.signUpEmail({ body: { email: "late@example.com", password: "cliffs-of-moher", name: "HELD_NAME" } }),
    ).rejects.toThrow();
    expect(await usersNamed("late@example.com")).toBe(0);
    // A user made any other way is given a name (never none).
    await db().execute(sql`INSERT INTO users (email, name) VALUES ('script@example.com', '')`);
    const given = await db().execute(
      sql`SELECT p.username FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = 'script@example.com'`,
    );
    expect(given.rows[0]!.username).toMatch(/^member-[0-9a-f]{8}$/);
    await expect(
      db().execute(sql`UPDATE profiles SET username = NULL WHERE username = ${given.rows[0]!.username as string}`),
    ).rejects.toThrow();
  });
});

describe("the sign-up form's check as the name is typed (/resources/username)", () => {
  const check = async (username: string, address = "198.51.100.20") => {
    const response = await t
      .browser({ address })
      .request(`/resources/username?username=${encodeURIComponent(username)}`);
    return { status: response.status, body: (await response.json()) as UsernameCheck, response };
  };

  it("says whether a name follows the rules and is free, as sign-up would", async () => {
    await signUp(t.browser(), "owner@example.com", "dublin_owner");
    expect((await check(" new_name ")).body).toEqual({ username: "new_name", available: true, message: null });
    expect((await check("Dublin_Owner")).body).toEqual({
      username: "Dublin_Owner",
      available: false,
      message: "That username is already taken. Please choose another.",
    });
    expect((await check("admin")).body.message).toBe("That username is reserved. Please choose another.");
    expect((await check("ab")).body).toEqual({
      username: "ab",
      available: false,
      message: "Username must be at least 3 characters long.",
    });
    const answer = await check("new_name");
    expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is bounded and counted per address: a name past the rules is not looked up, a flood gets 429", async () => {
    expect((await check("x".repeat(500))).status).toBe(400);
    // Breaking the rules needs no database, and does not count.
    for (let i = 0; i < 5; i++) expect((await check("bad name")).status).toBe(200);
    for (let i = 0; i < USERNAME_CHECK_LIMIT.max; i++) {
      expect((await check(`free_${i}`, "198.51.100.77")).status).toBe(200);
    }
    const limited = await check("free_more", "198.51.100.77");
    expect(limited.status).toBe(429);
    expect(limited.body.available).toBeNull();
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await check("free_more", "198.51.100.78")).status).toBe(200);
  });
});

describe("a member's own username in the profile editor", () => {
  it("may keep the name they were given, but nobody may choose a reserved one", async () => {
    const member = await signedInMember(t, "given@example.com");
    const { id, username } = (await viewerOf(member))!;
    expect(username).toMatch(/^member-[0-9a-f]{8}$/);
    const save = (name: string) =>
      member.submit<Failure>(`/profile/${id}?edit`, { intent: "update-profile", username: name, bio: "From Galway" });
    expect((await save(username)).redirect).toBe(`/profile/${id}`);
    const reserved = await save("moderator");
    expect(reserved.status).toBe(409);
    expect(reserved.data.error.message).toBe("That username is reserved. Please choose another.");
    expect((await save("galway_girl")).redirect).toBe(`/profile/${id}`);
    expect((await viewerOf(member))!.username).toBe("galway_girl");
  });

  it("keeps a name chosen before names had to end with a letter, digit or _, but refuses a new one so", async () => {
    const member = await signedInMember(t, "olddot@example.com");
    const { id } = (await viewerOf(member))!;
    await db().execute(sql`UPDATE profiles SET username = 'john.' WHERE id = ${id}`);
    const save = (name: string, bio: string) =>
      member.submit<Failure>(`/profile/${id}?edit`, { intent: "update-profile", username: name, bio });
    expect((await save("john.", "Still john.")).redirect).toBe(`/profile/${id}`);
    const bio = await db().execute(sql`SELECT bio FROM profiles WHERE id = ${id}`);
    expect(bio.rows[0]!.bio).toBe("Still john.");
    const refused = await save("johnny-", "A new name");
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatchObject({
      field: "username",
      message: "Username must start and end with a letter, a number or an underscore (_).",
    });
    expect((await viewerOf(member))!.username).toBe("john.");
  });
});

/**
 * Members from before this issue, who never chose a name: the migration gives each a unique one they can
 * change, and the column then refuses none. Run on a database migrated up to the migration before it.
 */
describe("the migration that gives everyone a username", () => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const firstNew = journal.entries.findIndex((entry) => entry.tag === "0014_usernames_and_sign_ins");

  /** The migrations folder as it was before: the same files, a journal that ends before `firstNew`. */
  function folderBefore(): string {
    const folder = mkdtempSync(join(tmpdir(), "ig-migrations-"));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    writeFileSync(
      join(folder, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, firstNew) }),
    );
    return folder;
  }

  type Run = (statement: string) => Promise<Record<string, unknown>[]>;
  async function withOldDatabase(test: (run: Run, migrateRest: () => Promise<void>) => Promise<void>) {
    const before = folderBefore();
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder: before });
        const run: Run = async (statement) => (await client.query<Record<string, unknown>>(statement)).rows;
        await test(run, () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await client.close();
      }
      return;
    }
    const database = await createEmptyPostgresDatabase(serverUrl);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: before });
      const run: Run = async (statement) => (await client.query(statement)).rows as Record<string, unknown>[];
      await test(run, () => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER }));
    } finally {
      await client.end();
      await database.drop();
    }
  }

  it("gives each member without one `member-` and their id's start, unique, and then requires one", async () => {
    expect(firstNew).toBeGreaterThan(0);
    await withOldDatabase(async (run, migrateRest) => {
      // Old members: two without a name whose ids start alike, one who chose the name the first would be
      // given (in capitals), and one who never confirmed their address.
      await run(`INSERT INTO users (id, email, email_verified) VALUES
        ('3fa85f64-0000-4000-8000-000000000001', 'a@example.com', true),
        ('3fa85f64-0000-4000-8000-000000000002', 'b@example.com', true),
        ('5c0ffee0-0000-4000-8000-000000000003', 'c@example.com', true),
        ('7d000000-0000-4000-8000-000000000004', 'd@example.com', false)`);
      await run(`UPDATE profiles SET username = 'MEMBER-3FA85F64' WHERE id = '5c0ffee0-0000-4000-8000-000000000003'`);
      expect(await run(`SELECT count(*)::int AS n FROM profiles WHERE username IS NULL`)).toEqual([{ n: 3 }]);

      await migrateRest();

      const names = await run(
        `SELECT u.email, p.username, u.first_signed_in_at IS NOT NULL AS signed_in
         FROM users u JOIN profiles p ON p.id = u.id ORDER BY u.email`,
      );
      expect(names).toEqual([
        // member-3fa85f64 is taken (by c, in capitals): one hex digit more; b's id starts alike, so longer still.
        { email: "a@example.com", username: "member-3fa85f640", signed_in: true },
        { email: "b@example.com", username: "member-3fa85f6400", signed_in: true },
        { email: "c@example.com", username: "MEMBER-3FA85F64", signed_in: true },
        { email: "d@example.com", username: "member-7d000000", signed_in: false },
      ]);
      await expect(run(`UPDATE profiles SET username = NULL`)).rejects.toThrow();
    });
    // It migrates a new database from the first migration, twice over (before, then the rest): about 10 s of
    // CPU on PGlite, 31 s once on a CI machine busy with the other worker.
  }, 120_000);
});
