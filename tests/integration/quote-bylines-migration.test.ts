import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Issue #46 item 13 (ADR 0054): the quotes saved before say "wrote:" in the quoting member's language;
 * migration 0031 rewrites their bylines to the one without a language, which each reader's page words.
 */
let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const post = "0b7c8a52-3c1d-4a53-9a8e-1f0a4c7d2e11";
const comment = "5e2f9c1a-7b3d-4e8f-a1c2-9d0e3f4a5b6c";
const link = (name: string) => `[${name}](/community/forum/posts/${post}?comment=${comment}#comment-${comment})`;

const rerun = async () => {
  const migration = readFileSync(
    new URL("../../server/db/migrations/0031_quote_bylines_without_language.sql", import.meta.url),
    "utf8",
  );
  for (const statement of migration.split("--> statement-breakpoint")) await db().execute(sql.raw(statement));
};

describe("migration 0031: quote bylines without a language", () => {
  it("rewrites each language's 'wrote:' line, at any depth, and leaves the rest of the text and its history", async () => {
    const before: [string, string][] = [
      [`> ${link("aoife")} wrote:\n>\n> Ask the RTB.\n\nThanks!`, `> ${link("aoife")}:\n>\n> Ask the RTB.\n\nThanks!`],
      [`> ${link("ana\\_souza")} escreveu:\r\n>\r\n> Oi`, `> ${link("ana\\_souza")}:\r\n>\r\n> Oi`],
      [`> ${link("quote\\-bilal")} escribió:\n>\n> Hola`, `> ${link("quote\\-bilal")}:\n>\n> Hola`],
      [`> ${link("oksana")} пише:\n>\n> Так`, `> ${link("oksana")}:\n>\n> Так`],
      [`> ${link("wei")} 写道：\n>\n> 你好`, `> ${link("wei")}:\n>\n> 你好`],
      [`> كتب ${link("aoife")}:\n>\n> مرحبا`, `> ${link("aoife")}:\n>\n> مرحبا`],
      [`> ${link("匿名")} 写道：\n>\n> 你好`, `> ${link("—")}:\n>\n> 你好`],
      [
        `> ${link("Anonymous")} wrote:\n> > ${link("bob")} wrote:\n> >\n> > hi`,
        `> ${link("Anonymous")}:\n> > ${link("bob")}:\n> >\n> > hi`,
      ],
      // Not a byline: a member's own words, a link elsewhere.
      [`${link("aoife")} wrote: yes`, `${link("aoife")} wrote: yes`],
      [`> [aoife](https://example.com/x) wrote:\n> hi`, `> [aoife](https://example.com/x) wrote:\n> hi`],
    ];
    const ids: string[] = [];
    for (const [text] of before) {
      const { rows } = await db().execute<{ id: string }>(
        sql`INSERT INTO posts (title, content, category) VALUES ('Old quote', ${text}, 'housing') RETURNING id`,
      );
      ids.push(rows[0]!.id);
    }
    // An edit before the migration: its revision holds the older text.
    await db().execute(sql`UPDATE posts SET content = ${before[4]![0] + " (edited)"} WHERE id = ${ids[0]!}`);
    const { rows: commentRows } = await db().execute<{ id: string }>(
      sql`INSERT INTO comments (post_id, content) VALUES (${ids[0]!}, ${before[5]![0]}) RETURNING id`,
    );
    const updatedAt = async () =>
      (await db().execute(sql`SELECT updated_at FROM posts WHERE id = ${ids[1]!}`)).rows[0]!.updated_at;
    const updatedBefore = await updatedAt();

    await rerun();

    const posts = await db().execute<{ id: string; content: string }>(sql`SELECT id, content FROM posts`);
    const contentOf = new Map(posts.rows.map((row) => [row.id, row.content]));
    expect(contentOf.get(ids[0]!)).toBe(`> ${link("wei")}:\n>\n> 你好 (edited)`);
    before.slice(1).forEach(([, after], index) => expect(contentOf.get(ids[index + 1]!)).toBe(after));
    const revision = await db().execute(sql`SELECT content FROM post_revisions WHERE post_id = ${ids[0]!}`);
    expect(revision.rows).toEqual([{ content: before[0]![1] }]);
    const revisions = await db().execute(sql`SELECT count(*)::int AS n FROM post_revisions`);
    expect(revisions.rows[0]!.n).toBe(1);
    const commentText = await db().execute(sql`SELECT content FROM comments WHERE id = ${commentRows[0]!.id}`);
    expect(commentText.rows[0]!.content).toBe(before[5]![1]);
    expect(await updatedAt()).toEqual(updatedBefore);
    // The guards are back.
    await expect(db().execute(sql`UPDATE post_revisions SET content = 'x'`)).rejects.toThrow();
    await db().execute(sql`UPDATE posts SET content = 'new' WHERE id = ${ids[1]!}`);
    expect((await db().execute(sql`SELECT count(*)::int AS n FROM post_revisions`)).rows[0]!.n).toBe(2);
  });
});
