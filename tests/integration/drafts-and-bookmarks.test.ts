import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOKMARK_MESSAGES,
  BOOKMARKS_PAGE_SIZE,
  BOOKMARKS_PER_MEMBER,
  type BookmarksPage,
} from "../../common/bookmarks";
import { DRAFT_KEYS, DRAFT_SAVES, DRAFTS_PER_MEMBER, type DraftView } from "../../common/drafts";
import { COMMENT_MAX, FORUM_MESSAGES, POST_MAX } from "../../common/forum";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** Issue #31 items 4 and 5: drafts kept on the server for each editor, and bookmarks (ADR 0032). */
let t: TestApp;
let ann: TestBrowser;
let ben: TestBrowser;
let annId: string;
let bensPost: string;
let bensComment: string;

type Answer = {
  ok: boolean;
  data?: { savedAt?: string | null; bookmarked?: boolean };
  error?: { message: string; code: string; field?: string };
};

const idOf = async (email: string) =>
  (await t.database.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id;
/** A post written straight into the database (the flood limit allows five posts in ten minutes through the form). */
const insertPost = async (title: string, content: string) =>
  (
    await t.database.db.execute<{ id: string }>(
      sql`INSERT INTO posts (title, content, category, author_id)
          VALUES (${title}, ${content}, 'general', (SELECT id FROM users WHERE email = 'ben-drafts@example.com')) RETURNING id`,
    )
  ).rows[0]!.id;
const saveDraft = (browser: TestBrowser, fields: Record<string, string>) =>
  browser.submit<Answer>("/resources/drafts", { intent: "save", ...fields });
const loadDraft = async (browser: TestBrowser, key: string) => {
  const response = await browser.request(`/resources/drafts?key=${encodeURIComponent(key)}`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as { draft: DraftView | null },
  };
};
const bookmark = (browser: TestBrowser, fields: Record<string, string>) =>
  browser.submit<Answer>("/resources/bookmarks", fields);
const dashboardBookmarks = async (browser: TestBrowser, page?: number) => {
  const result = await browser.load<Record<string, { data: { bookmarks: BookmarksPage } }>>(
    `/dashboard${page ? `?bookmarks=${page}` : ""}`,
  );
  return result.data["routes/dashboard"]!.data.bookmarks;
};

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = await Promise.all([
    signedInMember(t, "ann-drafts@example.com"),
    signedInMember(t, "ben-drafts@example.com"),
  ]);
  annId = await idOf("ann-drafts@example.com");
  bensPost = await postAs(ben, "Where do I get a PPS number?", "I start work next week and need one.");
  const comment = await ben.submit<{ ok: boolean; data: { commentId: string } }>(`/community/forum/posts/${bensPost}`, {
    intent: "comment",
    content: "Answering my own question: Intreo, with a letter from the employer.",
    parentId: "",
  });
  bensComment = comment.data.data.commentId;
});
afterAll(async () => {
  await t?.close();
});

describe("drafts", () => {
  it("keeps a member's draft for an editor and gives it back to that member only, never cached", async () => {
    const saved = await saveDraft(ann, {
      key: "new-post",
      title: "Deposit not returned",
      category: "housing",
      content: "My landlord",
    });
    expect(saved.status).toBe(200);
    expect(saved.data.data?.savedAt).toMatch(/^\d{4}-/);
    const mine = await loadDraft(ann, "new-post");
    expect(mine.cache).toBe("private, no-store");
    expect(mine.body.draft).toMatchObject({
      key: "new-post",
      title: "Deposit not returned",
      category: "housing",
      content: "My landlord",
    });
    // Saved again: the same draft, updated (one per editor).
    await saveDraft(ann, {
      key: "new-post",
      title: "Deposit not returned",
      category: "housing",
      content: "My landlord kept it",
    });
    expect((await loadDraft(ann, "new-post")).body.draft?.content).toBe("My landlord kept it");
    // Another member asking for the same editor gets their own (none), and cannot discard Ann's.
    expect((await loadDraft(ben, "new-post")).body.draft).toBeNull();
    await ben.submit("/resources/drafts", { intent: "discard", key: "new-post" });
    expect((await loadDraft(ann, "new-post")).body.draft?.content).toBe("My landlord kept it");
    // A visitor gets a 401, no draft.
    const visitor = await loadDraft(t.browser(), "new-post");
    expect(visitor.status).toBe(401);
    expect(visitor.body.draft).toBeNull();
    const refused = await saveDraft(t.browser(), { key: "new-post", content: "hello" });
    expect(refused.status).toBe(401);
  });

  it("refuses a draft over the field's limit, a bad key or a title on a comment, with a message", async () => {
    const long = await saveDraft(ann, { key: "new-post", content: "x".repeat(POST_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.data.error).toMatchObject({ message: FORUM_MESSAGES.postTooLong, field: "content" });
    const longComment = await saveDraft(ann, {
      key: DRAFT_KEYS.comment(bensPost),
      content: "x".repeat(COMMENT_MAX + 1),
    });
    expect(longComment.status).toBe(400);
    expect(longComment.data.error).toMatchObject({ message: FORUM_MESSAGES.commentTooLong, field: "content" });
    const titled = await saveDraft(ann, { key: DRAFT_KEYS.comment(bensPost), title: "A title", content: "x" });
    expect(titled.status).toBe(400);
    const badKey = await saveDraft(ann, { key: "someone-elses:draft", content: "x" });
    expect(badKey.status).toBe(400);
    expect(badKey.data.error?.field).toBe("key");
    const badCategory = await saveDraft(ann, { key: "new-post", category: "cars", content: "x" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.data.error?.field).toBe("category");
  });

  it("is discarded by its member, and dropped when the text is published", async () => {
    await saveDraft(ann, { key: DRAFT_KEYS.comment(bensPost), content: "Try the Intreo centre on" });
    expect((await loadDraft(ann, DRAFT_KEYS.comment(bensPost))).body.draft).not.toBeNull();
    const discarded = await ann.submit<Answer>("/resources/drafts", {
      intent: "discard",
      key: DRAFT_KEYS.comment(bensPost),
    });
    expect(discarded.status).toBe(200);
    expect((await loadDraft(ann, DRAFT_KEYS.comment(bensPost))).body.draft).toBeNull();

    // A comment, a reply, an edit of each, a new post and an edited post: each drops its editor's draft.
    await saveDraft(ann, { key: DRAFT_KEYS.comment(bensPost), content: "Go to Intreo" });
    const comment = await ann.submit<{ data: { commentId: string } }>(`/community/forum/posts/${bensPost}`, {
      intent: "comment",
      content: "Go to Intreo",
      parentId: "",
    });
    expect((await loadDraft(ann, DRAFT_KEYS.comment(bensPost))).body.draft).toBeNull();
    const commentId = comment.data.data.commentId;
    await saveDraft(ann, { key: DRAFT_KEYS.reply(bensComment), content: "Thanks" });
    await ann.submit(`/community/forum/posts/${bensPost}`, {
      intent: "comment",
      content: "Thanks",
      parentId: bensComment,
    });
    expect((await loadDraft(ann, DRAFT_KEYS.reply(bensComment))).body.draft).toBeNull();
    await saveDraft(ann, { key: DRAFT_KEYS.editComment(commentId), content: "Go to Intreo, with a letter" });
    await ann.submit(`/community/forum/posts/${bensPost}`, {
      intent: "edit-comment",
      commentId,
      content: "Go to Intreo, with a letter",
    });
    expect((await loadDraft(ann, DRAFT_KEYS.editComment(commentId))).body.draft).toBeNull();

    await saveDraft(ann, { key: "new-post", title: "Deposit", category: "housing", content: "Kept" });
    const postId = await postAs(ann, "Deposit", "Kept");
    expect((await loadDraft(ann, "new-post")).body.draft).toBeNull();
    await saveDraft(ann, {
      key: DRAFT_KEYS.editPost(postId),
      title: "Deposit kept",
      category: "housing",
      content: "Kept",
    });
    await ann.submit(`/community/forum/posts/${postId}/edit`, {
      title: "Deposit kept",
      category: "housing",
      content: "Kept",
    });
    expect((await loadDraft(ann, DRAFT_KEYS.editPost(postId))).body.draft).toBeNull();
  });

  it("keeps at most DRAFTS_PER_MEMBER per member: the one saved longest ago goes", async () => {
    const cara = await signedInMember(t, "cara-drafts@example.com");
    const caraId = await idOf("cara-drafts@example.com");
    const keys = Array.from({ length: DRAFTS_PER_MEMBER + 1 }, (_, i) =>
      DRAFT_KEYS.comment(`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`),
    );
    for (const [i, key] of keys.entries()) {
      // Each saved a moment after the one before (the clock of one statement can repeat).
      await saveDraft(cara, { key, content: `draft ${i}` });
      await t.database.db.execute(
        sql`UPDATE drafts SET updated_at = now() - ${`${keys.length - i} minutes`}::interval WHERE user_id = ${caraId} AND draft_key = ${key}`,
      );
    }
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drafts WHERE user_id = ${caraId}`,
    );
    expect(Number(count.rows[0]!.n)).toBe(DRAFTS_PER_MEMBER);
    expect((await loadDraft(cara, keys[0]!)).body.draft).toBeNull();
    expect((await loadDraft(cara, keys[1]!)).body.draft?.content).toBe("draft 1");
    expect((await loadDraft(cara, keys.at(-1)!)).body.draft?.content).toBe(`draft ${DRAFTS_PER_MEMBER}`);
  });

  it("limits saves per member (429 with Retry-After), but not against the ceiling on all writes", async () => {
    const dan = await signedInMember(t, "dan-drafts@example.com", { newMember: true });
    for (let i = 0; i < DRAFT_SAVES.max; i++) {
      const saved = await saveDraft(dan, { key: "new-post", content: `typing ${i}` });
      expect(saved.status, `save ${i}`).toBe(200);
    }
    const limited = await saveDraft(dan, { key: "new-post", content: "one more" });
    expect(limited.status).toBe(429);
    expect(limited.data.error?.message).toMatch(/save your draft again in \d+ minutes?/);
    // 120 autosaves did not use up a new member's 60 writes: they can still post.
    await postAs(dan, "After typing a while", "Posted after many autosaves");
  });

  it("works as a plain form post: saved, and back to the page with a message", async () => {
    const response = await ann.submitDocument("/resources/drafts", {
      intent: "save",
      key: "new-post",
      title: "Without JavaScript",
      content: "Still kept",
      redirectTo: "/community/forum/new-post",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/community/forum/new-post");
    expect((await loadDraft(ann, "new-post")).body.draft?.title).toBe("Without JavaScript");
  });
});

describe("bookmarks", () => {
  it("bookmarks a post and a comment, idempotently, and the dashboard lists them newest first", async () => {
    const first = await bookmark(ann, { postId: bensPost, bookmarked: "true" });
    expect(first.status).toBe(200);
    expect(first.data.data?.bookmarked).toBe(true);
    await bookmark(ann, { commentId: bensComment, bookmarked: "true" });
    // Again: still one of each, in their places.
    const again = await bookmark(ann, { postId: bensPost, bookmarked: "true" });
    expect(again.status).toBe(200);
    expect(again.data.data?.bookmarked).toBe(true);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bookmarks WHERE user_id = ${annId}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(2);
    const list = await dashboardBookmarks(ann);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.kind)).toEqual(["comment", "post"]);
    expect(list.items[0]).toMatchObject({
      available: true,
      commentId: bensComment,
      title: "Where do I get a PPS number?",
    });
    expect(list.items[1]).toMatchObject({
      available: true,
      postId: bensPost,
      excerpt: "I start work next week and need one.",
    });
    // Ben's dashboard shows none of Ann's.
    expect((await dashboardBookmarks(ben)).total).toBe(0);
    // Removing twice is no error.
    expect((await bookmark(ann, { commentId: bensComment, bookmarked: "false" })).status).toBe(200);
    expect((await bookmark(ann, { commentId: bensComment, bookmarked: "false" })).status).toBe(200);
    expect((await dashboardBookmarks(ann)).total).toBe(1);
  });

  it("refuses a visitor, a bad form, an item that does not exist or the member cannot see", async () => {
    expect((await bookmark(t.browser(), { postId: bensPost, bookmarked: "true" })).status).toBe(401);
    const both = await bookmark(ann, { postId: bensPost, commentId: bensComment, bookmarked: "true" });
    expect(both.status).toBe(400);
    expect(both.data.error?.message).toBe(BOOKMARK_MESSAGES.oneItem);
    expect((await bookmark(ann, { postId: "not-an-id", bookmarked: "true" })).status).toBe(400);
    expect((await bookmark(ann, { postId: "00000000-0000-4000-8000-000000000000", bookmarked: "true" })).status).toBe(
      404,
    );
    const hidden = await postAs(ben, "Soon hidden", "Secret words of a hidden post");
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${hidden}`);
    expect((await bookmark(ann, { postId: hidden, bookmarked: "true" })).status).toBe(404);
    // Its author still sees it, and may keep it.
    expect((await bookmark(ben, { postId: hidden, bookmarked: "true" })).status).toBe(200);
  });

  it("does not show the text of an item hidden since it was bookmarked; a deleted one goes", async () => {
    const eve = await signedInMember(t, "eve-bookmarks@example.com");
    const post = await postAs(ben, "Hidden later", "Words nobody may read once hidden");
    const comment = await ben.submit<{ data: { commentId: string } }>(`/community/forum/posts/${post}`, {
      intent: "comment",
      content: "A comment hidden later",
      parentId: "",
    });
    const gone = await postAs(ben, "Deleted later", "Gone");
    await bookmark(eve, { postId: post, bookmarked: "true" });
    await bookmark(eve, { commentId: comment.data.data.commentId, bookmarked: "true" });
    await bookmark(eve, { postId: gone, bookmarked: "true" });
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${post}`);
    await ben.submit(`/community/forum/posts/${gone}`, { intent: "delete-post" });
    const list = await dashboardBookmarks(eve);
    expect(list.total).toBe(2);
    expect(list.items.every((item) => !item.available)).toBe(true);
    const page = await (await eve.request("/dashboard", { headers: { Accept: "text/html" } })).text();
    expect(page).not.toContain("Words nobody may read");
    expect(page).not.toContain("Hidden later");
    expect(page).not.toContain("A comment hidden later");
    expect(page).toContain("no longer available");
    // It can still be removed.
    expect((await bookmark(eve, { postId: post, bookmarked: "false" })).status).toBe(200);
    expect((await dashboardBookmarks(eve)).total).toBe(1);
  });

  it("a reply goes with the comment it answers: not bookmarked, nor shown, once that comment is hidden", async () => {
    const hal = await signedInMember(t, "hal-bookmarks@example.com");
    const post = await postAs(ben, "Replies under a hidden comment", "Asked once");
    const comment = await ben.submit<{ data: { commentId: string } }>(`/community/forum/posts/${post}`, {
      intent: "comment",
      content: "A comment hidden later",
      parentId: "",
    });
    const threadId = comment.data.data.commentId;
    const replies = await Promise.all(
      ["A reply bookmarked before", "A reply bookmarked after"].map((content) =>
        ben.submit<{ data: { commentId: string } }>(`/community/forum/posts/${post}`, {
          intent: "comment",
          content,
          parentId: threadId,
        }),
      ),
    );
    const [before, after] = replies.map((reply) => reply.data.data.commentId);
    await bookmark(hal, { commentId: before!, bookmarked: "true" });
    await t.database.db.execute(sql`UPDATE comments SET visibility = 'hidden' WHERE id = ${threadId}`);
    expect((await bookmark(hal, { commentId: after!, bookmarked: "true" })).status).toBe(404);
    const list = await dashboardBookmarks(hal);
    expect(list.items.map((item) => [item.commentId, item.available])).toEqual([[before, false]]);
  });

  it("pages the list ten at a time (?bookmarks=2), newest first; a page past the end shows the last", async () => {
    const fay = await signedInMember(t, "fay-bookmarks@example.com");
    const fayId = await idOf("fay-bookmarks@example.com");
    const ids: string[] = [];
    for (let i = 0; i < BOOKMARKS_PAGE_SIZE + 3; i++) {
      const postId = await insertPost(`Bookmarkable ${i}`, `Text ${i}`);
      await bookmark(fay, { postId, bookmarked: "true" });
      await t.database.db.execute(
        sql`UPDATE bookmarks SET created_at = now() - ${`${100 - i} minutes`}::interval WHERE user_id = ${fayId} AND post_id = ${postId}`,
      );
      ids.push(postId);
    }
    const first = await dashboardBookmarks(fay);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: BOOKMARKS_PAGE_SIZE + 3 });
    expect(first.items.map((item) => item.postId)).toEqual(ids.toReversed().slice(0, BOOKMARKS_PAGE_SIZE));
    const second = await dashboardBookmarks(fay, 2);
    expect(second.items.map((item) => item.postId)).toEqual(ids.toReversed().slice(BOOKMARKS_PAGE_SIZE));
    expect((await dashboardBookmarks(fay, 99)).page).toBe(2);
    const html = await (await fay.request("/dashboard?bookmarks=2", { headers: { Accept: "text/html" } })).text();
    expect(html).toContain('aria-label="Bookmark pages"');
    expect(html).toContain("Bookmarkable 0");
    expect(html).not.toContain("Bookmarkable 12");
  });

  it(`keeps at most ${BOOKMARKS_PER_MEMBER} per member, with a message when full`, async () => {
    const gus = await signedInMember(t, "gus-bookmarks@example.com");
    const gusId = await idOf("gus-bookmarks@example.com");
    const last = await insertPost("One too many", "Over the limit");
    // Fill the list directly (a thousand requests would only test the flood limit): one post, 999 comments.
    const filled = await insertPost("Many comments", "Filler");
    await t.database.db.execute(sql`
      WITH filler AS (
        INSERT INTO comments (post_id, author_id, content)
        SELECT ${filled}::uuid, ${gusId}::uuid, 'filler ' || g FROM generate_series(1, ${BOOKMARKS_PER_MEMBER - 1}) g RETURNING id)
      INSERT INTO bookmarks (user_id, post_id, comment_id)
      SELECT ${gusId}::uuid, ${filled}::uuid, id FROM filler UNION ALL SELECT ${gusId}::uuid, ${bensPost}::uuid, NULL`);
    const full = await bookmark(gus, { postId: last, bookmarked: "true" });
    expect(full.status).toBe(409);
    expect(full.data.error?.message).toBe(BOOKMARK_MESSAGES.full);
    // Bookmarking one already kept is still fine (idempotent), and removing one makes room.
    expect((await bookmark(gus, { postId: bensPost, bookmarked: "true" })).status).toBe(200);
    await bookmark(gus, { postId: bensPost, bookmarked: "false" });
    expect((await bookmark(gus, { postId: last, bookmarked: "true" })).status).toBe(200);
  });

  it("works as a plain form post, back to the page it came from", async () => {
    const response = await ann.submitDocument("/resources/bookmarks", {
      postId: bensPost,
      bookmarked: "false",
      redirectTo: `/community/forum/posts/${bensPost}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/community/forum/posts/${bensPost}`);
    const html = await (
      await ann.request(`/community/forum/posts/${bensPost}`, { headers: { Accept: "text/html" } })
    ).text();
    expect(html).toContain('aria-label="Bookmark"');
    await ann.submitDocument("/resources/bookmarks", { postId: bensPost, bookmarked: "true", redirectTo: "/" });
    const after = await (
      await ann.request(`/community/forum/posts/${bensPost}`, { headers: { Accept: "text/html" } })
    ).text();
    expect(after).toContain('aria-label="Remove bookmark"');
  });
});
