import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGroup, setGroupRole } from "../../server/groups/create";
import { searchSite } from "../../server/search/search";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Private groups (issue #47 item 3, ADR 0061), on the server: who may join and how, what a group's
 * moderator may do and a member may not, that every write on a group's item asks membership, that nobody
 * outside a group is told of anything in it, and that a member removed loses it at their next request.
 * The visibility table (visibility-table.test.ts) has the reads of every surface; the browser test
 * (e2e/private-groups.test.ts) the story as its people live it.
 */

let t: TestApp;
const db = () => t.database.db;
const SLUG = "galway-language-school";
const group = `/groups/${SLUG}`;
let invite = "";
let moderator: TestBrowser;
let insider: TestBrowser;
let outsider: TestBrowser;
let unconfirmed: TestBrowser;

async function idOf(email: string) {
  return String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
}
async function usernameOf(email: string) {
  const [row] = (await db().execute(sql`SELECT username FROM profiles WHERE id = ${await idOf(email)}`)).rows;
  return String(row!.username);
}
const rows = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;
const membersOf = async () =>
  (
    await rows(sql`SELECT u.email, m.role FROM group_members m JOIN users u ON u.id = m.user_id
      JOIN groups g ON g.id = m.group_id WHERE g.slug = ${SLUG} ORDER BY u.email`)
  ).map((row) => `${String(row.email)}:${String(row.role)}`);

beforeAll(async () => {
  t = await createTestApp();
  ({ inviteToken: invite } = await createGroup(db(), {
    slug: SLUG,
    name: "Galway language school",
    emailDomain: "@Students.Galway-School.ie",
  }));
  moderator = await signedInMember(t, "teacher@example.com");
  await setGroupRole(db(), SLUG, "teacher@example.com", "moderator");
  insider = await signedInMember(t, "ines@students.galway-school.ie");
  outsider = await signedInMember(t, "oscar@example.com");
  // A member whose address at the domain is not confirmed (as after an email change not yet confirmed).
  unconfirmed = await signedInMember(t, "una2@students.galway-school.ie");
  await db().execute(sql`UPDATE users SET email_verified = false WHERE email = 'una2@students.galway-school.ie'`);
});
afterAll(async () => {
  await t?.close();
});

describe("private groups", () => {
  it("lets in by a confirmed address at the domain, by the invite link, or by a moderator's approval", async () => {
    // The domain was written with an @ and capitals: it is kept as the bare, lower-case domain.
    expect(await rows(sql`SELECT email_domain FROM groups WHERE slug = ${SLUG}`)).toEqual([
      { email_domain: "students.galway-school.ie" },
    ]);
    expect((await insider.submit(group, { intent: "join" })).redirect).toBe(group);
    // An unconfirmed address at the domain does not let its member in; a wrong invite neither.
    const unconfirmedJoin = await unconfirmed.submit(group, { intent: "join" });
    expect(unconfirmedJoin.status).toBe(403);
    expect(JSON.stringify(unconfirmedJoin.data)).toContain("open the group's invite link, or ask to join");
    // Its last character changed (an "x" at random one time in 64 would otherwise be the right invite).
    const wrong = `${invite.slice(0, -1)}${invite.endsWith("x") ? "y" : "x"}`;
    const wrongInvite = await outsider.submit(group, { intent: "join", invite: wrong });
    expect(wrongInvite.status).toBe(403);
    expect(JSON.stringify(wrongInvite.data)).toContain("This invite link no longer works.");
    expect(await membersOf()).toEqual(["ines@students.galway-school.ie:member", "teacher@example.com:moderator"]);

    // Una2 asks; a member of the group may not answer her, its moderator may.
    expect((await unconfirmed.submit(group, { intent: "ask" })).redirect).toBe(group);
    const unaId = await idOf("una2@students.galway-school.ie");
    expect((await insider.submit(group, { intent: "approve", userId: unaId })).status).toBe(403);
    expect((await outsider.submit(group, { intent: "approve", userId: unaId })).status).toBe(403);
    const page = await moderator.load<Record<string, { data: { member: { manage: { requests: unknown[] } } } }>>(group);
    expect(page.data!["routes/groups-group"]!.data.member.manage.requests).toEqual([
      expect.objectContaining({ userId: unaId }),
    ]);
    expect((await moderator.submit(group, { intent: "approve", userId: unaId })).redirect).toBe(group);
    // Answered once: a second answer finds no request.
    expect((await moderator.submit(group, { intent: "decline", userId: unaId })).status).toBe(404);
    expect(await membersOf()).toContain("una2@students.galway-school.ie:member");
  });

  it("takes the invite link back when a moderator makes a new one", async () => {
    const late = await signedInMember(t, "late@example.com");
    expect((await insider.submit(group, { intent: "new-invite" })).status).toBe(403);
    expect((await moderator.submit(group, { intent: "new-invite" })).redirect).toBe(group);
    expect((await late.submit(group, { intent: "join", invite })).status).toBe(403);
    const [{ invite_token: current }] = (await rows(sql`SELECT invite_token FROM groups WHERE slug = ${SLUG}`)) as [
      { invite_token: string },
    ];
    expect(current).not.toBe(invite);
    expect((await late.submit(group, { intent: "join", invite: current })).redirect).toBe(group);
    expect((await late.submit(group, { intent: "leave" })).redirect).toBe(group);
    expect(await membersOf()).not.toContain("late@example.com:member");
  });

  it("asks membership of every write on a group's items, and tells nobody outside of anything in it", async () => {
    // A member outside the group cannot post in it.
    const refused = await outsider.submit("/community/forum/new-post", {
      title: "Sneaking in",
      content: "Should not be posted",
      category: "general",
      group: SLUG,
    });
    expect(refused.status).toBe(403);
    expect((await outsider.request(`/community/forum/new-post?group=${SLUG}`)).status).toBe(404);
    const oscar = await usernameOf("oscar@example.com");
    const teacher = await usernameOf("teacher@example.com");
    const postId = await postAs(insider, "Which bus goes to the school?", `Asking @${oscar} and @${teacher}.`, {
      group: SLUG,
    });
    const path = `/community/forum/posts/${postId}`;
    // Inside: the moderator answers it, the asker likes the answer and marks it solved.
    const answered = await moderator.submit<{ data: { commentId: string } }>(path, {
      intent: "comment",
      content: `The 405 from Eyre Square. @${oscar} knows.`,
    });
    expect(answered.status).toBe(200);
    const commentId = answered.data.data.commentId;
    expect((await insider.submit(path, { intent: "like-comment", commentId, liked: "true" })).status).toBe(200);
    expect((await insider.submit(`${path}/answer`, { intent: "mark", commentId })).status).toBeLessThan(300);
    expect(await rows(sql`SELECT accepted_comment_id FROM posts WHERE id = ${postId}`)).toEqual([
      { accepted_comment_id: commentId },
    ]);
    // Outside: every write answers 404, as if there were no such post.
    for (const fields of [
      { intent: "comment", content: "Hello?" },
      { intent: "like-post", liked: "true" },
      { intent: "like-comment", commentId, liked: "true" },
      { intent: "watch", level: "watching" },
    ]) {
      expect((await outsider.submit(path, fields)).status, fields.intent).toBe(404);
    }
    expect((await outsider.submit("/report", { postId, reason: "spam" })).status).toBe(404);
    expect((await outsider.request(`/report?postId=${postId}`)).status).toBe(404);
    // Oscar was mentioned twice and told nothing; the moderator was told of the question (a mention).
    const told = async (email: string) =>
      (await rows(sql`SELECT kind FROM notifications WHERE post_id = ${postId} AND user_id = ${await idOf(email)}`))
        .map((row) => String(row.kind))
        .sort();
    expect(await told("oscar@example.com")).toEqual([]);
    expect(await told("teacher@example.com")).toContain("mention");
    expect(await told("ines@students.galway-school.ie")).toEqual(["comment"]);
    // A group's post and its comment count in no public total, list or profile.
    expect(await rows(sql`SELECT listed, comments_count FROM post_counters WHERE post_id = ${postId}`)).toEqual([
      { listed: false, comments_count: 1 },
    ]);
    expect(
      await rows(sql`SELECT posts_count, comments_count FROM profiles WHERE id = ${await idOf("teacher@example.com")}`),
    ).toEqual([{ posts_count: 0, comments_count: 0 }]);
  });

  it("takes a removed member's access away at their next request", async () => {
    const member = await signedInMember(t, "maeve@students.galway-school.ie");
    expect((await member.submit(group, { intent: "join" })).redirect).toBe(group);
    const maeve = await usernameOf("maeve@students.galway-school.ie");
    const title = "Where do we meet on Friday?";
    const postId = await postAs(insider, title, `After class, @${maeve}?`, { group: SLUG });
    const path = `/community/forum/posts/${postId}`;
    expect((await member.request(path)).status).toBe(200);
    const mentionTitle = async () => {
      const page =
        await member.load<Record<string, { data: { items: { postId: string; postTitle: string | null }[] } }>>(
          "/notifications",
        );
      return page.data!["routes/notifications"]!.data.items.find((item) => item.postId === postId)?.postTitle;
    };
    expect(await mentionTitle()).toBe(title);
    // A group's moderator removes a member by username; never another moderator, nor themselves.
    expect((await insider.submit(group, { intent: "remove", username: maeve })).status).toBe(403);
    const teacher = await usernameOf("teacher@example.com");
    expect((await moderator.submit(group, { intent: "remove", username: teacher })).status).toBe(404);
    expect((await moderator.submit(group, { intent: "remove", username: maeve.toUpperCase() })).redirect).toBe(group);
    expect((await member.request(path)).status).toBe(404);
    // The notification she had stays, without the post's title.
    expect(await mentionTitle()).toBeNull();
    const after = await member.load<Record<string, { data: { member: unknown } }>>(group);
    expect(after.data!["routes/groups-group"]!.data.member).toBeNull();
  });

  it("lets a group's moderator moderate its posts and comments, and nothing else", async () => {
    const postId = await postAs(insider, "Is the canteen open at the weekend?", "Asking for the group.", {
      group: SLUG,
    });
    const publicPost = await postAs(insider, "A public question", "In the public forum.");
    const answered = await outsider.submit<{ data: { commentId: string } }>(`/community/forum/posts/${publicPost}`, {
      intent: "comment",
      content: "An answer in public.",
    });
    const reason = "Not for this group";
    const act = (browser: TestBrowser, fields: Record<string, string>) =>
      browser.submit("/moderation", { reason, ...fields });
    // A member of the group is no moderator of it.
    expect((await act(insider, { intent: "hide", targetType: "post", targetId: postId })).status).toBe(403);
    // Its moderator hides and shows it again, locks it, and marks an answer on another member's post.
    expect((await act(moderator, { intent: "hide", targetType: "post", targetId: postId })).status).toBe(200);
    expect(await rows(sql`SELECT visibility, moderation_reason FROM posts WHERE id = ${postId}`)).toEqual([
      { visibility: "hidden", moderation_reason: reason },
    ]);
    expect((await act(moderator, { intent: "unhide", targetType: "post", targetId: postId })).status).toBe(200);
    const comment = await moderator.submit<{ data: { commentId: string } }>(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Saturdays only.",
    });
    const commentId = comment.data.data.commentId;
    expect((await act(moderator, { intent: "hide", targetType: "comment", targetId: commentId })).status).toBe(200);
    expect((await act(moderator, { intent: "unhide", targetType: "comment", targetId: commentId })).status).toBe(200);
    const marked = await moderator.submit(`/community/forum/posts/${postId}/answer`, { intent: "mark", commentId });
    expect(marked.status).toBeLessThan(300);
    expect((await act(moderator, { intent: "lock", targetType: "post", targetId: postId })).status).toBe(200);
    // Not a pin (it orders the public forum), not the author's suspension, nothing outside the group.
    const refused: Record<string, string>[] = [
      { intent: "pin", targetType: "post", targetId: postId },
      { intent: "suspend", targetType: "post", targetId: postId, days: "7" },
      { intent: "suspend", targetType: "user", targetId: await idOf("ines@students.galway-school.ie"), days: "7" },
      { intent: "hide", targetType: "post", targetId: publicPost },
      { intent: "hide", targetType: "comment", targetId: answered.data.data.commentId },
    ];
    for (const fields of refused) {
      expect((await act(moderator, fields)).status, `${fields.intent} ${fields.targetType}`).toBe(403);
    }
    // The public log names who did it, and names the post only to those who may read it.
    const log = async (browser: TestBrowser) => (await browser.request("/moderation/log")).text();
    expect(await log(insider)).toContain("Is the canteen open at the weekend?");
    expect(await log(outsider)).not.toContain("Is the canteen open at the weekend?");
  });

  it("searches and suggests a group's questions to its readers only, never in the site's search", async () => {
    const title = "Zqlibrary card for the language school";
    await db().execute(sql`DELETE FROM rate_limits`);
    const postId = await postAs(insider, title, "Where do we get one?", { group: SLUG });
    type GroupPage = { member: { search: { posts: { id: string }[] } | null } | null };
    const searched = async (browser: TestBrowser, term: string) => {
      const page = await browser.load<Record<string, { data: GroupPage }>>(`${group}?q=${encodeURIComponent(term)}`);
      return page.data?.["routes/groups-group"]?.data.member?.search?.posts.map((post) => post.id) ?? null;
    };
    expect(await searched(insider, "zqlibrary")).toEqual([postId]);
    // The site's moderators read every group: its search too. An outsider has no search of it at all.
    const siteModerator = await signedInMember(t, "site-moderator@example.com");
    await db().execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'site-moderator@example.com'`);
    expect(await searched(siteModerator, "zqlibrary")).toEqual([postId]);
    expect(await searched(outsider, "zqlibrary")).toBeNull();
    // The policy answers the same below the page: a reader outside the group finds nothing in it.
    const [groupRow] = await rows(sql`SELECT id FROM groups WHERE slug = ${SLUG}`);
    const outsiderReader = { id: await idOf("oscar@example.com"), staff: false, groups: [], moderates: [] };
    const direct = await searchSite(db(), "zqlibrary", { group: { id: String(groupRow!.id), reader: outsiderReader } });
    expect(direct.posts).toEqual([]);
    const siteSearch = await insider.load<Record<string, { data: { posts: { id: string }[] } }>>("/search?q=zqlibrary");
    expect(siteSearch.data!["routes/search"]!.data.posts).toEqual([]);
    // A public question is not found in the group's search.
    await postAs(outsider, "Zqlibrary hours in the city", "Public.");
    expect(await searched(insider, "zqlibrary")).toEqual([postId]);

    const similar = async (browser: TestBrowser, query: string) => {
      await db().execute(sql`DELETE FROM rate_limits`);
      const answer = await browser.load<Record<string, { data: { posts: { id: string }[] } }>>(
        `/resources/similar-posts?${query}`,
      );
      return {
        status: answer.status,
        ids: answer.data?.["routes/resources-similar-posts"]?.data.posts.map((p) => p.id),
      };
    };
    const asked = new URLSearchParams({ title: "Zqlibrary card at school", group: SLUG }).toString();
    expect(await similar(insider, asked)).toEqual({ status: 200, ids: [postId] });
    expect((await similar(outsider, asked)).status).toBe(404);
    expect((await similar(t.browser(), asked)).status).toBe(404);
    const inPublic = await similar(insider, new URLSearchParams({ title: "Zqlibrary card at school" }).toString());
    expect(inPublic.ids).not.toContain(postId);
  });

  it("gives each member a private feed of the group, at an address they can replace", async () => {
    const title = "Zqfeed: the timetable for next week";
    const postId = await postAs(moderator, title, "Posted on the board.", { group: SLUG });
    const reader = t.browser();
    type GroupPage = { member: { feed: { url: string | null } | null } | null };
    const feedUrl = async (browser: TestBrowser) => {
      const page = await browser.load<Record<string, { data: GroupPage }>>(group);
      const url = page.data?.["routes/groups-group"]?.data.member?.feed?.url;
      return url ? url.slice(new URL(url).origin.length) : null;
    };
    const read = async (path: string) => {
      const response = await reader.request(path);
      return { status: response.status, cache: response.headers.get("cache-control"), body: await response.text() };
    };
    expect(await feedUrl(insider)).toBeNull();
    expect((await insider.submit(group, { intent: "new-feed" })).redirect).toBe(group);
    const first = (await feedUrl(insider))!;
    expect(first).toMatch(new RegExp(`^${group}/feed\\.xml\\?token=`));
    const feed = await read(first);
    expect(feed).toMatchObject({ status: 200, cache: "private, no-store" });
    expect(feed.body).toContain(title);
    expect(feed.body).toContain(postId);
    // In the reader's language, by its address.
    const arabic = await read(`/ar${first}`);
    expect(arabic.body).toContain('xml:lang="ar"');
    // A new address stops the old one; an outsider, or a site moderator outside the group, has none.
    expect((await insider.submit(group, { intent: "new-feed" })).redirect).toBe(group);
    const second = (await feedUrl(insider))!;
    expect(second).not.toBe(first);
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).status).toBe(200);
    expect((await outsider.submit(group, { intent: "new-feed" })).status).toBe(403);
    // The token is the group's: the same secret at another group's address is nothing.
    await createGroup(db(), { slug: "another-group", name: "Another group" });
    expect((await read(second.replace(SLUG, "another-group"))).status).toBe(404);
    // A member who leaves takes the address with them.
    const leaving = await signedInMember(t, "liam@students.galway-school.ie");
    expect((await leaving.submit(group, { intent: "join" })).redirect).toBe(group);
    expect((await leaving.submit(group, { intent: "new-feed" })).redirect).toBe(group);
    const theirs = (await feedUrl(leaving))!;
    expect((await read(theirs)).body).toContain(title);
    expect((await leaving.submit(group, { intent: "leave" })).redirect).toBe(group);
    expect((await read(theirs)).status).toBe(404);
    // A post hidden by the group's moderator leaves the feed.
    await moderator.submit("/moderation", { intent: "hide", targetType: "post", targetId: postId, reason: "Old" });
    expect((await read(second)).body).not.toContain(title);
  });

  it("gives a group's moderators a queue of the group's reports, and nothing else's", async () => {
    await db().execute(sql`DELETE FROM rate_limits`);
    const postId = await postAs(insider, "Zqqueue: selling my textbooks cheap", "Message me.", { group: SLUG });
    const publicPost = await postAs(outsider, "Zqqueue in public", "A public question.");
    const answer = await insider.submit<{ data: { commentId: string } }>(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Zqqueue: and mine, half price.",
    });
    const commentId = answer.data.data.commentId;
    const reporter = await signedInMember(t, "rua@students.galway-school.ie");
    expect((await reporter.submit(group, { intent: "join" })).redirect).toBe(group);
    expect((await reporter.submit("/report", { postId, reason: "spam" })).status).toBe(200);
    expect((await reporter.submit("/report", { commentId, reason: "spam" })).status).toBe(200);
    expect((await reporter.submit("/report", { postId: publicPost, reason: "spam" })).status).toBe(200);
    expect(
      (await reporter.submit("/report", { userId: await idOf("ines@students.galway-school.ie"), reason: "spam" }))
        .status,
    ).toBe(200);
    type Queue = { queue: { targetType: string; targetId: string }[] };
    const queue = async (browser: TestBrowser, path: string) => {
      const page = await browser.load<Record<string, { data: Queue }>>(path);
      const targets = page.data?.["routes/moderation"]?.data?.queue.map(
        (item) => `${item.targetType} ${item.targetId}`,
      );
      return { status: page.status, targets: targets?.sort() };
    };
    const groupQueue = `/moderation?group=${SLUG}`;
    // Its moderator sees the group's post and comment, not the public post nor the member reported.
    expect(await queue(moderator, groupQueue)).toEqual({
      status: 200,
      targets: [`comment ${commentId}`, `post ${postId}`].sort(),
    });
    // Not the site's queue, and no other member's.
    expect((await queue(moderator, "/moderation")).status).toBe(403);
    expect((await queue(insider, groupQueue)).status).toBe(403);
    expect((await queue(outsider, groupQueue)).status).toBe(403);
    expect((await queue(moderator, "/moderation?group=no-such-group")).status).toBe(404);
    // Dismissed from the queue, the report leaves it.
    const dismissed = await moderator.submit("/moderation", {
      intent: "dismiss",
      targetType: "post",
      targetId: postId,
    });
    expect(dismissed.status).toBe(200);
    expect((await queue(moderator, groupQueue)).targets).toEqual([`comment ${commentId}`]);
  });

  it("lets a group's moderators name its own topics, and its members file questions under them", async () => {
    const add = (browser: TestBrowser, topicName: string) => browser.submit(group, { intent: "add-topic", topicName });
    expect((await add(insider, "Exams")).status).toBe(403);
    expect((await add(moderator, "Exams")).redirect).toBe(group);
    // A name once per group, whatever its case and spaces; never empty, never longer than 40.
    expect((await add(moderator, "  exams ")).status).toBe(400);
    expect((await add(moderator, "   ")).status).toBe(400);
    expect((await add(moderator, "x".repeat(41))).status).toBe(400);
    const [row] = await rows(sql`SELECT t.id FROM group_topics t JOIN groups g ON g.id = t.group_id
      WHERE g.slug = ${SLUG} AND t.name = 'Exams'`);
    const topicId = String(row!.id);
    // The group's new-post form offers it; a question filed under it is listed under it.
    type NewPost = { group: { topics: { id: string; name: string }[] } | null };
    const form = await insider.load<Record<string, { data: NewPost }>>(`/community/forum/new-post?group=${SLUG}`);
    expect(form.data!["routes/community-forum-new-post"]!.data.group!.topics).toEqual([{ id: topicId, name: "Exams" }]);
    await db().execute(sql`DELETE FROM rate_limits`);
    const postId = await postAs(insider, "Zqtopic: when are the exams?", "Asking early.", {
      group: SLUG,
      groupTopic: topicId,
    });
    const untopical = await postAs(insider, "Zqtopic: anyone for football?", "Saturdays.", { group: SLUG });
    type GroupPage = { member: { posts: { id: string; topicId: string | null }[] } | null };
    const listed = async (query: string) => {
      const page = await insider.load<Record<string, { data: GroupPage }>>(`${group}${query}`);
      return page.data!["routes/groups-group"]!.data.member!.posts.map((post) => post.id);
    };
    expect(await listed(`?topic=${topicId}`)).toEqual([postId]);
    expect(await listed("")).toEqual(expect.arrayContaining([postId, untopical]));
    // An id that is no topic of this group lists everything, as no filter does.
    expect(await listed("?topic=not-a-topic")).toEqual(expect.arrayContaining([postId, untopical]));
    // Another group's topic is refused, and so is any topic in the public forum.
    const elsewhere = await createGroup(db(), { slug: "topics-elsewhere", name: "Elsewhere" });
    const [other] = await rows(
      sql`INSERT INTO group_topics (group_id, name) VALUES (${elsewhere.id}, 'Exams') RETURNING id`,
    );
    const ask = (fields: Record<string, string>) =>
      insider.submit("/community/forum/new-post", {
        title: "Zqtopic refused",
        content: "No.",
        category: "general",
        ...fields,
      });
    expect((await ask({ group: SLUG, groupTopic: String(other!.id) })).status).toBe(400);
    expect((await ask({ group: SLUG, groupTopic: "not-a-uuid" })).status).toBe(400);
    expect((await ask({ groupTopic: topicId })).status).toBe(400);
    // Removed, the topic leaves its questions in the group without one.
    expect((await insider.submit(group, { intent: "remove-topic", topicId })).status).toBe(403);
    expect((await moderator.submit(group, { intent: "remove-topic", topicId })).redirect).toBe(group);
    expect(await rows(sql`SELECT group_topic_id FROM posts WHERE id = ${postId}`)).toEqual([{ group_topic_id: null }]);
    expect(await listed("")).toContain(postId);
    // At most twenty.
    for (let i = 1; i <= 20; i++) expect((await add(moderator, `Topic ${i}`)).redirect).toBe(group);
    expect((await add(moderator, "One too many")).status).toBe(400);
  });

  it("keeps a group's post in a member's bookmarks while they are in it, and an account deleted leaves its groups", async () => {
    await db().execute(sql`DELETE FROM rate_limits`);
    const title = "Zqbookmark: the library's late opening";
    const postId = await postAs(insider, title, "Until ten in exam weeks.", { group: SLUG });
    const keeper = await signedInMember(t, "kate@students.galway-school.ie");
    expect((await keeper.submit(group, { intent: "join" })).redirect).toBe(group);
    expect((await keeper.submit("/resources/bookmarks", { postId, bookmarked: "true" })).status).toBe(200);
    // Not a bookmark for someone outside the group: the post is not theirs to touch.
    expect((await outsider.submit("/resources/bookmarks", { postId, bookmarked: "true" })).status).toBe(404);
    type Bookmarks = { bookmarks: { items: { kind: string; title: string | null }[] } };
    const bookmarked = async () => {
      const page = await keeper.load<Record<string, { data: Bookmarks }>>("/dashboard");
      return page.data!["routes/dashboard"]!.data.bookmarks.items.map((item) => item.title);
    };
    expect(await bookmarked()).toEqual([title]);
    // Removed from the group, she keeps the bookmark but no longer reads its title.
    const kate = await usernameOf("kate@students.galway-school.ie");
    expect((await moderator.submit(group, { intent: "remove", username: kate })).redirect).toBe(group);
    expect(await bookmarked()).toEqual([null]);

    // An account deleted leaves every group it was in, and its requests to join.
    const leaving = await signedInMember(t, "lorcan@students.galway-school.ie");
    expect((await leaving.submit(group, { intent: "join" })).redirect).toBe(group);
    const leavingId = await idOf("lorcan@students.galway-school.ie");
    const deleted = await leaving.submit("/settings", {
      intent: "delete-account",
      currentPassword: "cliffs-of-moher",
      confirmation: "DELETE",
    });
    expect(deleted.status).toBeLessThan(400);
    expect(await rows(sql`SELECT 1 FROM group_members WHERE user_id = ${leavingId}`)).toEqual([]);
  });

  it("refuses an unknown intent, and a group that does not exist, with a 4xx", async () => {
    expect((await insider.submit(group, { intent: "promote" })).status).toBe(400);
    expect((await insider.submit("/groups/no-such-group", { intent: "join" })).status).toBe(404);
    expect((await insider.request("/groups/no-such-group")).status).toBe(404);
    expect((await insider.request("/groups/NOT A SLUG")).status).toBe(404);
    expect((await t.browser().submit(group, { intent: "join" })).status).toBe(401);
  });
});
