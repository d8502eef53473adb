import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

let t: TestApp;
let member: TestBrowser;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "writer@example.com");
  postId = await postAs(member, "Where do I get a PPS number?", "I start work next month.");
});
afterAll(async () => {
  await t.close();
});

describe("an action that fails unexpectedly (a bug, the database going away)", () => {
  it("answers a running page with a refusal it can toast, and what was typed, not the error screen", async () => {
    await t.database.db.execute(sql`ALTER TABLE comments RENAME TO comments_away`);
    try {
      const result = await member.submit<{ ok: boolean; error: { code: string; message: string }; fields: object }>(
        `/community/forum/posts/${postId}`,
        { intent: "comment", content: "Go to the Intreo centre with your passport.", parentId: "" },
      );
      expect(result.status).toBe(500);
      expect(result.data.ok).toBe(false);
      expect(result.data.error).toEqual({ code: "UNEXPECTED", message: "Something went wrong" });
      expect(result.data.fields).toMatchObject({ content: "Go to the Intreo centre with your passport." });

      // Without JavaScript there is no page to keep: the browser gets the error screen (and a 500).
      const page = await member.submitDocument(`/community/forum/posts/${postId}`, {
        intent: "comment",
        content: "Go to the Intreo centre with your passport.",
        parentId: "",
      });
      expect(page.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE comments_away RENAME TO comments`);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers 503 with Retry-After, not 500, when the database is overloaded (a statement past its timeout)",
    async () => {
      const url = (t.database as { url?: string }).url!;
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query("BEGIN; LOCK TABLE comments IN ACCESS EXCLUSIVE MODE");
        const response = await member.request(`/community/forum/posts/${postId}.data`, {
          method: "POST",
          body: new URLSearchParams({ intent: "comment", content: "Stuck behind a lock", parentId: "" }),
        });
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
      } finally {
        await locker.query("ROLLBACK");
        await locker.end();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers a page with 503 and Retry-After, not 500, when its loader finds the database overloaded",
    async () => {
      const url = (t.database as { url?: string }).url!;
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query("BEGIN; LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE");
        const page = await member.request("/community/forum");
        expect(page.status).toBe(503);
        expect(page.headers.get("retry-after")).toBe("5");
        expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      } finally {
        await locker.query("ROLLBACK");
        await locker.end();
      }
    },
  );

  it("refuses a NUL character in a field with a 400, and saves nothing", async () => {
    const count = async () =>
      Number((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM posts`)).rows[0]!.n);
    const before = await count();
    const result = await member.submit<{ ok: boolean; error: { message: string } }>("/community/forum/new-post", {
      title: "Null\u0000byte",
      content: "Sneaky",
      category: "general",
    });
    expect(result.status).toBe(400);
    // Refused before the action runs: thrown as a 400 response (the page's error boundary shows it).
    expect(JSON.stringify(result.data)).toContain("The form contains a character that cannot be saved.");
    const page = await member.submitDocument("/community/forum/new-post", {
      title: "Null\u0000byte",
      content: "Sneaky",
      category: "general",
    });
    expect(page.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe("a member's form sent by a visitor", () => {
  it("asks them to sign in for what the form asked, and for an intent no form sends, never answers 500", async () => {
    const visitor = t.browser();
    const like = await visitor.submit<{ error: { message: string } }>(`/community/forum/posts/${postId}`, {
      intent: "like-post",
      liked: "true",
    });
    expect(like.status).toBe(401);
    expect(like.data.error.message).toBe("You must be logged in to like a post.");
    for (const intent of ["constructor", "toString", "__proto__", "no-such-thing"]) {
      const result = await visitor.submit<{ error: { message: string } }>(`/community/forum/posts/${postId}`, {
        intent,
      });
      expect(result.status, intent).toBe(401);
      expect(result.data.error.message, intent).toBe(
        "You must be logged in to change or delete your posts and comments.",
      );
    }
  });
});
