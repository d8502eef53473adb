import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANSWER_KARMA, ANSWER_MESSAGES } from "../../common/answers";
import type { CommentView, ForumPage, PostView } from "../../common/forum";
import { FLOOD_LIMITS } from "../../server/forum/limits";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Accepted answers (issue #31 item 2, ADR 0031) through the app's own routes: who may mark, change and
 * clear; the karma the triggers give and take back (clear, change, a deleted or hidden comment, a deleted
 * post); the answerer's notification; the answer under the question, "Solved" on lists, QAPage data, and
 * kept pages that show it dropped when it changes.
 */
let t: TestApp;
let aoife: TestBrowser; // asks
let brian: TestBrowser; // answers
let ciara: TestBrowser; // answers too; a stranger to Aoife's post
let moddy: TestBrowser; // a moderator
const ids: Record<string, string> = {};

const db = () => t.database.db;
const postPath = (id: string) => `/community/forum/posts/${id}`;
const answerPath = (id: string) => `${postPath(id)}/answer`;

async function member(name: string) {
  const email = `${name}@example.com`;
  const browser = await signedInMember(t, email);
  const id = String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
  await db().execute(sql`UPDATE profiles SET username = ${name} WHERE id = ${id}`);
  ids[name] = id;
  return browser;
}

async function newPost(browser: TestBrowser, title: string, content = "Plain words, no links.") {
  const result = await browser.submit("/community/forum/new-post", { title, content, category: "housing" });
  expect(result.redirect, JSON.stringify(result.data)).toBeTruthy();
  return result.redirect!.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)![1]!;
}

async function comment(browser: TestBrowser, postId: string, content: string, parentId = "") {
  const added = await browser.submit<{ data: { commentId: string } }>(postPath(postId), {
    intent: "comment",
    content,
    parentId,
  });
  expect(added.status, JSON.stringify(added.data)).toBe(200);
  return added.data.data.commentId;
}

type Answered = { ok: boolean; data?: { acceptedCommentId: string | null }; error?: { message: string; code: string } };
const mark = (browser: TestBrowser, postId: string, commentId: string) =>
  browser.submit<Answered>(answerPath(postId), { intent: "mark", commentId });
const clear = (browser: TestBrowser, postId: string, commentId: string) =>
  browser.submit<Answered>(answerPath(postId), { intent: "clear", commentId });

const karma = async (name: string) =>
  Number((await db().execute(sql`SELECT karma_points FROM profiles WHERE id = ${ids[name]!}`)).rows[0]!.karma_points);
const acceptedOf = async (postId: string) =>
  (
    await db().execute<{ accepted: string | null }>(
      sql`SELECT accepted_comment_id AS accepted FROM posts WHERE id = ${postId}`,
    )
  ).rows[0]?.accepted ?? null;
const answerNotes = async (name: string) =>
  (
    await db().execute<{ comment_id: string; actor_id: string }>(
      sql`SELECT comment_id, actor_id FROM notifications WHERE user_id = ${ids[name]!} AND kind = 'answer' ORDER BY created_at`,
    )
  ).rows;

async function permalinkData(browser: TestBrowser, postId: string) {
  const page = await browser.load<Record<string, { data: { post: PostView; acceptedAnswer: CommentView | null } }>>(
    postPath(postId),
  );
  return page.data["routes/community-forum-post"]!.data;
}

/** The QAPage data of a permalink's HTML. */
function qaPageOf(html: string) {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return script ? (JSON.parse(script[1]!) as { mainEntity: Record<string, unknown> } & Record<string, unknown>) : null;
}

beforeAll(async () => {
  t = await createTestApp();
  aoife = await member("aoife");
  brian = await member("brian");
  ciara = await member("ciara");
  moddy = await member("moddy");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE id = ${ids.moddy!}`);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().execute(sql`DELETE FROM rate_limits`);
});

describe("marking, changing and clearing the answer", () => {
  it("the author marks, changes and clears; karma follows and the answerers are told once", async () => {
    const postId = await newPost(aoife, "How long does the IRP appointment take?");
    const fromBrian = await comment(brian, postId, "About twenty minutes once you are called.");
    const fromCiara = await comment(ciara, postId, "Bring your passport and the letter from college.");
    const [brianBefore, ciaraBefore] = [await karma("brian"), await karma("ciara")];
    // (Ciara's comment queued Brian's daily digest of the post he watches: only the answer's mail is looked at.)
    await db().execute(sql`DELETE FROM notification_mails`);

    const marked = await mark(aoife, postId, fromBrian);
    expect(marked.status, JSON.stringify(marked.data)).toBe(200);
    expect(marked.data).toMatchObject({ ok: true, data: { acceptedCommentId: fromBrian } });
    expect(await acceptedOf(postId)).toBe(fromBrian);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    expect(await answerNotes("brian")).toEqual([{ comment_id: fromBrian, actor_id: ids.aoife }]);
    // The answerer's mail is queued with the notification (replies: right away by default).
    const queued = await db().execute(sql`SELECT cadence FROM notification_mails WHERE user_id = ${ids.brian!}`);
    expect(queued.rows).toEqual([{ cadence: "immediately" }]);
    // Marking the same answer again changes nothing.
    expect((await mark(aoife, postId, fromBrian)).status).toBe(200);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);

    // Another answer: Brian's karma goes back, Ciara's comes.
    expect((await mark(aoife, postId, fromCiara)).status).toBe(200);
    expect(await acceptedOf(postId)).toBe(fromCiara);
    expect(await karma("brian")).toBe(brianBefore);
    expect(await karma("ciara")).toBe(ciaraBefore + ANSWER_KARMA);
    expect((await answerNotes("ciara")).map((n) => n.comment_id)).toEqual([fromCiara]);

    // A page read before the change cannot clear the new answer by naming the old one.
    const stale = await clear(aoife, postId, fromBrian);
    expect(stale.status).toBe(200);
    expect(await acceptedOf(postId)).toBe(fromCiara);

    expect((await clear(aoife, postId, fromCiara)).data).toMatchObject({ ok: true, data: { acceptedCommentId: null } });
    expect(await acceptedOf(postId)).toBeNull();
    expect(await karma("ciara")).toBe(ciaraBefore);

    // Marked again after a change of mind: karma again, but nobody is told twice.
    await mark(aoife, postId, fromBrian);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    expect(await answerNotes("brian")).toHaveLength(1);
    await clear(aoife, postId, fromBrian);
  });

  it("refuses strangers (403), visitors (401), a comment of another post and a hidden comment (404)", async () => {
    const postId = await newPost(aoife, "Which bank opens an account without a utility bill?");
    const otherPost = await newPost(ciara, "Bike theft in Rathmines");
    const answer = await comment(brian, postId, "An Post Money did for me.");
    const elsewhere = await comment(brian, otherPost, "Use a D-lock.");

    const stranger = await mark(ciara, postId, answer);
    expect(stranger.status).toBe(403);
    expect(stranger.data.error?.message).toBe(ANSWER_MESSAGES.onlyAuthorOrStaff);
    // Not even the answerer themselves.
    expect((await mark(brian, postId, answer)).status).toBe(403);
    const visitor = await t.browser().submit<Answered>(answerPath(postId), { intent: "mark", commentId: answer });
    expect(visitor.status).toBe(401);
    expect(visitor.data.error?.message).toBe(ANSWER_MESSAGES.signIn);

    const wrongPost = await mark(aoife, postId, elsewhere);
    expect(wrongPost.status).toBe(404);
    expect(wrongPost.data.error?.message).toBe(ANSWER_MESSAGES.notOnPost);
    expect((await mark(aoife, postId, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await mark(aoife, "not-a-post", answer)).status).toBe(404);
    expect((await aoife.submit(answerPath(postId), { intent: "mark", commentId: "nope" })).status).toBe(400);
    expect((await aoife.submit(answerPath(postId), { intent: "steal", commentId: answer })).status).toBe(400);

    await db().execute(sql`UPDATE comments SET visibility = 'hidden' WHERE id = ${answer}`);
    expect((await mark(aoife, postId, answer)).status).toBe(404);
    expect(await acceptedOf(postId)).toBeNull();
    expect(await karma("ciara")).toBeGreaterThanOrEqual(0);

    // The database refuses another post's comment whatever code path writes it.
    await expect(
      db().execute(sql`UPDATE posts SET accepted_comment_id = ${elsewhere} WHERE id = ${postId}`),
    ).rejects.toThrow();
  });

  it("a moderator may mark and clear; a locked post's answer is theirs alone; a hidden post takes none", async () => {
    const postId = await newPost(aoife, "Do I need a PPS number before I start work?");
    const answer = await comment(brian, postId, "No, but you need one for your first payslip.");
    const brianBefore = await karma("brian");
    expect((await mark(moddy, postId, answer)).status).toBe(200);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    expect((await answerNotes("brian")).at(-1)).toEqual({ comment_id: answer, actor_id: ids.moddy });

    await db().execute(sql`UPDATE posts SET is_locked = true WHERE id = ${postId}`);
    const locked = await clear(aoife, postId, answer);
    expect(locked.status).toBe(423);
    expect(locked.data.error?.message).toBe(ANSWER_MESSAGES.locked);
    expect((await clear(moddy, postId, answer)).status).toBe(200);
    expect(await karma("brian")).toBe(brianBefore);

    await db().execute(sql`UPDATE posts SET is_locked = false, visibility = 'hidden' WHERE id = ${postId}`);
    const hidden = await mark(aoife, postId, answer);
    expect(hidden.status).toBe(409);
    expect(hidden.data.error?.message).toBe(ANSWER_MESSAGES.postNotVisible);
    expect((await mark(ciara, postId, answer)).status).toBe(404);
  });

  it("an author who answers their own post earns nothing and is not told", async () => {
    const postId = await newPost(aoife, "Found a GP in Cabra taking new patients");
    const own = await comment(aoife, postId, "Answering myself: the practice on Fassaugh Road.");
    const before = await karma("aoife");
    expect((await mark(aoife, postId, own)).status).toBe(200);
    expect(await acceptedOf(postId)).toBe(own);
    expect(await karma("aoife")).toBe(before);
    expect(await answerNotes("aoife")).toEqual([]);
    await db().execute(sql`DELETE FROM posts WHERE id = ${postId}`);
    expect(await karma("aoife")).toBe(before);
  });

  it("is limited like the other writes", async () => {
    const postId = await newPost(aoife, "Student travel card: worth it?");
    const answer = await comment(brian, postId, "Yes, 20% off Leap fares.");
    for (let i = 0; i < FLOOD_LIMITS.answer.max; i++) {
      const result = i % 2 ? await clear(aoife, postId, answer) : await mark(aoife, postId, answer);
      expect(result.status).toBe(200);
    }
    const limited = await mark(aoife, postId, answer);
    expect(limited.status).toBe(429);
  });
});

describe("karma comes back whatever removes the answer", () => {
  it("when the comment is deleted, hidden by a moderator, or its thread hidden, and when the post is deleted", async () => {
    const brianBefore = await karma("brian");
    const deletedComment = await newPost(aoife, "Where to get a cheap SIM?");
    const c1 = await comment(brian, deletedComment, "48 or GoMo.");
    await mark(aoife, deletedComment, c1);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    expect((await brian.submit(postPath(deletedComment), { intent: "delete-comment", commentId: c1 })).status).toBe(
      200,
    );
    expect(await acceptedOf(deletedComment)).toBeNull();
    expect(await karma("brian")).toBe(brianBefore);

    const hiddenComment = await newPost(aoife, "Is the Luas cheaper with a Leap card?");
    const c2 = await comment(brian, hiddenComment, "Yes, always.");
    await mark(aoife, hiddenComment, c2);
    const hidden = await moddy.submit("/moderation", {
      intent: "hide",
      targetType: "comment",
      targetId: c2,
      reason: "Checking a report",
    });
    expect(hidden.status, JSON.stringify(hidden.data)).toBe(200);
    expect(await acceptedOf(hiddenComment)).toBeNull();
    expect(await karma("brian")).toBe(brianBefore);

    const hiddenThread = await newPost(aoife, "Night buses from Temple Bar?");
    const thread = await comment(ciara, hiddenThread, "There are a few.");
    const reply = await comment(brian, hiddenThread, "The 15N and the 41N.", thread);
    await mark(aoife, hiddenThread, reply);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    await db().execute(sql`UPDATE comments SET visibility = 'removed' WHERE id = ${thread}`);
    expect(await acceptedOf(hiddenThread)).toBeNull();
    expect(await karma("brian")).toBe(brianBefore);

    const deletedPost = await newPost(aoife, "Renting a room: is a licence a lease?");
    const c3 = await comment(brian, deletedPost, "No: a licensee has fewer rights.");
    await mark(aoife, deletedPost, c3);
    expect(await karma("brian")).toBe(brianBefore + ANSWER_KARMA);
    const deleted = await aoife.submit(postPath(deletedPost), { intent: "delete-post" });
    expect(deleted.status, JSON.stringify(deleted.data)).toBeLessThan(400);
    expect(await karma("brian")).toBe(brianBefore);
  });
});

describe("what readers see", () => {
  it("the answer under the question, Solved on the forum, QAPage data with acceptedAnswer, kept pages not stale", async () => {
    const anonymous = t.browser();
    const postId = await newPost(
      aoife,
      "Deposit </script><script>alert(1)</script> not returned",
      "My landlord kept the deposit. What can I do?",
    );
    const answer = await comment(brian, postId, "Open a case with the RTB: it is free <b>and</b> binding.");
    await comment(ciara, postId, "Write to the landlord first.");

    // Read (and kept) before the answer is marked.
    const before = await anonymous.request(postPath(postId));
    const htmlBefore = await before.text();
    expect(htmlBefore).not.toContain("Accepted answer");
    const unsolved = qaPageOf(htmlBefore)!;
    expect(unsolved["@type"]).toBe("QAPage");
    expect(unsolved.mainEntity).toMatchObject({ "@type": "Question", answerCount: 2 });
    expect(unsolved.mainEntity.acceptedAnswer).toBeUndefined();
    const forumBefore = await (await anonymous.request("/community/forum")).text();
    // The badge (the list's "Solved" filter link is there either way).
    expect(forumBefore).not.toMatch(/<\/svg> Solved<\/span>/);

    expect((await mark(aoife, postId, answer)).status).toBe(200);

    const html = await (await anonymous.request(postPath(postId))).text();
    expect(html).toContain("Accepted answer");
    expect(html).toContain(`#comment-${answer}`);
    // No text a member wrote closes the structured data's script: < is escaped in the JSON.
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003c/script");
    const qaPage = qaPageOf(html)!;
    expect(qaPage.mainEntity).toMatchObject({
      "@type": "Question",
      name: "Deposit </script><script>alert(1)</script> not returned",
      text: "My landlord kept the deposit. What can I do?",
      answerCount: 2,
      author: { "@type": "Person", name: "aoife" },
      acceptedAnswer: {
        "@type": "Answer",
        text: "Open a case with the RTB: it is free <b>and</b> binding.",
        upvoteCount: 0,
        author: { "@type": "Person", name: "brian" },
      },
    });
    const accepted = qaPage.mainEntity.acceptedAnswer as { url: string; dateCreated: string };
    expect(accepted.url).toBe(`${t.config.publicUrl}${postPath(postId)}?comment=${answer}#comment-${answer}`);
    expect(Number.isNaN(Date.parse(accepted.dateCreated))).toBe(false);
    expect(qaPage.mainEntity.suggestedAnswer).toHaveLength(1);

    // The forum's list shows Solved (the kept page that showed it unsolved was dropped).
    expect(await (await anonymous.request("/community/forum")).text()).toMatch(/<\/svg> Solved<\/span>/);
    const feed = await anonymous.load<Record<string, { data: ForumPage }>>("/community/forum");
    expect(feed.data["routes/community-forum"]!.data.posts.find((p) => p.id === postId)).toMatchObject({
      solved: true,
    });

    const data = await permalinkData(anonymous, postId);
    expect(data.post).toMatchObject({ solved: true, acceptedCommentId: answer });
    expect(data.acceptedAnswer).toMatchObject({ id: answer, author: { username: "brian" } });

    // Cleared: the pages follow.
    await clear(aoife, postId, answer);
    const cleared = await (await anonymous.request(postPath(postId))).text();
    expect(cleared).not.toContain("Accepted answer");
    expect(qaPageOf(cleared)!.mainEntity.acceptedAnswer).toBeUndefined();
  });

  it("works as a plain form: back to the comment with the outcome, a refusal as a page with its 4xx", async () => {
    const postId = await newPost(aoife, "Can I drive on my Brazilian licence?");
    const answer = await comment(brian, postId, "For twelve months, then exchange it.");
    const returnTo = `${postPath(postId)}?comment=${answer}#comment-${answer}`;
    const done = await aoife.submitDocument(answerPath(postId), {
      intent: "mark",
      commentId: answer,
      redirectTo: returnTo,
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(returnTo);
    expect(await acceptedOf(postId)).toBe(answer);
    // The page it comes back to says so (the flash message) and shows the answer.
    const page = await (await aoife.request(returnTo)).text();
    expect(page).toContain(ANSWER_MESSAGES.marked);
    expect(page).toContain("Clear answer");

    const refused = await ciara.submitDocument(answerPath(postId), {
      intent: "clear",
      commentId: answer,
      redirectTo: returnTo,
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(ANSWER_MESSAGES.onlyAuthorOrStaff);
    expect(await acceptedOf(postId)).toBe(answer);
  });
});
