import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postPath } from "../../common/forum";
import {
  commentRevisionsPath,
  postRevisionsPath,
  REVISIONS_PER_PAGE,
  type RevisionsPage,
} from "../../common/revisions";
import { FLOOD_LIMITS } from "../../server/forum/limits";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Edit history (issue #31 item 7, ADR 0033) through the app's routes and on the database itself: every
 * edit keeps the text it replaced, with its editor, whatever path made it; who may read it; the diff;
 * the pages; and that nobody can erase a revision.
 */
let t: TestApp;
let author: TestBrowser;
let other: TestBrowser;
let moderator: TestBrowser;
let anonymous: TestBrowser;
let authorId: string;

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

const editPost = (
  browser: TestBrowser,
  postId: string,
  fields: { title: string; content: string; category?: string },
) => browser.submit(`${postPath(postId)}/edit`, { category: "general", ...fields });

/**
 * Posted an hour ago: its edits are past the grace period (ADR 0047), so each keeps a revision. Moving
 * both dates changes no text: it keeps none itself.
 */
async function postOld(browser: TestBrowser, title: string, content?: string) {
  const postId = await postAs(browser, title, content);
  await db().execute(
    sql`UPDATE posts SET created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour' WHERE id = ${postId}`,
  );
  return postId;
}

async function addComment(browser: TestBrowser, postId: string, content: string, parentId?: string) {
  const result = await browser.submit<{ ok: true; data: { commentId: string } }>(postPath(postId), {
    intent: "comment",
    content,
    ...(parentId ? { parentId } : {}),
  });
  expect(result.status).toBe(200);
  const commentId = result.data.data.commentId;
  await db().execute(
    sql`UPDATE comments SET created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour' WHERE id = ${commentId}`,
  );
  return commentId;
}

/** The database's own message for a statement it refused (drizzle wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (failure: Error & { cause?: Error }) => failure,
  );
  return String(error?.cause?.message ?? error?.message ?? "not refused");
}

async function history(browser: TestBrowser, path: string) {
  const answer = await browser.load<Record<string, { data: RevisionsPage }>>(path);
  const routeId = path.includes("/comments/")
    ? "routes/community-forum-comment-revisions"
    : "routes/community-forum-post-revisions";
  return { status: answer.status, page: answer.data?.[routeId]?.data };
}

beforeAll(async () => {
  t = await createTestApp({ NEW_MEMBER_HOURS: "24" });
  author = await signedInMember(t, "author@example.com");
  other = await signedInMember(t, "other@example.com");
  moderator = await signedInMember(t, "moderator@example.com");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'moderator@example.com'`);
  await db().execute(
    sql`UPDATE profiles SET username = 'aoife' WHERE id = (SELECT id FROM users WHERE email = 'author@example.com')`,
  );
  anonymous = t.browser();
  authorId = (await rows<{ id: string }>(sql`SELECT id FROM users WHERE email = 'author@example.com'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().execute(sql`DELETE FROM rate_limits`);
});

describe("every edit keeps the text it replaced", () => {
  it("two edits of a post keep two revisions, with the old texts, the editor and the time", async () => {
    const postId = await postOld(author, "Renting in Rathmines", "The deposit was one month of rent.");
    const first = await editPost(author, postId, {
      title: "Renting in Rathmines",
      content: "The deposit was two months of rent.",
      category: "housing",
    });
    expect(first.redirect, JSON.stringify(first.data)).toBe(postPath(postId));
    await editPost(author, postId, {
      title: "Renting in Rathmines, a year on",
      content: "The deposit was two months of rent, paid by card.",
      category: "housing",
    });
    const kept = await rows<{ number: number; title: string; content: string; category: string; edited_by: string }>(
      sql`SELECT number, title, content, category, edited_by FROM post_revisions WHERE post_id = ${postId} ORDER BY number`,
    );
    expect(kept).toEqual([
      {
        number: 1,
        title: "Renting in Rathmines",
        content: "The deposit was one month of rent.",
        category: "general",
        edited_by: authorId,
      },
      {
        number: 2,
        title: "Renting in Rathmines",
        content: "The deposit was two months of rent.",
        category: "housing",
        edited_by: authorId,
      },
    ]);

    const { status, page } = await history(anonymous, postRevisionsPath(postId));
    expect(status).toBe(200);
    expect(page!.total).toBe(2);
    // Newest first; each says what it changed and only that.
    expect(page!.revisions.map((revision) => revision.number)).toEqual([2, 1]);
    const [second, firstEdit] = page!.revisions;
    expect(second!.editor).toEqual({ id: authorId, username: "aoife" });
    expect(second!.title!.parts).toEqual([
      { kind: "same", text: "Renting in Rathmines" },
      { kind: "added", text: ", a year on" },
    ]);
    expect(second!.category).toBeUndefined();
    expect(firstEdit!.title).toBeUndefined();
    expect(firstEdit!.category).toEqual({ before: "general", after: "housing" });
    expect(firstEdit!.content!.parts).toEqual([
      { kind: "same", text: "The deposit was " },
      { kind: "removed", text: "one month" },
      { kind: "added", text: "two months" },
      { kind: "same", text: " of rent." },
    ]);
    const postedAt = await rows<{ updated_at: Date }>(sql`SELECT updated_at FROM posts WHERE id = ${postId}`);
    expect(new Date(second!.editedAt).getTime()).toBe(new Date(postedAt[0]!.updated_at).getTime());
  });

  it("the page marks inserted and deleted words with <ins> and <del>, said in words too", async () => {
    const postId = await postOld(author, "GP in Phibsborough", "The clinic takes new patients on Monday.");
    await editPost(author, postId, {
      title: "GP in Phibsborough",
      content: "The clinic takes new patients on Friday.",
    });
    const response = await anonymous.request(postRevisionsPath(postId));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(
      /<del[^>]*><span class="sr-only">\[removed: <\/span>Monday<span class="sr-only">\]<\/span><\/del>/,
    );
    expect(html).toMatch(
      /<ins[^>]*><span class="sr-only">\[added: <\/span>Friday<span class="sr-only">\]<\/span><\/ins>/,
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The post's page links its "(edited)" to the history.
    const permalink = await (await anonymous.request(postPath(postId))).text();
    expect(permalink).toContain(`href="${postRevisionsPath(postId)}"`);
    expect(permalink).toContain("(edited)");
  });

  it("a direct SQL UPDATE records one too, with no editor, and marks the post edited", async () => {
    const postId = await postOld(author, "Bike theft in Dublin 8", "Use two locks.");
    await db().execute(sql`UPDATE posts SET content = 'Use two good locks.' WHERE id = ${postId}`);
    // Changes that are not to the text keep no revision.
    await db().execute(sql`UPDATE posts SET is_pinned = true WHERE id = ${postId}`);
    const kept = await rows<{ content: string; edited_by: string | null }>(
      sql`SELECT content, edited_by FROM post_revisions WHERE post_id = ${postId}`,
    );
    expect(kept).toEqual([{ content: "Use two locks.", edited_by: null }]);
    const [post] = await rows<{ edited: boolean }>(
      sql`SELECT updated_at > created_at AS edited FROM posts WHERE id = ${postId}`,
    );
    expect(post!.edited).toBe(true);
    const { page } = await history(anonymous, postRevisionsPath(postId));
    expect(page!.revisions[0]!.editor).toBeNull();
    expect(
      (await anonymous.request(postRevisionsPath(postId)).then((r) => r.text())).includes("someone not recorded"),
    ).toBe(true);
  });

  it("a comment's edits are kept and shown on its own history page", async () => {
    const postId = await postOld(author, "Leap card top-ups");
    const commentId = await addComment(other, postId, "Top up at any Spar.");
    await other.submit(postPath(postId), {
      intent: "edit-comment",
      commentId,
      content: "Top up at any Spar or Centra.",
    });
    await db().execute(sql`UPDATE comments SET content = 'Top up in the app.' WHERE id = ${commentId}`);
    const { status, page } = await history(anonymous, commentRevisionsPath(postId, commentId));
    expect(status).toBe(200);
    expect(page!.item).toMatchObject({ kind: "comment", commentId, postId, postTitle: "Leap card top-ups" });
    expect(page!.revisions.map((revision) => [revision.number, revision.editor?.id ?? null])).toEqual([
      [2, null],
      [1, expect.any(String)],
    ]);
    expect(page!.revisions[1]!.content!.parts).toContainEqual({ kind: "added", text: " or Centra" });
    // The comment on the post's page links its "(edited)" to that page.
    const permalink = await (await anonymous.request(postPath(postId))).text();
    expect(permalink).toContain(`href="${commentRevisionsPath(postId, commentId)}"`);
  });
});

describe("who sees the history", () => {
  it("a hidden post's history: its author and moderators, not visitors or other members; a deleted one: moderators", async () => {
    const postId = await postOld(author, "Cheap rooms, pay by wire", "Send the deposit first.");
    await editPost(author, postId, { title: "Cheap rooms, pay by wire", content: "Send the deposit today." });
    const hidden = await moderator.submit("/moderation", {
      intent: "hide",
      targetType: "post",
      targetId: postId,
      reason: "Looks like a scam",
    });
    expect(hidden.status).toBe(200);
    expect((await anonymous.request(postRevisionsPath(postId))).status).toBe(404);
    expect((await other.request(postRevisionsPath(postId))).status).toBe(404);
    expect((await history(author, postRevisionsPath(postId))).page!.total).toBe(1);
    const seen = await moderator.request(postRevisionsPath(postId));
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    expect(await seen.text()).toContain("This item is hidden");

    await moderator.submit("/moderation", { intent: "remove", targetType: "post", targetId: postId, reason: "Scam" });
    expect((await author.request(postRevisionsPath(postId))).status).toBe(404);
    expect((await history(moderator, postRevisionsPath(postId))).page!.revisions[0]!.content).toBeDefined();
    // Hiding and deleting erased nothing.
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(1);
  });

  it("a hidden comment's history is not shown to visitors, and a comment is found only under its own post", async () => {
    const postId = await postOld(author, "Night buses");
    const elsewhere = await postOld(author, "Day buses");
    const commentId = await addComment(other, postId, "The 15 runs late.");
    await other.submit(postPath(postId), { intent: "edit-comment", commentId, content: "The N15 runs late." });
    expect((await anonymous.request(commentRevisionsPath(postId, commentId))).status).toBe(200);
    expect((await anonymous.request(commentRevisionsPath(elsewhere, commentId))).status).toBe(404);
    await moderator.submit("/moderation", {
      intent: "hide",
      targetType: "comment",
      targetId: commentId,
      reason: "Off topic",
    });
    expect((await anonymous.request(commentRevisionsPath(postId, commentId))).status).toBe(404);
    expect((await author.request(commentRevisionsPath(postId, commentId))).status).toBe(404);
    expect((await other.request(commentRevisionsPath(postId, commentId))).status).toBe(200);
    expect((await moderator.request(commentRevisionsPath(postId, commentId))).status).toBe(200);
  });

  it("a reply's history goes with the comment it answers: hidden with it, and a reply to a reply is refused", async () => {
    const postId = await postOld(author, "Leap cards");
    const commentId = await addComment(other, postId, "Top them up online.");
    const replyId = await addComment(author, postId, "Or at a shop.", commentId);
    await author.submit(postPath(postId), { intent: "edit-comment", commentId: replyId, content: "Or at a Payzone." });
    // One level of replies only: a reply to a reply is not a place the page could show.
    const deeper = await other.submit(postPath(postId), { intent: "comment", content: "Deeper", parentId: replyId });
    expect(deeper.status).toBe(404);
    expect((await anonymous.request(commentRevisionsPath(postId, replyId))).status).toBe(200);
    await moderator.submit("/moderation", {
      intent: "hide",
      targetType: "comment",
      targetId: commentId,
      reason: "Spam",
    });
    // The reply is visible itself, but the page no longer shows it: nor does its history.
    expect((await anonymous.request(commentRevisionsPath(postId, replyId))).status).toBe(404);
    expect((await author.request(commentRevisionsPath(postId, replyId))).status).toBe(404);
    expect((await other.request(commentRevisionsPath(postId, replyId))).status).toBe(200);
    expect((await moderator.request(commentRevisionsPath(postId, replyId))).status).toBe(200);
  });

  it("unknown and malformed ids are 404s, never a 500", async () => {
    const postId = await postOld(author, "Unknown ids");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const path of [
      postRevisionsPath(unknown),
      postRevisionsPath("not-a-post"),
      postRevisionsPath("'; DROP TABLE posts; --"),
      commentRevisionsPath(postId, unknown),
      commentRevisionsPath(postId, "12345"),
      commentRevisionsPath("nope", unknown),
    ]) {
      const response = await anonymous.request(path);
      expect(response.status, path).toBe(404);
      expect((await anonymous.load(path)).status, `${path}.data`).toBe(404);
    }
    // A page number that is not one is page 1.
    for (const page of ["abc", "-3", "0", "1e400", "2.5"]) {
      expect((await anonymous.request(`${postRevisionsPath(postId)}?page=${page}`)).status, page).toBe(200);
    }
  });
});

describe("bounds", () => {
  it("a page shows at most REVISIONS_PER_PAGE edits, newest first, and any page number is brought within range", async () => {
    const postId = await postOld(author, "Many edits", "Version 0");
    const edits = REVISIONS_PER_PAGE + 2;
    for (let n = 1; n <= edits; n++) {
      await db().execute(sql`UPDATE posts SET content = ${`Version ${n}`} WHERE id = ${postId}`);
    }
    const first = (await history(anonymous, postRevisionsPath(postId))).page!;
    expect(first).toMatchObject({ total: edits, page: 1, pageCount: 2 });
    expect(first.revisions.map((revision) => revision.number)).toEqual(
      Array.from({ length: REVISIONS_PER_PAGE }, (_, index) => edits - index),
    );
    // The newest edit is compared with the post as it is now; each other with the edit after it.
    expect(first.revisions[0]!.content!.parts).toEqual([
      { kind: "same", text: "Version " },
      { kind: "removed", text: `${edits - 1}` },
      { kind: "added", text: `${edits}` },
    ]);
    const second = (await history(anonymous, `${postRevisionsPath(postId)}?page=2`)).page!;
    expect(second.revisions.map((revision) => revision.number)).toEqual([2, 1]);
    expect(second.revisions[0]!.content!.parts).toContainEqual({ kind: "added", text: "2" });
    expect((await history(anonymous, `${postRevisionsPath(postId)}?page=99`)).page!.page).toBe(2);
    const html = await (await anonymous.request(postRevisionsPath(postId))).text();
    expect(html.match(/<article aria-labelledby="edit-/g)).toHaveLength(REVISIONS_PER_PAGE);
    expect(html).toContain('aria-label="Pages of the edit history"');
  });

  it("a long post edited whole is shown whole, not word by word, and a small edit of it shows its surroundings only", async () => {
    const words = (seed: number) =>
      Array.from({ length: 2_800 }, (_, index) => `w${(index * 7919 + seed * 104729) % 997}`)
        .join(" ")
        .slice(0, 19_000);
    const postId = await postOld(author, "A long guide", words(1));
    await editPost(author, postId, { title: "A long guide", content: words(2) });
    await editPost(author, postId, { title: "A long guide", content: words(2).replace(/^w\S+/, "Start") });
    const started = performance.now();
    const page = (await history(anonymous, postRevisionsPath(postId))).page!;
    expect(performance.now() - started).toBeLessThan(2_000);
    const [small, whole] = page.revisions;
    expect(whole!.content!.wordByWord).toBe(false);
    expect(whole!.content!.parts.map((part) => part.kind)).toEqual(["removed", "added"]);
    expect(small!.content!.wordByWord).toBe(true);
    expect(small!.content!.parts.map((part) => part.kind)).toEqual(["removed", "added", "same", "skipped"]);
  });

  it("edits are limited like the other writes: the next one past the limit is refused with 429", async () => {
    const postId = await postOld(author, "Edited too often", "Text 0");
    for (let n = 1; n <= FLOOD_LIMITS.edit.max; n++) {
      const answer = await editPost(author, postId, { title: "Edited too often", content: `Text ${n}` });
      expect(answer.redirect, `edit ${n}`).toBe(postPath(postId));
    }
    const refused = await editPost(author, postId, { title: "Edited too often", content: "One more" });
    expect(refused.status).toBe(429);
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(FLOOD_LIMITS.edit.max);
  }, 60_000);
});

describe("nobody can erase a revision", () => {
  it("the database refuses to delete or change one; it goes only with its post, and a closed account unsigns it", async () => {
    const postId = await postOld(author, "Kept for good", "First words");
    await editPost(author, postId, { title: "Kept for good", content: "Second words" });
    expect(await refusal(db().execute(sql`DELETE FROM post_revisions WHERE post_id = ${postId}`))).toMatch(
      /cannot be changed or deleted/,
    );
    expect(
      await refusal(db().execute(sql`UPDATE post_revisions SET content = 'rewritten' WHERE post_id = ${postId}`)),
    ).toMatch(/cannot be changed or deleted/);
    const commentId = await addComment(author, postId, "A comment");
    await author.submit(postPath(postId), { intent: "edit-comment", commentId, content: "A comment, edited" });
    expect(await refusal(db().execute(sql`DELETE FROM comment_revisions WHERE comment_id = ${commentId}`))).toMatch(
      /cannot be changed or deleted/,
    );

    // A member who closes their account leaves their edits of others' items unsigned (the versions of
    // their own posts and comments go with the account: "what the author took back" below).
    await signedInMember(t, "leaver@example.com");
    // As a script would: naming its editor in the transaction that edits.
    await db().transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('forum.editor_id', id::text, true) FROM users WHERE email = 'leaver@example.com'`,
      );
      await tx.execute(sql`UPDATE posts SET content = 'Second words, fixed' WHERE id = ${postId}`);
    });
    await db().execute(sql`DELETE FROM users WHERE email = 'leaver@example.com'`);
    expect(
      await rows(sql`SELECT number, edited_by FROM post_revisions WHERE post_id = ${postId} ORDER BY number`),
    ).toEqual([
      { number: 1, edited_by: authorId },
      { number: 2, edited_by: null },
    ]);

    // The author deletes the post: its revisions, and its comments', go with it.
    const deleted = await author.submit(postPath(postId), { intent: "delete-post" });
    expect(deleted.redirect).toBe("/community/forum");
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM comment_revisions WHERE comment_id = ${commentId}`)).toHaveLength(0);
  });
});

/**
 * Issue #45 item 4 (ADR 0047): the history publishes nothing its author took back. Edits in the first five
 * minutes fold into the first version; the author or a moderator takes a version out of the public
 * history (moderators still read it, the log says who); a closed account takes its earlier versions with
 * it; approval publishes the approved text only.
 */
describe("what the author took back", () => {
  const PHONE = "087 123 4567";
  const hide = (browser: TestBrowser, path: string, number: number | string, intent = "hide-version") =>
    browser.submit<{ error?: { message: string } }>(path, { intent, number: String(number) });
  /** The page and its data as `browser` reads them, in one string. */
  const everything = async (browser: TestBrowser, path: string) => {
    const html = await (await browser.request(path)).text();
    const data = await (await browser.request(`${path.replace(/\/$/, "")}.data`)).text();
    return `${html}\n${data}`;
  };
  const backdate = (table: "posts" | "comments", id: string, seconds: number) =>
    db().execute(
      sql`UPDATE ${sql.raw(table)} SET created_at = now() - make_interval(secs => ${seconds}), updated_at = now() - make_interval(secs => ${seconds}) WHERE id = ${id}`,
    );

  it("an edit within five minutes of posting replaces the first version, keeping nothing; a later one keeps it", async () => {
    const postId = await postAs(author, "Room in Cabra", `Text me on ${PHONE}.`);
    await editPost(author, postId, { title: "Room in Cabra", content: "Message me here." });
    const commentId = await addComment(author, postId, `Or call ${PHONE}.`);
    await backdate("comments", commentId, 60);
    await author.submit(postPath(postId), { intent: "edit-comment", commentId, content: "Or write here." });
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM comment_revisions WHERE comment_id = ${commentId}`)).toHaveLength(0);
    expect((await history(anonymous, postRevisionsPath(postId))).page!.total).toBe(0);
    expect(await everything(anonymous, commentRevisionsPath(postId, commentId))).not.toContain(PHONE);

    // Just inside the five minutes, still folded; just past them, the replaced text is kept.
    await backdate("posts", postId, 290);
    await editPost(author, postId, { title: "Room in Cabra", content: "Message me here, please." });
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(0);
    await backdate("posts", postId, 310);
    await editPost(author, postId, { title: "Room in Cabra", content: "Message me here, thanks." });
    expect(await rows(sql`SELECT content FROM post_revisions WHERE post_id = ${postId}`)).toEqual([
      { content: "Message me here, please." },
    ]);
  });

  it("the author hides an earlier version: no reader but a moderator sees its words, in its edit or the one before", async () => {
    const postId = await postOld(author, "Room in Phibsborough", "A room, ask me.");
    const path = postRevisionsPath(postId);
    await editPost(author, postId, { title: "Room in Phibsborough", content: `A room, text me on ${PHONE}.` });
    await editPost(author, postId, { title: "Room in Phibsborough", content: "A room, message me here." });
    // Shown to everyone until it is hidden (and the page, never kept, shows the change at once afterwards).
    expect(await everything(anonymous, path)).toContain(PHONE);

    // Nobody but the author and moderators may hide it; only moderators may put it back.
    const refused = await hide(other, path, 2);
    expect(refused.status, JSON.stringify(refused.data)).toBe(403);
    expect(refused.data.error?.message).toBe(
      "Only its author and moderators can take an earlier version out of the history.",
    );
    expect((await hide(anonymous, path, 2)).status).toBe(401);
    expect((await hide(author, path, 99)).status).toBe(404);
    expect((await hide(author, path, "two")).status).toBe(400);
    expect((await hide(author, path, 2, "delete-version")).status).toBe(400);
    expect(await everything(anonymous, path)).toContain(PHONE);

    const done = await hide(author, path, 2);
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    for (const reader of [anonymous, other, author]) {
      const seen = await everything(reader, path);
      expect(seen).not.toContain(PHONE);
      expect(seen).not.toContain("text me on");
      expect(seen).toContain("The text before this edit was taken out of the public history.");
      expect(seen).toContain("The text this edit made was taken out of the public history.");
    }
    // Edit 2 (from the hidden text) and edit 1 (to it) compare nothing; the count and dates stay.
    const { page } = await history(other, path);
    expect(page!.total).toBe(2);
    expect(
      page!.revisions.map(({ number, hidden, leftHidden, content }) => ({ number, hidden, leftHidden, content })),
    ).toEqual([
      { number: 2, hidden: true, leftHidden: false, content: undefined },
      { number: 1, hidden: false, leftHidden: true, content: undefined },
    ]);
    expect(page!).toMatchObject({ mayHide: false, mayRestore: false });
    expect((await history(author, path)).page!).toMatchObject({ mayHide: true, mayRestore: false });

    // Moderators still read it, marked; the author cannot put it back, a moderator can.
    const moderated = await everything(moderator, path);
    expect(moderated).toContain(PHONE);
    expect(moderated).toContain("Out of the public history: only moderators see the text before this edit.");
    expect((await hide(author, path, 2, "show-version")).status).toBe(403);

    // The log says who did it: moderators read the author's name, everyone else "Its author".
    const [entry] = await rows<{ action: string; moderator_id: string; target_type: string }>(
      sql`SELECT action, moderator_id, target_type FROM moderation_actions WHERE target_id = ${postId}`,
    );
    expect(entry).toEqual({ action: "hide_revision", moderator_id: authorId, target_type: "post" });
    const publicLog = await (await anonymous.request("/moderation/log")).text();
    const said = (html: string) => html.replace(/<!-- -->/g, "");
    expect(said(publicLog)).toContain("Its author</span> took an earlier version out of the public history of");
    const staffLog = await (await moderator.request("/moderation/log")).text();
    expect(said(staffLog)).toMatch(/>aoife<\/a> took an earlier version out of the public history of/);

    expect((await hide(moderator, path, 2, "show-version")).status).toBe(200);
    expect(await everything(anonymous, path)).toContain(PHONE);
    expect(
      await rows(sql`SELECT action FROM moderation_actions WHERE target_id = ${postId} ORDER BY created_at`),
    ).toEqual([{ action: "hide_revision" }, { action: "show_revision" }]);
  });

  it("a comment's version: its author or a moderator may hide it, not the post's author", async () => {
    const postId = await postOld(author, "Bins in Drumcondra");
    const commentId = await addComment(other, postId, `Ring the council on ${PHONE}.`);
    await other.submit(postPath(postId), { intent: "edit-comment", commentId, content: "Ring the council." });
    const path = commentRevisionsPath(postId, commentId);
    expect(await everything(anonymous, path)).toContain(PHONE);
    expect((await hide(author, path, 1)).status).toBe(403);
    expect((await hide(moderator, path, 1)).status).toBe(200);
    expect(await everything(anonymous, path)).not.toContain(PHONE);
    expect(await everything(other, path)).not.toContain(PHONE);
    expect(await everything(moderator, path)).toContain(PHONE);
    const [entry] = await rows<{ action: string; moderator_id: string }>(
      sql`SELECT action, moderator_id FROM moderation_actions WHERE target_id = ${commentId}`,
    );
    expect(entry!.action).toBe("hide_revision");
    expect(entry!.moderator_id).not.toBe(authorId);
  });

  it("a closed account takes the earlier versions of its posts and comments with it; their text stays", async () => {
    const leaver = await signedInMember(t, "leaving@example.com");
    const postId = await postOld(leaver, "Moving home", `Call me on ${PHONE}.`);
    await editPost(leaver, postId, { title: "Moving home", content: "Moving home next month." });
    const commentId = await addComment(leaver, postId, `Or ${PHONE} after six.`);
    await leaver.submit(postPath(postId), { intent: "edit-comment", commentId, content: "Or after six." });
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(1);
    expect(await rows(sql`SELECT 1 FROM comment_revisions WHERE comment_id = ${commentId}`)).toHaveLength(1);
    await db().execute(sql`DELETE FROM users WHERE email = 'leaving@example.com'`);
    expect(await rows(sql`SELECT 1 FROM post_revisions WHERE post_id = ${postId}`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM comment_revisions WHERE comment_id = ${commentId}`)).toHaveLength(0);
    expect(await rows(sql`SELECT content, author_id FROM posts WHERE id = ${postId}`)).toEqual([
      { content: "Moving home next month.", author_id: null },
    ]);
    expect(await everything(moderator, postRevisionsPath(postId))).not.toContain(PHONE);
    expect(await everything(moderator, commentRevisionsPath(postId, commentId))).not.toContain(PHONE);
  });

  it("approval publishes the approved text only: versions written while it waited stay with the moderators", async () => {
    const postId = await postOld(author, "Flatshare in Smithfield", `Deposit by wire, ${PHONE}.`);
    await db().execute(sql`UPDATE posts SET visibility = 'pending' WHERE id = ${postId}`);
    await editPost(author, postId, { title: "Flatshare in Smithfield", content: `Deposit in cash, ${PHONE}.` });
    await editPost(author, postId, { title: "Flatshare in Smithfield", content: "Deposit at the viewing." });
    const path = postRevisionsPath(postId);
    expect((await anonymous.request(path)).status).toBe(404);
    const approved = await moderator.submit("/moderation", { intent: "approve", targetType: "post", targetId: postId });
    expect(approved.status).toBe(200);
    for (const reader of [anonymous, other, author]) {
      const seen = await everything(reader, path);
      expect(seen).toContain("The text before this edit was taken out of the public history.");
      expect(seen).not.toContain(PHONE);
      expect(seen).not.toContain("by wire");
    }
    expect((await history(anonymous, path)).page!.revisions.every((edit) => edit.hidden)).toBe(true);
    const moderated = await everything(moderator, path);
    expect(moderated).toContain("by wire");
    expect(moderated).toContain(PHONE);
    // Edits after approval are published as usual.
    await editPost(author, postId, { title: "Flatshare in Smithfield", content: "Deposit at the viewing, in euro." });
    const [newest] = (await history(anonymous, path)).page!.revisions;
    expect(newest!.content!.parts).toContainEqual({ kind: "added", text: ", in euro" });
  });

  it("the database lets a version be hidden and put back, and still refuses to change its text", async () => {
    const postId = await postOld(author, "Hidden, not rewritten", "First");
    await editPost(author, postId, { title: "Hidden, not rewritten", content: "Second" });
    await db().execute(sql`UPDATE post_revisions SET hidden_at = now() WHERE post_id = ${postId}`);
    await db().execute(sql`UPDATE post_revisions SET hidden_at = NULL WHERE post_id = ${postId}`);
    expect(
      await refusal(
        db().execute(sql`UPDATE post_revisions SET hidden_at = now(), content = '' WHERE post_id = ${postId}`),
      ),
    ).toMatch(/cannot be changed or deleted/);
  });
});
