import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  COMMENT_THREADS_PER_PAGE,
  commentPath,
  postPath,
  REPLIES_SHOWN_PER_THREAD,
  THREAD_REPLIES_PER_PAGE,
  type CommentsPage,
  type PostView,
} from "../../common/forum";
import type { Db } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { locateCommentInPost, readCommentsPage } from "../../server/forum/comments/read";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * A post's comments come a page at a time (issue #17): whole threads, the first few replies of each, a
 * thread's own view for the rest; every address that names a comment opens the page that holds it.
 */
let t: TestApp;
let member: TestBrowser;
let moderator: TestBrowser;
let anonymous: TestBrowser;
let memberId: string;

const db = () => t.database.db;
const idOf = async (email: string) =>
  String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);

/** `count` top-level comments "Comment 1"…, a minute apart, oldest first; their ids in that order. */
async function addThreads(postId: string, count: number, from = 1): Promise<string[]> {
  const rows = await db().execute<{ id: string }>(sql`
    INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
    SELECT ${postId}, ${memberId}, 'Comment ' || n, now() - interval '1 day' + make_interval(mins => n),
           now() - interval '1 day' + make_interval(mins => n)
    FROM generate_series(${from}::int, ${from + count - 1}::int) AS n ORDER BY n
    RETURNING id`);
  return rows.rows.map((row) => String(row.id));
}

/** `count` replies to `parentId` "Reply 1"…, written after everything else (as replies usually are). */
async function addReplies(postId: string, parentId: string, count: number): Promise<string[]> {
  const rows = await db().execute<{ id: string }>(sql`
    INSERT INTO comments (post_id, author_id, parent_id, content, created_at, updated_at)
    SELECT ${postId}, ${memberId}, ${parentId}, 'Reply ' || n, now() + make_interval(secs => n),
           now() + make_interval(secs => n)
    FROM generate_series(1, ${count}::int) AS n ORDER BY n
    RETURNING id`);
  return rows.rows.map((row) => String(row.id));
}

type PermalinkData = { post: PostView; comments: CommentsPage };
async function permalink(browser: TestBrowser, path: string): Promise<CommentsPage> {
  const page = await browser.load<Record<string, { data: PermalinkData }>>(path);
  expect(page.status).toBe(200);
  return page.data["routes/community-forum-post"]!.data.comments;
}
/** A comment's text as the page shows it (a visitor's page data holds the HTML, not the Markdown source). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "").trim();
const contents = (page: CommentsPage) => page.comments.map((comment) => textOf(comment.contentHtml));
const T = COMMENT_THREADS_PER_PAGE;
/** Two full pages of threads and five on the third. */
const THREE_PAGES = 2 * T + 5;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "member@example.com");
  moderator = await signedInMember(t, "moderator@example.com");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'moderator@example.com'`);
  anonymous = t.browser();
  memberId = await idOf("member@example.com");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().execute(sql`DELETE FROM rate_limits`);
});

describe("the permalink shows comments a page of threads at a time", () => {
  it("pages of whole threads, oldest first; the last page holds the rest; the count stays the total", async () => {
    const postId = await postAs(member, "Three pages of answers");
    const ids = await addThreads(postId, THREE_PAGES);
    const first = await permalink(anonymous, postPath(postId));
    expect(first).toMatchObject({ page: 1, pageCount: 3, thread: null });
    expect(contents(first)).toEqual(Array.from({ length: T }, (_, i) => `Comment ${i + 1}`));
    const second = await permalink(anonymous, `${postPath(postId)}?comments=2`);
    expect(contents(second)[0]).toBe(`Comment ${T + 1}`);
    const last = await permalink(anonymous, `${postPath(postId)}?comments=3`);
    expect(contents(last)).toEqual(Array.from({ length: 5 }, (_, i) => `Comment ${2 * T + i + 1}`));
    expect(last.comments.at(-1)!.id).toBe(ids.at(-1));
    const page = await anonymous.load<Record<string, { data: PermalinkData }>>(`${postPath(postId)}?comments=3`);
    expect(page.data["routes/community-forum-post"]!.data.post.commentsCount).toBe(THREE_PAGES);
  });

  it("the HTML carries only the page, with links to the others and the current one marked", async () => {
    const postId = await postAs(member, "Paged HTML");
    await addThreads(postId, THREE_PAGES);
    const html = await (await anonymous.request(`${postPath(postId)}?comments=2`)).text();
    expect(html).toContain(`>Comment ${T + 1}<`);
    expect(html).toContain(`>Comment ${2 * T}<`);
    expect(html).not.toContain(`>Comment ${T}<`);
    expect(html).not.toContain(`>Comment ${2 * T + 1}<`);
    const nav = html.slice(html.indexOf('aria-label="Comment pages"'));
    expect(nav).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>2</);
    expect(nav).toContain(`href="${postPath(postId)}#comments-${postId}"`);
    expect(nav).toContain(`href="${postPath(postId)}?comments=3#comments-${postId}"`);
    expect(nav).toContain('aria-label="Page 3"');
    // One page: no page links at all.
    const single = await postAs(member, "Few answers");
    await addThreads(single, 3);
    expect(await (await anonymous.request(postPath(single))).text()).not.toContain('aria-label="Comment pages"');
  });

  it("any ?comments= maps to a page that exists: garbage to the first, past the end to the last", async () => {
    const postId = await postAs(member, "Odd page numbers");
    await addThreads(postId, THREE_PAGES);
    const cases: [string, number][] = [
      ["0", 1],
      ["-3", 1],
      ["abc", 1],
      ["2.5", 1],
      ["1e3", 1],
      ["%00", 1],
      ["", 1],
      ["3", 3],
      ["4", 3],
      ["999999", 3],
      ["99999999999999999999", 1],
      [encodeURIComponent("2' OR 1=1 --"), 1],
    ];
    for (const [value, page] of cases) {
      expect((await permalink(anonymous, `${postPath(postId)}?comments=${value}`)).page, value).toBe(page);
      const html = await anonymous.request(`${postPath(postId)}?comments=${value}&thread=${value}&comment=${value}`);
      expect(html.status, value).toBe(200);
    }
    const empty = await postAs(member, "No answers yet");
    expect(await permalink(anonymous, `${postPath(empty)}?comments=7`)).toMatchObject({ page: 1, pageCount: 1 });
  });
});

describe("replies stay with their thread", () => {
  it("a thread's replies come with it, written later or not; past the first few, the thread's own view pages them", async () => {
    const postId = await postAs(member, "A long thread");
    const threads = await addThreads(postId, T + 5);
    const longThread = threads[T + 2]!; // the third on page 2
    const shortThread = threads[T + 3]!;
    const replies = await addReplies(postId, longThread, THREAD_REPLIES_PER_PAGE + 5);
    const [shortReply] = await addReplies(postId, shortThread, 1);
    const second = await permalink(anonymous, `${postPath(postId)}?comments=2`);
    const shown = second.comments.map((comment) => comment.id);
    // The parent, then its first replies, then the next thread with its reply.
    expect(shown.slice(2, 3 + REPLIES_SHOWN_PER_THREAD + 2)).toEqual([
      longThread,
      ...replies.slice(0, REPLIES_SHOWN_PER_THREAD),
      shortThread,
      shortReply,
    ]);
    expect(second.moreReplies).toEqual([longThread]);
    const first = await permalink(anonymous, postPath(postId));
    expect(first.comments.some((comment) => comment.parentId)).toBe(false);

    const view = await permalink(anonymous, `${postPath(postId)}?thread=${longThread}`);
    expect(view).toMatchObject({ thread: longThread, threadPage: 2, page: 1, pageCount: 2, moreReplies: [] });
    expect(view.comments.map((comment) => comment.id)).toEqual([
      longThread,
      ...replies.slice(0, THREAD_REPLIES_PER_PAGE),
    ]);
    const rest = await permalink(anonymous, `${postPath(postId)}?thread=${longThread}&comments=9`);
    expect(rest.page).toBe(2);
    expect(rest.comments.map((comment) => comment.id)).toEqual([longThread, ...replies.slice(THREAD_REPLIES_PER_PAGE)]);
    // A reply is not a thread: asked for as one, the page of all comments is shown.
    expect(await permalink(anonymous, `${postPath(postId)}?thread=${replies[0]}`)).toMatchObject({ thread: null });
  });

  it("one thread of 999 replies: a page still reads a bounded number of comments", async () => {
    const postId = await postAs(member, "The biggest thread");
    const [thread] = await addThreads(postId, 1);
    await addReplies(postId, thread!, 999);
    const page = await readCommentsPage(db(), postId, null);
    expect(page.comments).toHaveLength(1 + REPLIES_SHOWN_PER_THREAD);
    const last = await readCommentsPage(db(), postId, null, { page: 1_000_000, thread: thread! });
    expect(last.pageCount).toBe(Math.ceil(999 / THREAD_REPLIES_PER_PAGE));
    expect(last.comments.length).toBeLessThanOrEqual(1 + THREAD_REPLIES_PER_PAGE);
    expect(textOf(last.comments.at(-1)!.contentHtml)).toBe("Reply 999");
  });
});

describe("a page of threads is read in one statement (issue #48 item 2)", () => {
  it("however many threads and replies: the count, the page's threads and their first replies together", async () => {
    const postId = await postAs(member, "Read in one go");
    const threads = await addThreads(postId, THREE_PAGES);
    await addReplies(postId, threads[T + 1]!, REPLIES_SHOWN_PER_THREAD + 2);
    const { page, statements } = await countingStatements((counted) =>
      readCommentsPage(counted, postId, null, { page: 2, thread: null }),
    );
    // One statement to see that the post may be read, one for the page.
    expect(statements).toBe(2);
    expect(page.pageCount).toBe(3);
    expect(page.comments).toHaveLength(T + REPLIES_SHOWN_PER_THREAD);
    expect(page.moreReplies).toEqual([threads[T + 1]]);
  });
});

/** What `read` answers on a database whose statements are counted. */
async function countingStatements<T>(read: (counted: Db) => Promise<T>) {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const client = (db() as unknown as { $client: unknown }).$client;
  const counted =
    t.database.kind === "pglite"
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : drizzlePg(client as Pool, { schema, logger });
  const page = await read(counted);
  return { page, statements };
}

describe("an address that names a comment opens the page that holds it", () => {
  it("?comment= finds a thread on page 3, an early reply with its thread, a later reply in the thread's view", async () => {
    const postId = await postAs(member, "Where is it?");
    const threads = await addThreads(postId, THREE_PAGES);
    const lastThread = threads.at(-1)!;
    const replies = await addReplies(postId, lastThread, THREAD_REPLIES_PER_PAGE + 3);
    const at = (commentId: string) => permalink(anonymous, commentPath(postId, commentId));
    expect(await at(lastThread)).toMatchObject({ page: 3, thread: null });
    expect(await at(threads[0]!)).toMatchObject({ page: 1, thread: null });
    expect(await at(threads[T]!)).toMatchObject({ page: 2, thread: null });
    expect(await at(threads[T - 1]!)).toMatchObject({ page: 1, thread: null });
    expect(await at(replies[0]!)).toMatchObject({ page: 3, thread: null });
    expect(await at(replies[REPLIES_SHOWN_PER_THREAD - 1]!)).toMatchObject({ page: 3, thread: null });
    expect(await at(replies[REPLIES_SHOWN_PER_THREAD]!)).toMatchObject({ page: 1, thread: lastThread });
    const late = await at(replies.at(-1)!);
    expect(late).toMatchObject({ page: 2, thread: lastThread });
    expect(late.comments.map((comment) => comment.id)).toContain(replies.at(-1));
    // ?comment= wins over ?comments=; a made-up or unknown id leaves ?comments= in charge.
    expect(await permalink(anonymous, `${postPath(postId)}?comments=1&comment=${lastThread}`)).toMatchObject({
      page: 3,
    });
    expect(
      await permalink(anonymous, `${postPath(postId)}?comments=2&comment=00000000-0000-4000-8000-000000000000`),
    ).toMatchObject({ page: 2 });
    // The no-JavaScript Edit, Reply and Delete links open the comment's page with its form.
    const edit = await member.request(`${postPath(postId)}?edit=${threads[2 * T + 2]}`);
    const editHtml = await edit.text();
    expect(editHtml).toContain("Edit comment");
    expect(editHtml).toContain(`Comment ${2 * T + 3}`);
    expect((await permalink(member, `${postPath(postId)}?reply=${threads[2 * T + 1]}`)).page).toBe(3);
    expect((await permalink(member, `${postPath(postId)}?delete=${threads[2 * T]}`)).page).toBe(3);
  });

  it("a notification names the comment; following it lands on the page with the comment", async () => {
    const postId = await postAs(member, "Notified on page 2");
    await addThreads(postId, COMMENT_THREADS_PER_PAGE);
    const replier = await signedInMember(t, "replier@example.com");
    const added = await replier.submit<{ data: { commentId: string } }>(postPath(postId), {
      intent: "comment",
      content: "The eleventh answer",
    });
    const commentId = added.data.data.commentId;
    const list =
      await member.load<Record<string, { data: { items: { id: string; href: string }[] } }>>("/notifications");
    const item = list.data["routes/notifications"]!.data.items.find((entry) => entry.href.includes(commentId))!;
    expect(item.href).toBe(commentPath(postId, commentId));
    const opened = await member.request(`/notifications/${item.id}`);
    expect(opened.headers.get("location")).toBe(commentPath(postId, commentId));
    const landed = await permalink(member, opened.headers.get("location")!);
    expect(landed.page).toBe(2);
    expect(landed.comments.map((comment) => comment.id)).toContain(commentId);
  });

  it("without JavaScript, a new comment, an edit and a delete come back to the right page", async () => {
    const postId = await postAs(member, "Writes without JavaScript");
    const threads = await addThreads(postId, COMMENT_THREADS_PER_PAGE + 1);
    const added = await member.submitDocument(postPath(postId), {
      intent: "comment",
      content: "Added on the last page",
      parentId: "",
      redirectTo: postPath(postId),
    });
    const location = added.headers.get("location")!;
    const newId = /\?comment=([0-9a-f-]{36})#comment-/.exec(location)![1]!;
    const landed = await permalink(member, location);
    expect(landed.page).toBe(2);
    expect(landed.comments.map((comment) => comment.id)).toContain(newId);
    const html = await (await member.request(`${postPath(postId)}?edit=${threads.at(-1)}`)).text();
    // The edit form goes back to the comment (its page), the delete confirmation to the page it was on.
    expect(html).toContain(`name="redirectTo" value="${commentPath(postId, threads.at(-1)!)}"`);
    const deleting = await (await member.request(`${postPath(postId)}?delete=${threads.at(-1)}`)).text();
    expect(deleting).toContain(`name="redirectTo" value="${postPath(postId)}?comments=2#comments-${postId}"`);
  });
});

describe("who sees what is unchanged", () => {
  it("a hidden thread is not counted or shown to visitors, nor found by ?comment=; its author and moderators see it", async () => {
    const postId = await postAs(member, "Hidden on page 1");
    const threads = await addThreads(postId, COMMENT_THREADS_PER_PAGE + 1);
    const [reply] = await addReplies(postId, threads[0]!, 1);
    await db().execute(sql`UPDATE comments SET visibility = 'hidden' WHERE id = ${threads[0]}`);
    const visitor = await permalink(anonymous, postPath(postId));
    expect(visitor).toMatchObject({ page: 1, pageCount: 1 });
    expect(visitor.comments.map((comment) => comment.id)).not.toContain(threads[0]);
    // Its reply goes with it.
    expect(visitor.comments.map((comment) => comment.id)).not.toContain(reply);
    expect(await locateCommentInPost(db(), postId, reply!, null)).toBeNull();
    expect(await permalink(anonymous, commentPath(postId, threads[0]!))).toMatchObject({ page: 1 });
    expect((await permalink(anonymous, `${postPath(postId)}?thread=${threads[0]}`)).thread).toBeNull();
    for (const browser of [member, moderator]) {
      const seen = await permalink(browser, postPath(postId));
      expect(seen.pageCount).toBe(2);
      expect(seen.comments.slice(0, 2).map((comment) => comment.id)).toEqual([threads[0], reply]);
      expect(seen.comments[0]).toMatchObject({ visibility: "hidden" });
      expect(await permalink(browser, commentPath(postId, threads.at(-1)!))).toMatchObject({ page: 2 });
    }
    // For visitors the last comment moved up to page 1.
    expect(await permalink(anonymous, commentPath(postId, threads.at(-1)!))).toMatchObject({ page: 1 });
  });

  it("a post the reader cannot see has no comments page for them", async () => {
    const postId = await postAs(member, "Hidden post");
    await addThreads(postId, 2);
    await db().execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${postId}`);
    expect((await anonymous.request(`${postPath(postId)}?comments=2`)).status).toBe(404);
    expect((await anonymous.request(`${postPath(postId)}/comments?comments=2`)).status).toBe(404);
    expect((await permalink(member, `${postPath(postId)}?comments=2`)).comments).toHaveLength(2);
  });
});
