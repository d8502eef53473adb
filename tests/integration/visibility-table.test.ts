import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentsPage, ForumPage, PostView } from "../../common/forum";
import type { FeedChange } from "../../common/live-updates";
import type { LogEntry } from "../../server/moderation/log";
import type { NotificationView } from "../../common/notifications";
import type { RecentComment, RecentPost } from "../../common/profile";
import type { PostHit } from "../../server/search/posts";
import { postAs, signedInMember } from "../helpers/members";
import { pageRenderer } from "../helpers/page-renderer";
import { unlocalizedPath } from "../../common/locale-path";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";
import { createGroup, setGroupRole } from "../../server/groups/create";

/**
 * Issue #30, item 6, and issue #47 item 2: who sees what, as one table. Every kind of item (a post, a
 * top-level comment, a reply) in every state, read by every kind of viewer on every surface that shows it;
 * the register at the end names every route of the site with the surfaces that test it, or why it shows
 * no post or comment, and fails on a route it does not name. Each cell of the
 * table below is the product's rule (ADR 0016, 0017 and 0057: server/read-policy.ts, mayRead and the
 * same rule in SQL); one test per item, state and surface compares who actually saw it with who should
 * have, so a failure names the cell.
 *
 * The fixtures are made once, through the product's own routes: one author per state (so that a
 * suspension, a profile page or a notification list concerns that state's items only), each with a post,
 * a comment on a visible post of someone else's and a reply to a visible comment of someone else's. Each
 * item mentions the member and the moderator who read it (so they have a notification of it), and a
 * moderator dismisses (no) reports on it while it is still as it was written (so the public log has a row
 * about it). Then the state is applied:
 *
 * - visible: nothing more;
 * - pending: written by a member in their first day, with a link. A post waits for a moderator; a comment
 *   is never queued (ADR 0016: "posts only"), so a new member's comment with a link is shown at once;
 * - hidden: a moderator's Hide; removed: a moderator's Delete (the row is kept, ADR 0016);
 * - deleted: its author's own Delete (the row goes, and what hangs from it);
 * - suspended: a moderator suspends its author. Their items stay as they were; the author is signed out,
 *   so "the author" reads as a visitor from then on;
 * - group: visible, in a private group (issue #47 item 3, ADR 0061) its author, the host of the comment's
 *   and reply's posts, a group member and a group moderator are in; the member and the moderator of the
 *   site are not.
 */

const VIEWERS = ["A", "M", "G", "D", "O", "S"] as const;
type Viewer = (typeof VIEWERS)[number];
const VIEWER_NAMES: Record<Viewer, string> = {
  A: "visitor",
  M: "member",
  G: "group member",
  D: "group moderator",
  O: "author",
  S: "moderator",
};
const ITEMS = ["post", "comment", "reply"] as const;
type Item = (typeof ITEMS)[number];
const STATES = ["visible", "pending", "hidden", "removed", "deleted", "suspended", "group"] as const;
type State = (typeof STATES)[number];

/**
 * What each surface means by "sees it". A cell lists the viewers who see the item there: A a visitor,
 * M another member (the one the item mentions), G a member of the private group (also mentioned), D the
 * group's moderator (not mentioned), O its author, S a moderator of the site (also mentioned); "" is
 * nobody; null is a surface that does not show that kind of item. Search, similar questions, profiles and
 * the live feed cover the public forum only: a group's items are in none of them, for anyone (ADR 0061).
 */
const SURFACES = {
  "forum list .data": "a post is on one of the feed's pages; a comment is counted in its post's comment count",
  "forum list HTML": "a post's title is on one of the feed's pages as HTML",
  "permalink HTML": "the post's page (a comment's: its post's page at ?comment=) answers and shows its words",
  "permalink .data": "the same page's data holds the post, or the comment in its comments",
  "comments resource": "/community/forum/posts/:id/comments answers for the post, or lists the comment",
  search: "/search?q= finds the post by a word of its title (comments are not searched)",
  "profile .data": "the author's profile lists it among their recent posts or comments",
  "profile HTML": "the author's profile page shows its title or words",
  notifications:
    "the viewer's /notifications has one about it (a mention, or the author told of a moderator's outcome)",
  "notification title": "that notification names the post (a comment's: the post it is on)",
  "log names it": "the public moderation log (/moderation/log, page and .data) shows its title or words",
  "log links to it": "the public moderation log links to it",
  "live feed": "/api/events announced the post as new, or counts the comment in its post's live comment count",
  "category .data": "a post is on one of its category's pages; a comment is counted in its post's comment count there",
  "site feed": "/community/forum/feed.xml, the same for every reader, has the post's title",
  "category feed": "its category's feed.xml, the same for every reader, has the post's title",
  "post feed": "the post's own feed.xml answers with its title, or has the comment's words",
  similar: "similar questions (/resources/similar-posts?title=), suggested while a post is written, name the post",
  sitemap: "the posts' sitemap, the same for every reader, names the post's address",
  history: "the item's edit history (…/revisions) answers, naming the post",
  palette: "the search palette's results (/resources/forum-search?q=) name the post (comments are not searched)",
  "group page": "the private group's page (/groups/:slug, its .data) lists the post among its questions",
  "group search": "the group's own search (/groups/:slug?q=) finds the post by a word of its title",
  "group similar": "similar questions asked in the group (/resources/similar-posts?title=&group=) name the post",
  "group feed": "the viewer's own private feed of the group (/groups/:slug/feed.xml?token=) has the post's title",
} as const;
type Surface = keyof typeof SURFACES;
type Cells = Record<Surface, string | null>;

const COLUMNS = Object.keys(SURFACES) as Surface[];
/** The group's own surfaces: they list only its posts, so the public forum's are on none of them. */
const GROUP_COLUMNS: readonly Surface[] = ["group page", "group search", "group similar", "group feed"];
/** The public forum's surfaces: all but the group's own. */
const FORUM_COLUMNS = COLUMNS.filter((surface) => !GROUP_COLUMNS.includes(surface));
function row(...cells: (string | null)[]): Cells {
  if (cells.length !== FORUM_COLUMNS.length) {
    throw new Error(`a row has ${cells.length} cells, not ${FORUM_COLUMNS.length}`);
  }
  return Object.fromEntries(FORUM_COLUMNS.map((surface, i) => [surface, cells[i]])) as Cells;
}

/**
 * Who sees what in the public forum, written for A, M, O and S. The group's member and moderator read the
 * public forum as any member does (G is mentioned as M is; D is not, so is told of nothing): `inTheForum`
 * widens each cell to them. Columns in the order of SURFACES (their names shortened in the header).
 */
// prettier-ignore
const FORUM_TABLE: Record<Item, Record<Exclude<State, "group">, Cells>> = {
  post: {
    //             list    listHTM permHTM permDat comRes  search  profDat profHTM notif   title   logName logLink live    catDat  siteFd  catFd   postFd  similar sitemap hist    palette
    visible:   row("AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "MS",   "MS",   "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS"),
    pending:   row("",     "",     "OS",   "OS",   "OS",   "",     "OS",   "OS",   "",     "",     "OS",   "OS",   "",     "",     "",     "",     "",     "",     "",     "OS",   ""),
    hidden:    row("",     "",     "OS",   "OS",   "OS",   "",     "OS",   "OS",   "MOS",  "OS",   "OS",   "OS",   "AMOS", "",     "",     "",     "",     "",     "",     "OS",   ""),
    removed:   row("",     "",     "S",    "S",    "S",    "",     "",     "",     "MOS",  "OS",   "S",    "S",    "AMOS", "",     "",     "",     "",     "",     "",     "S",    ""),
    deleted:   row("",     "",     "",     "",     "",     "",     "",     "",     "",     "",     "S",    "",     "AMOS", "",     "",     "",     "",     "",     "",     "",     ""),
    suspended: row("AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "MS",   "MS",   "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS", "AMOS"),
  },
  comment: {
    visible:   row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
    pending:   row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
    hidden:    row("",     null,   "OS",   "OS",   "OS",   null,   "OS",   "OS",   "MOS",  "MOS",  "S",    "OS",   "",     "",     null,   null,   "",     null,   null,   "OS",   null),
    removed:   row("",     null,   "S",    "S",    "S",    null,   "",     "",     "MOS",  "MOS",  "S",    "S",    "",     "",     null,   null,   "",     null,   null,   "S",    null),
    deleted:   row("",     null,   "",     "",     "",     null,   "",     "",     "",     "",     "S",    "",     "",     "",     null,   null,   "",     null,   null,   "",     null),
    suspended: row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
  },
  reply: {
    visible:   row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
    pending:   row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
    hidden:    row("",     null,   "OS",   "OS",   "OS",   null,   "OS",   "OS",   "MOS",  "MOS",  "S",    "OS",   "",     "",     null,   null,   "",     null,   null,   "OS",   null),
    removed:   row("",     null,   "S",    "S",    "S",    null,   "",     "",     "MOS",  "MOS",  "S",    "S",    "",     "",     null,   null,   "",     null,   null,   "S",    null),
    deleted:   row("",     null,   "",     "",     "",     null,   "",     "",     "",     "",     "S",    "",     "",     "",     null,   null,   "",     null,   null,   "",     null),
    suspended: row("AMOS", null,   "AMOS", "AMOS", "AMOS", null,   "AMOS", "AMOS", "MS",   "MS",   "S",    "AMOS", "AMOS", "AMOS", null,   null,   "AMOS", null,   null,   "AMOS", null),
  },
};

const MENTIONED_ONLY: readonly Surface[] = ["notifications", "notification title"];
const inTheForum = (item: Item, cells: Cells): Cells => ({
  ...(Object.fromEntries(
    FORUM_COLUMNS.map((surface) => [
      surface,
      cells[surface]?.replace("M", MENTIONED_ONLY.includes(surface) ? "MG" : "MGD") ?? null,
    ]),
  ) as Cells),
  ...(Object.fromEntries(GROUP_COLUMNS.map((surface) => [surface, item === "post" ? "" : null])) as Cells),
});

/**
 * A private group's visible items: read by its members, its moderator and the site's moderators, on the
 * pages that show them; told (a mention) to its members only; on no public surface. A comment on a group's
 * post is on no public list (its post is not): those cells are null. A feed of the group is a member's
 * own: the site's moderators, who read the group without being in it, have none.
 */
const IN_GROUP_POST = { "group page": "GDOS", "group search": "GDOS", "group similar": "GDOS", "group feed": "GDO" };
const NO_GROUP_LIST = { "group page": null, "group search": null, "group similar": null, "group feed": null };
// prettier-ignore
const IN_A_GROUP: Record<Item, Cells> = {
  //              list  listHTM permHTM permDat comRes search profDat profHTM notif notifT logName logLink live catDat siteFd catFd postFd similar sitemap hist    palette
  post:    { ...row("", "",     "GDOS", "GDOS", "GDOS", "",    "",     "",     "G",  "G",   "GDOS", "GDOS", "", "",    "",    "",   "",    "",     "",     "GDOS", ""),   ...IN_GROUP_POST },
  comment: { ...row(null, null, "GDOS", "GDOS", "GDOS", null,  "",     "",     "G",  "G",   "S",    "GDOS", "", null,  null,  null, "",    null,   null,   "GDOS", null), ...NO_GROUP_LIST },
  reply:   { ...row(null, null, "GDOS", "GDOS", "GDOS", null,  "",     "",     "G",  "G",   "S",    "GDOS", "", null,  null,  null, "",    null,   null,   "GDOS", null), ...NO_GROUP_LIST },
};

const TABLE = Object.fromEntries(
  ITEMS.map((item) => [
    item,
    {
      ...Object.fromEntries(
        Object.entries(FORUM_TABLE[item]).map(([state, cells]) => [state, inTheForum(item, cells)]),
      ),
      group: IN_A_GROUP[item],
    },
  ]),
) as Record<Item, Record<State, Cells>>;

/**
 * Cells where the product does not follow its rule yet: the table keeps the rule, the test is marked as
 * failing (it.fails), and the report of issue #30 describes the bug.
 */
const KNOWN_BUGS: Partial<Record<`${Item} ${State} ${Surface}`, string>> = {
  // None now. (Found by this table and fixed by migration 0018: posts_notify announced a post waiting for
  // approval to every open forum page as "1 new post: show".)
};

// ── Fixtures ─────────────────────────────────────────────────────────────────────────────────────────

let t: TestApp;
const db = () => t.database.db;
const postPath = (id: string) => `/community/forum/posts/${id}`;
const MEMBER_NAME = "orla_reads";
const MODERATOR_NAME = "siobhan_moderates";
const GROUP_MEMBER_NAME = "gemma_in_group";
const GROUP_SLUG = "table-group";

interface Fixture {
  author: TestBrowser;
  authorId: string;
  /** The item's id; for a comment or reply, the post it is on. */
  id: string;
  postId: string;
  /** A word only this item has (in a post's title, at the start of a comment). */
  token: string;
  /** The title of the post a notification about it names. */
  postTitle: string;
  /** Comments on its post that are not fixtures (the reply's parent), for the comment counts. */
  othersOnPost: number;
}
const fixtures = {} as Record<Item, Record<State, Fixture>>;
let viewers: Record<Exclude<Viewer, "O">, TestBrowser>;
const streams = new Map<TestBrowser, FeedStream>();

const tokenOf = (item: Item, state: State) => `zq${item}${state}zq`;

async function idOf(email: string) {
  return String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
}
const resetLimits = () => db().execute(sql`DELETE FROM rate_limits`);

async function ok<T>(result: Promise<{ status: number; data: T }>, what: string): Promise<T> {
  const answer = await result;
  expect(answer.status, `${what}: ${JSON.stringify(answer.data)}`).toBeLessThan(300);
  return answer.data;
}

async function comment(browser: TestBrowser, postId: string, content: string, parentId?: string) {
  const data = await ok(
    browser.submit<{ data: { commentId: string } }>(postPath(postId), { intent: "comment", content, parentId }),
    `comment on ${postId}`,
  );
  return data.data.commentId;
}

const moderate = (fields: Record<string, string>) =>
  ok(viewers.S.submit("/moderation", fields), `moderation ${fields.intent} ${fields.targetType}`);

/** An SSE client on /api/events in a viewer's browser: the forum changes it is told of. */
interface FeedStream {
  changes: FeedChange[];
  close: () => void;
}
async function openStream(browser: TestBrowser): Promise<FeedStream> {
  const controller = new AbortController();
  const response = await browser.request("/api/events", { signal: controller.signal });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const changes: FeedChange[] = [];
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: forum$/m.test(block)) {
            changes.push(...(JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { changes: FeedChange[] }).changes);
          }
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    changes,
    close: () => {
      void reader.cancel().catch(() => {});
      controller.abort();
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ NEW_MEMBER_HOURS: "24" });
  const host = await signedInMember(t, "host@example.com");
  const member = await signedInMember(t, "reader@example.com");
  const moderator = await signedInMember(t, "moderator@example.com");
  const groupMember = await signedInMember(t, "group-member@example.com");
  const groupModerator = await signedInMember(t, "group-moderator@example.com");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'moderator@example.com'`);
  await db().execute(sql`UPDATE profiles SET username = ${MEMBER_NAME} WHERE id = ${await idOf("reader@example.com")}`);
  await db().execute(
    sql`UPDATE profiles SET username = ${MODERATOR_NAME} WHERE id = ${await idOf("moderator@example.com")}`,
  );
  await db().execute(
    sql`UPDATE profiles SET username = ${GROUP_MEMBER_NAME} WHERE id = ${await idOf("group-member@example.com")}`,
  );
  const authors = {} as Record<State, { browser: TestBrowser; id: string }>;
  for (const state of STATES) {
    const email = `author-${state}@example.com`;
    const browser = await signedInMember(t, email, { newMember: state === "pending" });
    authors[state] = { browser, id: await idOf(email) };
  }
  // The private group: its author, the host of the posts its comment and reply are on, a member and a
  // moderator. Their groups are read with their session on each request: the browsers above serve.
  await createGroup(db(), { slug: GROUP_SLUG, name: "The table's group" });
  for (const email of ["author-group@example.com", "host@example.com", "group-member@example.com"]) {
    await setGroupRole(db(), GROUP_SLUG, email, "member");
  }
  await setGroupRole(db(), GROUP_SLUG, "group-moderator@example.com", "moderator");
  viewers = { A: t.browser(), M: member, G: groupMember, D: groupModerator, S: moderator };
  for (const browser of [...Object.values(viewers), ...Object.values(authors).map((a) => a.browser)]) {
    streams.set(browser, await openStream(browser));
  }

  const mentions = `@${MEMBER_NAME}, @${GROUP_MEMBER_NAME} and @${MODERATOR_NAME}, what do you think?`;
  for (const state of STATES) {
    await resetLimits();
    const { browser: author, id: authorId } = authors[state];
    // Only the new member's post waits: the same words from an established member are shown at once.
    const link = state === "pending" ? " More at https://example.com/rooms" : "";
    const base = { author, authorId, othersOnPost: 0 };
    const where: Record<string, string> = state === "group" ? { group: GROUP_SLUG } : {};

    const postToken = tokenOf("post", state);
    const postTitle = `Question ${postToken} about renting`;
    const postId = await postAs(author, postTitle, `${mentions}${link}`, where);
    fixtures.post ??= {} as Record<State, Fixture>;
    fixtures.post[state] = { ...base, id: postId, postId, token: postToken, postTitle };

    const commentHostTitle = `Host for the ${state} comment`;
    const commentHost = await postAs(host, commentHostTitle, "Answers welcome.", where);
    const commentToken = tokenOf("comment", state);
    const commentId = await comment(author, commentHost, `${commentToken} ${mentions}${link}`);
    fixtures.comment ??= {} as Record<State, Fixture>;
    fixtures.comment[state] = {
      ...base,
      id: commentId,
      postId: commentHost,
      token: commentToken,
      postTitle: commentHostTitle,
    };

    const replyHostTitle = `Host for the ${state} reply`;
    const replyHost = await postAs(host, replyHostTitle, "Answers welcome.", where);
    const parentId = await comment(host, replyHost, "A first answer to reply to.");
    const replyToken = tokenOf("reply", state);
    const replyId = await comment(author, replyHost, `${replyToken} ${mentions}${link}`, parentId);
    fixtures.reply ??= {} as Record<State, Fixture>;
    fixtures.reply[state] = {
      ...base,
      id: replyId,
      postId: replyHost,
      token: replyToken,
      postTitle: replyHostTitle,
      othersOnPost: 1,
    };

    // A row in the public log about each item, written while it is as its author wrote it.
    for (const item of ITEMS) {
      await moderate({
        intent: "dismiss",
        targetType: item === "post" ? "post" : "comment",
        targetId: fixtures[item][state].id,
      });
    }
  }

  // Then each state is applied, through the moderators' and the authors' own forms.
  const reason = "Checked by the visibility table";
  for (const item of ITEMS) {
    const targetType = item === "post" ? "post" : "comment";
    await moderate({ intent: "hide", targetType, targetId: fixtures[item].hidden.id, reason });
    await moderate({ intent: "remove", targetType, targetId: fixtures[item].removed.id, reason });
    const deleted = fixtures[item].deleted;
    await ok(
      deleted.author.submit(
        postPath(deleted.postId),
        item === "post" ? { intent: "delete-post" } : { intent: "delete-comment", commentId: deleted.id },
      ),
      `the author deletes their ${item}`,
    );
  }
  await moderate({ intent: "suspend", targetType: "user", targetId: authors.suspended.id, days: "7", reason });

  // The live feed's events come in order: once a last post reaches every stream, so has everything before it.
  await resetLimits();
  const last = await postAs(host, "The last post of the fixtures");
  const told = () => [...streams.values()].every((s) => s.changes.some((c) => c.kind === "post" && c.postId === last));
  for (const deadline = Date.now() + 10_000; !told(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() > deadline) throw new Error("the live feed did not announce the last post to every stream");
  }
}, 180_000);

afterAll(async () => {
  for (const stream of streams.values()) stream.close();
  await t?.close();
});

// ── What each viewer sees on each surface (read once, then looked up) ───────────────────────────────

const browserOf = (viewer: Viewer, fixture: Fixture) => (viewer === "O" ? fixture.author : viewers[viewer]);

/** Each browser reads each page once: the fixtures do not change once made. */
const reads = new Map<TestBrowser, Map<string, Promise<unknown>>>();
function once<T>(browser: TestBrowser, key: string, read: () => Promise<T>): Promise<T> {
  if (!reads.has(browser)) reads.set(browser, new Map());
  const kept = reads.get(browser)!;
  if (!kept.has(key)) kept.set(key, read());
  return kept.get(key) as Promise<T>;
}

type RouteData<T> = Record<string, { data: T }>;
async function loadData<T>(browser: TestBrowser, path: string, route: string): Promise<{ status: number; data?: T }> {
  const loaded = await browser.load<RouteData<T>>(path);
  return { status: loaded.status, data: loaded.redirect ? undefined : loaded.data?.[route]?.data };
}

/** Every page of the feed: its posts (.data) and its HTML. */
function feed(browser: TestBrowser) {
  return once(browser, "feed", async () => {
    const posts: PostView[] = [];
    let html = "";
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const { data } = await loadData<ForumPage>(browser, `/community/forum?page=${page}`, "routes/community-forum");
      posts.push(...data!.posts);
      pageCount = data!.pageCount;
      html += await (await browser.request(`/community/forum?page=${page}`)).text();
    }
    return { posts, html };
  });
}

function permalink(browser: TestBrowser, fixture: Fixture, item: Item) {
  const path = item === "post" ? postPath(fixture.id) : `${postPath(fixture.postId)}?comment=${fixture.id}`;
  return once(browser, `permalink ${path}`, async () => {
    const response = await browser.request(path);
    const html = await response.text();
    const loaded = await loadData<{ post: PostView; comments: CommentsPage }>(
      browser,
      path,
      "routes/community-forum-post",
    );
    return { status: response.status, html, data: loaded.status === 200 ? loaded.data : undefined };
  });
}

function commentsResource(browser: TestBrowser, fixture: Fixture, item: Item) {
  const path =
    item === "post" ? `${postPath(fixture.id)}/comments` : `${postPath(fixture.postId)}/comments?comment=${fixture.id}`;
  return once(browser, `comments ${path}`, async () => {
    const response = await browser.request(path);
    const body = (await response.json()) as CommentsPage | { error: string };
    return { status: response.status, page: "comments" in body ? body : null };
  });
}

function search(browser: TestBrowser, token: string) {
  return once(browser, `search ${token}`, async () => {
    const { data } = await loadData<{ posts: PostHit[] }>(browser, `/search?q=${token}`, "routes/search");
    return data!.posts.map((hit) => hit.id);
  });
}

function profile(browser: TestBrowser, authorId: string) {
  return once(browser, `profile ${authorId}`, async () => {
    const { data } = await loadData<{ posts: RecentPost[]; comments: RecentComment[] }>(
      browser,
      `/profile/${authorId}`,
      "routes/profile",
    );
    const html = await (await browser.request(`/profile/${authorId}`)).text();
    return { ids: [...data!.posts, ...data!.comments].map((entry) => entry.id), html };
  });
}

/** The viewer's notifications, every page; none for a visitor (the page asks them to sign in). */
function notifications(browser: TestBrowser) {
  return once(browser, "notifications", async () => {
    const items: NotificationView[] = [];
    for (let page = 1; ; page++) {
      const { data } = await loadData<{ items: NotificationView[]; hasMore: boolean }>(
        browser,
        `/notifications?page=${page}`,
        "routes/notifications",
      );
      if (!data) return items;
      items.push(...data.items);
      if (!data.hasMore) return items;
    }
  });
}

function moderationLog(browser: TestBrowser) {
  return once(browser, "log", async () => {
    let text = "";
    for (let page = 1; ; page++) {
      const { data } = await loadData<{ entries: LogEntry[]; hasMore: boolean }>(
        browser,
        `/moderation/log?page=${page}`,
        "routes/moderation-log",
      );
      const html = await (await browser.request(`/moderation/log?page=${page}`)).text();
      text += `${JSON.stringify(data!.entries)}\n${html}\n`;
      if (!data!.hasMore) return { data: JSON.stringify(data!.entries), text };
    }
  });
}

/** Every page of the category the fixtures' posts are in (postAs files them under "general"). */
function category(browser: TestBrowser) {
  return once(browser, "category", async () => {
    const posts: PostView[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const { data } = await loadData<ForumPage>(
        browser,
        `/community/forum/c/general?page=${page}`,
        "routes/community-forum-category",
      );
      posts.push(...data!.posts);
      pageCount = data!.pageCount;
    }
    return posts;
  });
}

/** A feed or a sitemap as text; a feed that answers 404 (a post nobody may read) is empty. */
function xml(browser: TestBrowser, path: string) {
  return once(browser, `xml ${path}`, async () => {
    const response = await browser.request(path);
    const text = await response.text();
    if (response.status === 404) return "";
    expect(response.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
    return text;
  });
}

function palette(browser: TestBrowser, token: string) {
  return once(browser, `palette ${token}`, async () => {
    const { data } = await loadData<{ results: { id: string }[] }>(
      browser,
      `/resources/forum-search?q=${token}`,
      "routes/resources-forum-search",
    );
    return data!.results.map((hit) => hit.id);
  });
}

function similar(browser: TestBrowser, token: string, group?: string) {
  return once(browser, `similar ${token} ${group}`, async () => {
    await resetLimits();
    const asked = new URLSearchParams({ title: `Question ${token}`, ...(group ? { group } : {}) });
    const { status, data } = await loadData<{ posts: { id: string }[] }>(
      browser,
      `/resources/similar-posts?${asked}`,
      "routes/resources-similar-posts",
    );
    // A group's similar questions are the group's 404 to anyone who does not read it.
    if (group && status === 404) return [];
    return data!.posts.map((post) => post.id);
  });
}

/**
 * The viewer's own feed of the group, read by a feed reader (no session) at the address its page gives
 * them once they ask for one; empty for a viewer who may not have one.
 */
function groupFeed(browser: TestBrowser) {
  return once(browser, "group feed", async () => {
    const made = await browser.submit(`/groups/${GROUP_SLUG}`, { intent: "new-feed" });
    if (made.status >= 400) return "";
    const page = await loadData<{ member: { feed: { url: string | null } | null } | null }>(
      browser,
      `/groups/${GROUP_SLUG}`,
      "routes/groups-group",
    );
    const url = page.data?.member?.feed?.url;
    if (!url) throw new Error("a feed address was made but the group's page does not give it");
    return xml(t.browser(), url.slice(new URL(url).origin.length));
  });
}

function notificationAbout(items: NotificationView[], fixture: Fixture, item: Item) {
  return items.find((n) =>
    item === "post" ? n.postId === fixture.id && n.commentId === null : n.commentId === fixture.id,
  );
}

/** Whether `viewer` sees the item on `surface`. */
async function sees(surface: Surface, item: Item, fixture: Fixture, viewer: Viewer): Promise<boolean> {
  const browser = browserOf(viewer, fixture);
  const inText = (text: string) => text.includes(fixture.token);
  switch (surface) {
    case "forum list .data": {
      const { posts } = await feed(browser);
      if (item === "post") return posts.some((post) => post.id === fixture.id);
      const onPost = posts.find((post) => post.id === fixture.postId);
      if (!onPost) throw new Error(`the (visible) post the ${item} is on is not on the feed`);
      return onPost.commentsCount - fixture.othersOnPost > 0;
    }
    case "forum list HTML":
      return inText((await feed(browser)).html);
    case "permalink HTML": {
      const page = await permalink(browser, fixture, item);
      return page.status === 200 && inText(page.html);
    }
    case "permalink .data": {
      const { data } = await permalink(browser, fixture, item);
      if (item === "post") return data?.post.id === fixture.id;
      return Boolean(data?.comments.comments.some((c) => c.id === fixture.id));
    }
    case "comments resource": {
      const { status, page } = await commentsResource(browser, fixture, item);
      if (item === "post") return status === 200 && page !== null;
      return Boolean(page?.comments.some((c) => c.id === fixture.id));
    }
    case "search":
      return (await search(browser, fixture.token)).includes(fixture.id);
    case "profile .data":
      return (await profile(browser, fixture.authorId)).ids.includes(fixture.id);
    case "profile HTML":
      return inText((await profile(browser, fixture.authorId)).html);
    case "notifications":
      return notificationAbout(await notifications(browser), fixture, item) !== undefined;
    case "notification title":
      return notificationAbout(await notifications(browser), fixture, item)?.postTitle === fixture.postTitle;
    case "log names it": {
      const log = await moderationLog(browser);
      return inText(log.text) && inText(log.data);
    }
    case "log links to it":
      return (await moderationLog(browser)).text.includes(fixture.id);
    case "category .data": {
      const posts = await category(browser);
      if (item === "post") return posts.some((post) => post.id === fixture.id);
      const onPost = posts.find((post) => post.id === fixture.postId);
      if (!onPost) throw new Error(`the (visible) post the ${item} is on is not in its category`);
      return onPost.commentsCount - fixture.othersOnPost > 0;
    }
    case "site feed":
      return inText(await xml(browser, "/community/forum/feed.xml"));
    case "category feed":
      return inText(await xml(browser, "/community/forum/c/general/feed.xml"));
    case "post feed":
      return inText(await xml(browser, `${postPath(fixture.postId)}/feed.xml`));
    case "similar":
      return (await similar(browser, fixture.token)).includes(fixture.id);
    case "history": {
      const path =
        item === "post"
          ? `${postPath(fixture.id)}/revisions`
          : `${postPath(fixture.postId)}/comments/${fixture.id}/revisions`;
      const { status, data } = await loadData<{ item: { postTitle: string } }>(
        browser,
        path,
        item === "post" ? "routes/community-forum-post-revisions" : "routes/community-forum-comment-revisions",
      );
      return status === 200 && data?.item.postTitle === fixture.postTitle;
    }
    case "palette":
      return (await palette(browser, fixture.token)).includes(fixture.id);
    case "sitemap":
      return (await xml(browser, "/sitemaps/posts-1.xml")).includes(fixture.id);
    case "group page": {
      const page = await once(browser, "group page", () =>
        loadData<{ member: { posts: { id: string }[] } | null }>(
          browser,
          `/groups/${GROUP_SLUG}`,
          "routes/groups-group",
        ),
      );
      return Boolean(page.data?.member?.posts.some((post) => post.id === fixture.id));
    }
    case "group search": {
      const found = await once(browser, `group search ${fixture.token}`, () =>
        loadData<{ member: { search: { posts: { id: string }[] } | null } | null }>(
          browser,
          `/groups/${GROUP_SLUG}?q=${fixture.token}`,
          "routes/groups-group",
        ),
      );
      return Boolean(found.data?.member?.search?.posts.some((post) => post.id === fixture.id));
    }
    case "group similar":
      return (await similar(browser, fixture.token, GROUP_SLUG)).includes(fixture.id);
    case "group feed":
      return inText(await groupFeed(browser));
    case "live feed": {
      const { changes } = streams.get(browser)!;
      if (item === "post") {
        return changes.some((c) => c.kind === "post" && c.op === "created" && c.postId === fixture.id);
      }
      const counts = changes.filter((c) => c.kind === "counts" && c.postId === fixture.postId);
      const last = counts.at(-1) as Extract<FeedChange, { kind: "counts" }> | undefined;
      return (last?.commentsCount ?? 0) - fixture.othersOnPost > 0;
    }
  }
}

describe.each(ITEMS)("a %s", (item) => {
  describe.each(STATES)("%s", (state) => {
    for (const surface of COLUMNS) {
      const expected = TABLE[item][state][surface];
      if (expected === null) continue;
      const bug = KNOWN_BUGS[`${item} ${state} ${surface}`];
      const test = bug ? it.fails : it;
      const who = expected === "" ? "nobody" : [...expected].map((v) => VIEWER_NAMES[v as Viewer]).join(", ");
      test(`${surface}: seen by ${who}${bug ? ` (known bug: ${bug})` : ""}`, async () => {
        const fixture = fixtures[item][state];
        let seenBy = "";
        for (const viewer of VIEWERS) if (await sees(surface, item, fixture, viewer)) seenBy += viewer;
        expect(seenBy, `${state} ${item} on ${surface}: ${SURFACES[surface]}`).toBe(expected);
      });
    }
  });
});

/**
 * The register of surfaces (issue #47 item 2): every route of the page table (app/routes.ts, each in every
 * language) and every address the server answers itself (server/app.ts), with the columns of the table
 * above that test what it shows of a post or a comment, or why it shows none of them. A route added
 * without a line here fails, so a new read of the forum cannot ship outside the table.
 */
const REGISTER: Record<string, readonly Surface[] | string> = {
  // The forum's pages and resources.
  "routes/community-forum": ["forum list .data", "forum list HTML"],
  "routes/community-forum-category": ["category .data"],
  "routes/community-forum-post": ["permalink HTML", "permalink .data"],
  "routes/community-forum-post-comments": ["comments resource"],
  "routes/community-forum-feed": ["site feed"],
  "routes/community-forum-category-feed": ["category feed"],
  "routes/community-forum-post-feed": ["post feed"],
  "routes/community-forum-post-revisions": ["history"],
  "routes/community-forum-comment-revisions": ["history"],
  "routes/search": ["search"],
  "routes/resources-forum-search": ["palette"],
  "routes/resources-similar-posts": ["similar", "group similar"],
  "routes/profile": ["profile .data", "profile HTML"],
  "routes/notifications": ["notifications", "notification title"],
  "routes/moderation-log": ["log names it", "log links to it"],
  "GET /api/events": ["live feed"],
  "GET /sitemaps/:file": ["sitemap"],
  "routes/groups-group": ["group page", "group search"],
  "routes/groups-group-feed": ["group feed"],
  "routes/groups": "the names of the member's own groups",
  "routes/home":
    "its three newest posts (latestPosts, readableByEveryone), the same for every reader: the fixtures are older",
  "routes/resources-forum-latest": "the home page's newest posts, refreshed: the same read as routes/home",
  "routes/resources-forum-locate":
    "which page of the list a post or comment is on, a number, for a post or comment the reader may read (mayRead)",
  "routes/community-forum-new-post": "a form; what it writes is read by the surfaces above",
  "routes/community-forum-post-edit": "the author's own post, found by ownPost (mayRead), in a form",
  "routes/community-forum-post-answer": "a write (accept an answer) on a post and comment the reader may read",
  "routes/notifications-open": "a redirect to the notification's item, whose page then decides",
  "routes/moderation":
    "the moderators' queue: moderators only, every state by design; ?group= a group's, its moderators only (private-groups.test.ts)",
  "routes/report": "a form about an item the reader may read; the report is read by moderators only",
  "routes/dashboard": "the member's own posts and comments (recentPosts as owner), likes and bookmarks",
  "routes/resources-bookmarks": "a write of the member's own bookmarks",
  "routes/resources-drafts": "the member's own drafts, never another's",
  "routes/resources-mentions": "member names only, to members",
  "routes/resources-username": "whether a name is free",
  "routes/resources-viewer": "who is signed in, and their unread count",
  "routes/user-by-name": "a redirect to the profile, which then decides",
  "routes/settings": "the account's own settings",
  "routes/settings-data": "the member's own data export, by a token mailed to them",
  "routes/settings-recovery-codes": "the account's own recovery codes",
  "routes/auth": "signing in and up",
  "routes/auth-confirm": "an email confirmation link",
  "routes/auth-cancel-email-change": "an email change cancelled by its link",
  "routes/auth-reset-password": "a password reset by its link",
  "routes/auth-sign-out": "signing out",
  "routes/auth-two-factor": "the two-factor challenge",
  "routes/notifications-unsubscribe": "turning a mail off by its link",
  "POST /notifications/unsubscribe": "one-click unsubscribe (RFC 8058)",
  "routes/start": "the first-week checklist: guides and the member's own ticks",
  "routes/glossary": "guide content",
  "routes/guide-page": "guide content",
  "routes/guide-section": "guide content",
  "routes/terms": "guide content",
  "routes/offline": "the page shown offline, without content",
  "routes/not-found": "a 404 page",
  "routes/connection-test": "the database's and the network's health, no content",
  "GET /api/auth/get-session": "who is signed in (better-auth)",
  "GET /api/connection-test/database": "the database's round trip",
  "GET /api/health": "the process's health",
  "GET /api/health/live": "the process's health",
  "GET /api/health/ready": "the process's health",
  "GET /manifest.webmanifest": "the installed app's manifest, in each language",
  "GET /dev/outbox": "development only: the mail outbox",
  "GET /language": "the language switcher's redirect",
  "GET /robots.txt": "addresses only",
  "GET /sitemap.xml": "the sitemaps' addresses, and how many posts files there are",
  "GET /storage/avatars/:userId/avatar.webp": "a member's picture, shown wherever their name is",
};

describe("the register of surfaces", () => {
  it("names every route of the pages and of the server", async () => {
    const { build } = await pageRenderer();
    const pages = Object.keys(build.routes).filter((id) => id.startsWith("routes/"));
    const server = [
      ...new Set(
        t.app.routes
          .filter((route) => route.path !== "*" && route.path !== "/*" && route.method !== "ALL")
          .map((route) => `${route.method} ${unlocalizedPath(route.path)}`),
      ),
    ];
    expect([...pages, ...server].filter((name) => !(name in REGISTER)).sort()).toEqual([]);
    expect(Object.keys(REGISTER).filter((name) => ![...pages, ...server].includes(name))).toEqual([]);
    const registered = new Set(Object.values(REGISTER).flatMap((entry) => (typeof entry === "string" ? [] : entry)));
    expect(COLUMNS.filter((surface) => !registered.has(surface))).toEqual([]);
  });
});
