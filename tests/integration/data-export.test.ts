import { sql } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../common/auth";
import { ALSO_EXPORTED, OWN_ROWS } from "../../server/data-export/member-columns";
import { createGroup, setGroupRole } from "../../server/groups/create";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** Issue #32 item 5: "Download my data" in settings (ADR 0037). */
let t: TestApp;
let ann: TestBrowser;
let ben: TestBrowser;
let annId: string;
let benId: string;
const PASSWORD = "cliffs-of-moher";
const ANN = "ann-export@example.com";
const BEN = "ben-export@example.com";

type Answer = {
  ok: boolean;
  toast?: { title: string };
  data?: { intent: string; download?: string };
  error?: { message: string; code: string; field?: string };
};

const db = () => t.database.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows[0] as T;
const idOf = async (email: string) => (await one<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`)).id;
const ask = (browser: TestBrowser, currentPassword: string) =>
  browser.submit<Answer>("/settings", { intent: "export-data", currentPassword });

/** The archive a one-use link answers with, unzipped, and the answer's headers. */
async function download(browser: TestBrowser, path: string) {
  const response = await browser.request(path);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => !name.endsWith(".webp"))
      .map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  return { response, files, text, json: (name: string) => JSON.parse(text[name]!) as unknown };
}

const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id).sort();
const comment = async (browser: TestBrowser, postId: string, content: string) =>
  (
    await browser.submit<{ data: { commentId: string } }>(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content,
      parentId: "",
    })
  ).data.data.commentId;
const like = (browser: TestBrowser, postId: string, commentId?: string) =>
  browser.submit(`/community/forum/posts/${postId}`, {
    intent: commentId ? "like-comment" : "like-post",
    liked: "true",
    ...(commentId ? { commentId } : {}),
  });

const seen = {
  annPosts: [] as string[],
  annComments: [] as string[],
  benPost: "",
  benPrivatePost: "",
  benComment: "",
  annAvatar: new Uint8Array(),
};

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = await Promise.all([signedInMember(t, ANN), signedInMember(t, BEN)]);
  [annId, benId] = await Promise.all([idOf(ANN), idOf(BEN)]);
  await db().execute(
    sql`UPDATE profiles SET username = 'ann_export', bio = 'Moved to Galway in May.' WHERE id = ${annId}`,
  );
  await db().execute(sql`UPDATE profiles SET username = 'ben_export', bio = 'BEN-SECRET-BIO' WHERE id = ${benId}`);

  seen.annPosts.push(await postAs(ann, "Ann asks about the GNIB queue", "ANN-POST-ONE text"));
  seen.annPosts.push(await postAs(ann, "Ann asks about buses", "ANN-POST-TWO text"));
  // Ann is in one private group, asked there, and asked to join another (ADR 0061).
  await createGroup(db(), { slug: "ann-group", name: "Ann's group" });
  await createGroup(db(), { slug: "asked-group", name: "A group Ann asked to join" });
  await setGroupRole(db(), "ann-group", ANN, "member");
  await db().execute(
    sql`INSERT INTO group_join_requests (group_id, user_id) SELECT id, ${annId} FROM groups WHERE slug = 'asked-group'`,
  );
  seen.annPosts.push(await postAs(ann, "Ann asks her group", "ANN-GROUP-POST text", { group: "ann-group" }));
  seen.benPost = await postAs(ben, "Ben asks about PPS numbers", "BEN-POST-CONTENT that only Ben wrote");
  seen.benPrivatePost = await postAs(ben, "BEN-UNTOUCHED-TITLE", "BEN-UNTOUCHED-CONTENT");
  seen.annComments.push(await comment(ann, seen.benPost, "ANN-COMMENT on Ben's post"));
  seen.benComment = await comment(ben, seen.annPosts[0]!, "BEN-COMMENT on Ann's post");

  // Ann likes Ben's post and comment, bookmarks his post; Ben likes and bookmarks Ann's.
  expect((await like(ann, seen.benPost)).status).toBe(200);
  expect((await like(ann, seen.annPosts[0]!, seen.benComment)).status).toBe(200);
  expect((await like(ben, seen.annPosts[0]!)).status).toBe(200);
  await ann.submit("/resources/bookmarks", { postId: seen.benPost, bookmarked: "true" });
  await ben.submit("/resources/bookmarks", { postId: seen.annPosts[1]!, bookmarked: "true" });
  // Reports: Ann reports Ben's post and Ben; Ben reports Ann's comment.
  expect(
    (await ann.submit("/report", { postId: seen.benPost, reason: "spam", details: "ANN-REPORT-DETAILS" })).status,
  ).toBe(200);
  expect((await ann.submit("/report", { userId: benId, reason: "harassment" })).status).toBe(200);
  expect(
    (await ben.submit("/report", { commentId: seen.annComments[0]!, reason: "spam", details: "BEN-REPORT-DETAILS" }))
      .status,
  ).toBe(200);
  // A moderator's note on the report of Ben's post: not Ann's to read.
  await db().execute(
    sql`UPDATE reports SET resolution = 'MODERATOR-NOTE' WHERE reporter_id = ${annId} AND post_id = ${seen.benPost}`,
  );
  // Drafts, the checklist, a mail preference, and secrets that must never leave.
  await ann.submit("/resources/drafts", {
    intent: "save",
    key: "new-post",
    title: "ANN-DRAFT",
    category: "housing",
    content: "half",
  });
  await ben.submit("/resources/drafts", {
    intent: "save",
    key: "new-post",
    title: "BEN-DRAFT",
    category: "housing",
    content: "x",
  });
  await db().execute(
    sql`INSERT INTO checklist_steps (user_id, step_id) VALUES (${annId}, 'pps-number'), (${benId}, 'ben-step')`,
  );
  await db().execute(sql`INSERT INTO notification_preferences (user_id, likes) VALUES (${annId}, 'daily')`);
  await db().execute(
    sql`INSERT INTO two_factors (user_id, secret, backup_codes) VALUES (${annId}, 'ANN-TOTP-SECRET', 'ANN-RECOVERY-CODES')`,
  );
  seen.annAvatar = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0b6e3f" } })
      .webp()
      .toBuffer(),
  );
  await db().execute(sql`INSERT INTO avatars (user_id, image) VALUES (${annId}, ${Buffer.from(seen.annAvatar)})`);
  await db().execute(sql`INSERT INTO avatars (user_id, image) VALUES (${benId}, ${Buffer.from("BEN-AVATAR")})`);
  // The writes above are not what this test counts.
  await db().execute(sql`DELETE FROM rate_limits`);
});
afterAll(async () => {
  await t?.close();
});

describe("download my data", () => {
  it("refuses a wrong or empty password beside the field, with and without JavaScript, never a 5xx", async () => {
    const wrong = await ask(ann, "not-my-password");
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({
      message: AUTH_MESSAGES.currentPasswordIncorrect,
      field: "currentPassword",
    });
    const empty = await ask(ann, "");
    expect(empty.status).toBe(400);
    expect(empty.data.error).toMatchObject({ message: AUTH_MESSAGES.currentPasswordMissing, field: "currentPassword" });

    const page = await ann.submitDocument("/settings", { intent: "export-data", currentPassword: "nope-nope" });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("Your current password is not correct.");
    // The message is the field's own (aria-describedby), in the data section's form.
    expect(html).toMatch(/id="data"[\s\S]*aria-invalid="true"[\s\S]*Your current password is not correct\./);
    // Wrong guesses count as failed sign-ins (the empty one was not a guess): a stolen session guesses no
    // faster here than at the sign-in form.
    const failed = await one<{ hits: number }>(
      sql`SELECT hits FROM rate_limits WHERE key = ${`auth:signIn:failed:${ANN}`}`,
    );
    expect(Number(failed.hits)).toBe(2);
    // A visitor is sent to sign in; nothing is downloaded.
    expect((await t.browser().submit("/settings", { intent: "export-data", currentPassword: PASSWORD })).status).toBe(
      401,
    );
  });

  it("answers the right password with a one-use link to a zip of exactly that member's data", async () => {
    const answer = await ask(ann, PASSWORD);
    expect(answer.status).toBe(200);
    const path = answer.data.data?.download ?? "";
    expect(path).toMatch(/^\/settings\/data\/[^/]+$/);

    // Ben, signed in, cannot open Ann's link (and it stays unused for her).
    const stolen = await ben.request(path);
    expect(stolen.status).toBe(302);
    expect(stolen.headers.get("content-type") ?? "").not.toContain("zip");

    const { response, files, text, json } = await download(ann, path);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="ireland-guide-ann_export-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "avatar.webp",
        "bookmarks.json",
        "checklist.json",
        "comments.json",
        "drafts.json",
        "group-requests.json",
        "groups.json",
        "likes.json",
        "notification-settings.json",
        "posts.json",
        "profile.json",
        "reports.json",
        "sessions.json",
      ].sort(),
    );
    for (const name of Object.keys(text).filter((name) => name.endsWith(".json")))
      expect(() => json(name)).not.toThrow();
    expect(text["README.txt"]).toContain("sessions.json");

    expect(json("profile.json")).toMatchObject({
      account: { id: annId, email: ANN, twoFactorEnabled: false },
      profile: { username: "ann_export", bio: "Moved to Galway in May.", avatar: "avatar.webp" },
    });
    expect(files["avatar.webp"]).toEqual(seen.annAvatar);
    expect(ids(json("posts.json"))).toEqual([...seen.annPosts].sort());
    expect((json("posts.json") as { content: string }[]).map((p) => p.content).sort()).toEqual([
      "ANN-GROUP-POST text",
      "ANN-POST-ONE text",
      "ANN-POST-TWO text",
    ]);
    expect((json("posts.json") as { content: string; group: string | null }[]).map((p) => p.group).sort()).toEqual([
      "ann-group",
      null,
      null,
    ]);
    expect(json("groups.json")).toEqual([
      { group: "ann-group", name: "Ann's group", role: "member", joinedAt: expect.any(String) },
    ]);
    expect(json("group-requests.json")).toEqual([
      { group: "asked-group", name: "A group Ann asked to join", askedAt: expect.any(String) },
    ]);
    expect(ids(json("comments.json"))).toEqual(seen.annComments);
    expect(json("comments.json")).toEqual([
      expect.objectContaining({ postId: seen.benPost, postTitle: "Ben asks about PPS numbers" }),
    ]);
    const likes = json("likes.json") as { postId: string; postTitle: string; commentId: string | null }[];
    expect(likes.map(({ postId, commentId }) => ({ postId, commentId }))).toEqual(
      expect.arrayContaining([
        { postId: seen.benPost, commentId: null },
        { postId: seen.annPosts[0], commentId: seen.benComment },
      ]),
    );
    expect(likes).toHaveLength(2);
    expect(json("bookmarks.json")).toEqual([
      expect.objectContaining({ postId: seen.benPost, postTitle: "Ben asks about PPS numbers", commentId: null }),
    ]);
    const reports = json("reports.json") as Record<string, unknown>[];
    expect(reports).toHaveLength(2);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reported: { post: { id: seen.benPost, title: "Ben asks about PPS numbers" } },
          reason: "spam",
          details: "ANN-REPORT-DETAILS",
        }),
        expect.objectContaining({ reported: { member: { id: benId, username: "ben_export" } }, reason: "harassment" }),
      ]),
    );
    expect(json("notification-settings.json")).toMatchObject({ mail: { likes: "daily" } });
    const watched = (json("notification-settings.json") as { watches: { postId: string }[] }).watches;
    // Writing a post or a comment watches it.
    expect(watched.map((w) => w.postId).sort()).toEqual([...seen.annPosts, seen.benPost].sort());
    const sessions = json("sessions.json") as Record<string, unknown>[];
    expect(sessions).toHaveLength(1);
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ["current", "device", "expiresAt", "ipAddress", "lastActiveAt", "signedInAt", "userAgent"].sort(),
    );
    expect(sessions[0]!.current).toBe(true);
    expect(json("drafts.json")).toEqual([expect.objectContaining({ editor: "new-post", title: "ANN-DRAFT" })]);
    expect(json("checklist.json")).toEqual([expect.objectContaining({ step: "pps-number" })]);

    // Each file server/data-export/member-columns.ts names holds every one of Ann's rows by its column:
    // she has rows in each, so a column the export does not read by would show here.
    for (const [file, column] of Object.entries(OWN_ROWS)) {
      const { n } = await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${column.table} WHERE ${column} = ${annId}`,
      );
      const rows = json(file) as unknown[] | { watches: unknown[] };
      expect(n, file).toBeGreaterThan(0);
      expect(Array.isArray(rows) ? rows : rows.watches, file).toHaveLength(n);
    }
    for (const { column, file } of ALSO_EXPORTED) {
      const { n } = await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${column.table} WHERE ${column} = ${annId}`,
      );
      expect(n, file).toBe(1);
      expect(files[file], file).toBeDefined();
    }

    // Nothing of Ben's beyond what names what Ann liked or reported, and no secret of Ann's.
    const everything = Object.values(text).join("\n");
    const [hash, token] = await Promise.all([
      one<{ password: string }>(sql`SELECT password FROM accounts WHERE user_id = ${annId}`),
      one<{ token: string }>(sql`SELECT token FROM sessions WHERE user_id = ${annId}`),
    ]);
    for (const secret of [
      hash.password,
      token.token,
      "ANN-TOTP-SECRET",
      "ANN-RECOVERY-CODES",
      "MODERATOR-NOTE",
      BEN,
      "BEN-SECRET-BIO",
      "BEN-POST-CONTENT",
      "BEN-UNTOUCHED",
      seen.benPrivatePost,
      "BEN-COMMENT",
      "BEN-REPORT-DETAILS",
      "BEN-DRAFT",
      "ben-step",
      "BEN-AVATAR",
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
    expect(Buffer.from(files["avatar.webp"]!).includes("BEN-AVATAR")).toBe(false);

    // The link works once.
    const again = await ann.request(path);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/settings#data");
  });

  it("sends a plain form (no JavaScript) straight on to the download, and Ben gets only his own", async () => {
    const posted = await ben.submitDocument("/settings", { intent: "export-data", currentPassword: PASSWORD });
    expect(posted.status).toBe(302);
    const location = posted.headers.get("location") ?? "";
    expect(location).toMatch(/^\/settings\/data\//);
    const { json, text } = await download(ben, location);
    expect(json("profile.json")).toMatchObject({
      account: { id: benId, email: BEN },
      profile: { avatar: "avatar.webp" },
    });
    expect(ids(json("posts.json"))).toEqual([seen.benPost, seen.benPrivatePost].sort());
    expect(ids(json("comments.json"))).toEqual([seen.benComment]);
    expect(json("reports.json")).toEqual([
      expect.objectContaining({ reported: { comment: expect.objectContaining({ id: seen.annComments[0] }) } }),
    ]);
    const everything = Object.values(text).join("\n");
    for (const annOnly of [ANN, "ANN-POST-TWO", "ANN-REPORT-DETAILS", "ANN-DRAFT", "Moved to Galway", "pps-number"]) {
      expect(everything, annOnly).not.toContain(annOnly);
    }
  });

  it("reads a member's rows a page at a time, every row once", async () => {
    // More likes than one page (500): the keyset pages must neither repeat nor skip a row, even with
    // rows made in the same transaction (the same created_at).
    await db().execute(sql`
      INSERT INTO posts (title, content, category, author_id)
      SELECT 'Bulk ' || n, 'bulk', 'general', ${benId} FROM generate_series(1, 1203) AS n`);
    await db().execute(sql`
      INSERT INTO likes (user_id, post_id) SELECT ${annId}, id FROM posts WHERE title LIKE 'Bulk %'`);
    const answer = await ask(ann, PASSWORD);
    const { json } = await download(ann, answer.data.data!.download!);
    const likes = json("likes.json") as { id: string }[];
    expect(likes).toHaveLength(1205);
    expect(new Set(likes.map((like) => like.id)).size).toBe(1205);
  });

  it("allows 3 archives an hour, counted once the password is right, and says when to try again", async () => {
    // Ann has had two this hour (above); wrong passwords do not use up her allowance.
    expect((await ask(ann, "wrong-again")).status).toBe(400);
    expect((await ask(ann, PASSWORD)).status).toBe(200);
    const fourth = await ask(ann, PASSWORD);
    expect(fourth.status).toBe(429);
    expect(fourth.data.error?.message).toBe(
      "You are doing that too often. You can download your data again in 1 hour.",
    );
    expect(fourth.data.data).toBeUndefined();
    const page = await ann.submitDocument("/settings", { intent: "export-data", currentPassword: PASSWORD });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("download your data again in 1 hour");
  });
});
