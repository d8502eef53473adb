import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #45, item 7: control characters, noncharacters, lone surrogates and bidirectional overrides in what
 * a member writes are taken out as it comes in, and a row stored with them (before the rule, or straight
 * into the database) shows without them: in <title>, og:title, the h1 and the body.
 */
let t: TestApp;
let member: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "hidden-characters@example.com");
});
afterAll(async () => {
  await t.close();
});

/** Each character a page may not carry, or that reorders the text around it, once. */
const HIDDEN =
  "\u0001\u0008\u000B\u000C\u001B\u001F\u007F\u0085\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\uFFFE\uFFFF";
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const ANY_HIDDEN = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF\p{Cs}]/u;

/** `text` with the hidden characters spread through it: "Ren\u0001t in…". */
const salted = (text: string) =>
  [...text].map((char, index) => char + (index < HIDDEN.length ? HIDDEN[index] : "")).join("");

async function postPage(postId: string): Promise<string> {
  const response = await t.browser().request(`/community/forum/posts/${postId}`, { headers: { Accept: "text/html" } });
  expect(response.status).toBe(200);
  return response.text();
}

function expectShownClean(html: string, title: string, body: string) {
  expect(html).toContain(`<title>${title} | Ireland Guide</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title} | Ireland Guide"/>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain(body);
  expect(html.match(ANY_HIDDEN)?.[0]?.codePointAt(0)?.toString(16) ?? "none").toBe("none");
}

describe("hidden characters in what members write (issue #45)", () => {
  it("are taken out of a new post and a comment as they are written", async () => {
    const title = "Renting a room in Galway";
    const body = "Ask the landlord for the RTB number\tfirst.\nThen the deposit.";
    const postId = await postAs(member, salted(title), salted(body));
    const added = await member.submit(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: salted("Thanks, that helped a lot"),
      parentId: "",
    });
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    const stored = await t.database.db.execute<{ title: string; content: string; comment: string }>(sql`
      SELECT p.title, p.content, c.content AS comment FROM posts p JOIN comments c ON c.post_id = p.id
      WHERE p.id = ${postId}`);
    expect(stored.rows).toEqual([{ title, content: body, comment: "Thanks, that helped a lot" }]);
    expectShownClean(await postPage(postId), title, "Ask the landlord for the RTB number\tfirst.");
  });

  it("are not shown from a row stored with them", async () => {
    const postId = await postAs(member, "A post soon written over");
    const title = "Bus passes for students";
    const body = "The Leap card gives a student discount.";
    await t.database.db.execute(
      sql`UPDATE posts SET title = ${salted(title)}, content = ${salted(body)} WHERE id = ${postId}`,
    );
    const raw = await t.database.db.execute<{ title: string }>(sql`SELECT title FROM posts WHERE id = ${postId}`);
    expect(raw.rows[0]!.title).toMatch(ANY_HIDDEN); // stored as written
    expectShownClean(await postPage(postId), title, body);
  });

  it("keeps tabs, line breaks and the marks right-to-left text needs", async () => {
    const title = "سكن الطلاب\u200F في دبلن";
    const body = "سطر أول\u200E\nسطر ثان";
    const postId = await postAs(member, title, body);
    const stored = await t.database.db.execute<{ title: string; content: string }>(
      sql`SELECT title, content FROM posts WHERE id = ${postId}`,
    );
    expect(stored.rows).toEqual([{ title, content: body }]);
  });
});
