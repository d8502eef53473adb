import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { newPost, serverForThisFile, signedUpMember, visitor, type Visitor } from "./helpers";

/**
 * Finding 5: malformed inputs gave 500s (a NUL byte, CR/LF in redirectTo, an oversized email), 91 of
 * about 133,000 probe requests. Every route and action here gets wrong types, missing and extra fields,
 * 1 MB strings, NUL, RTL marks, combining characters, emoji, SQL- and HTML-looking strings, deep JSON and
 * wrong content types, as a visitor and as a member, with and without JavaScript. None may get a 5xx or
 * log an error, and nothing may change that the answers did not acknowledge.
 */
const suite = serverForThisFile({ TRUST_PROXY: "true", NEW_MEMBER_HOURS: "0" }, { postgres: true });
let db: pg.Client | undefined;
afterAll(async () => {
  await db?.end();
});

const VALUES = [
  "",
  " ",
  "a".repeat(1_000_000),
  "\u0000",
  "x\u0000y",
  "\u202Eevil.exe\u202C",
  "e\u0301\u0302\u0303\u0304\u0305".repeat(60),
  "🇮🇪👩‍👩‍👧‍👦",
  "' OR '1'='1'; DROP TABLE posts; --",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "../../../etc/passwd",
  "-1",
  "99999999999999999999999999",
  "NaN",
  "[object Object]",
  "\uD800",
  "%00%0d%0a",
  "\r\nSet-Cookie: x=1",
  "true",
  "00000000-0000-0000-0000-000000000000",
];
/**
 * In a URL, long values are cut to 8 kB (Node refuses longer request lines with a 431, which is fine);
 * a lone surrogate, which encodeURIComponent refuses, is sent as its raw (invalid) UTF-8 bytes.
 */
const inUrl = (value: string) =>
  value
    .slice(0, 8_000)
    .split(/(\uD800)/)
    .map((part) => (part === "\uD800" ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");

const TEXT_CONTENT_TYPES = [
  ["application/json", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
  ["application/json", JSON.stringify({ title: { $gt: "" }, content: ["a"], category: 1 })],
  ["text/plain", "title=x&content=y"],
  ["application/xml", "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'aaaa'>]><x>&a;</x>"],
  ["multipart/form-data; boundary=nope", "--other\r\ncontent-disposition: form-data; name=title\r\n\r\nx\r\n--other--"],
  ["multipart/form-data", "no boundary at all"],
  ["", "title=x"],
] as const;

type Outcome = { method: string; path: string; status: number };

describe("the bad-input corpus", () => {
  it("gets no 5xx anywhere, logs no error, and changes only what it acknowledged", async () => {
    const base = suite.server.url;
    const author = await signedUpMember(suite, "author@example.com", "203.0.113.1");
    const postId = await newPost(author, "How do I register with a GP?");
    const commented = await author.submit(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Try the HSE finder.",
    });
    expect(commented.status).toBe(200);
    db = new pg.Client({ connectionString: suite.databaseUrl });
    await db.connect();
    const authorId = String((await db.query("SELECT id FROM users WHERE email = 'author@example.com'")).rows[0].id);
    const commentId = String((await db.query("SELECT id FROM comments WHERE post_id = $1", [postId])).rows[0].id);
    const snapshot = async () =>
      (
        await db!.query(
          `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM comments) AS comments,
                  (SELECT count(*) FROM likes) AS likes, (SELECT count(*) FROM reports) AS reports,
                  (SELECT row_to_json(p) FROM (SELECT title, content, category FROM posts WHERE id = $1) p) AS post,
                  (SELECT content FROM comments WHERE id = $2) AS comment,
                  (SELECT row_to_json(p) FROM (SELECT username, bio, avatar_url FROM profiles WHERE id = $3) p) AS profile`,
          [postId, commentId, authorId],
        )
      ).rows[0];
    const before = await snapshot();

    // Members who send the corpus, each from an address of their own; a new one takes over when the
    // write ceiling (a limit working as it should) would stop the current one from reaching the actions.
    const members: Visitor[] = [];
    let memberIndex = 0;
    const member = async () => {
      if (members.length === 0 || memberIndex % 150 === 149) {
        const n = members.length + 1;
        members.push(await signedUpMember(suite, `prober${n}@example.com`, `198.51.100.${n}`));
      }
      memberIndex++;
      return members.at(-1)!;
    };
    const anonymous = () => visitor(base, `192.0.2.${(memberIndex++ % 200) + 1}`);

    const outcomes: Outcome[] = [];
    let postsCreated = 0;
    async function send(who: Visitor, method: string, path: string, init: RequestInit = {}) {
      let status: number;
      try {
        const response = await who.request(path, { method, ...init });
        status = response.status;
        const body = await response.text();
        if (
          /\/community\/forum\/new-post/.test(path) &&
          /\/community\/forum\/posts\/[0-9a-f-]{36}/.test(response.headers.get("location") ?? body)
        ) {
          postsCreated++;
        }
      } catch (error) {
        status = 599; // no answer at all (the connection was dropped or timed out)
        console.log(method, path.slice(0, 100), error);
      }
      outcomes.push({ method, path: path.slice(0, 120), status });
    }
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const asFetcher = { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" };
    const asDocument = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", Accept: "text/html" };

    // Reads: every page and resource route, with each value in its path and its query.
    const READS = [
      (v: string) => `/?page=${v}`,
      (v: string) => `/community/forum?page=${v}`,
      (v: string) => `/community/forum/posts/${v}`,
      (v: string) => `/community/forum/posts/${postId}?page=${v}`,
      (v: string) => `/community/forum/posts/${v}/comments`,
      (v: string) => `/community/forum/posts/${v}/edit`,
      (v: string) => `/community/forum/posts/${v}/revisions?page=${v}`,
      (v: string) => `/community/forum/posts/${postId}/comments/${v}/revisions`,
      (v: string) => `/profile/${v}`,
      (v: string) => `/profile/${authorId}?edit=${v}`,
      (v: string) => `/search?q=${v}`,
      (v: string) => `/resources/forum-search?q=${v}`,
      (v: string) => `/resources/similar-posts?title=${v}`,
      (v: string) => `/resources/forum-locate?post=${v}&comment=${v}`,
      (v: string) => `/resources/forum-latest?limit=${v}`,
      (v: string) => `/auth?redirectTo=${v}&mode=${v}`,
      (v: string) => `/auth/confirm?token=${v}`,
      (v: string) => `/auth/cancel-email-change?token=${v}&cancelled=${v}`,
      (v: string) => `/auth/reset-password?token=${v}&error=${v}`,
      (v: string) => `/report?postId=${v}&commentId=${v}&userId=${v}`,
      (v: string) => `/settings/data/${v}`,
      (v: string) => `/legal/${v}`,
      (v: string) => `/${v}`,
      (v: string) => `/storage/avatars/${v}/avatar.webp`,
      (v: string) => `/api/events?x=${v}`,
    ];
    for (const read of READS) {
      for (const value of VALUES) {
        const path = read(inUrl(value));
        const who = memberIndex % 2 ? anonymous() : await member();
        if (path.startsWith("/api/events")) {
          const response = await who.request(path);
          outcomes.push({ method: "GET", path, status: response.status });
          await response.body?.cancel();
          continue;
        }
        await send(who, "GET", path);
        await send(
          who,
          "GET",
          path.replace(/^([^?]*?)\/?(\?|$)/, (_, p: string, q: string) => `${p || "/_root"}.data${q}`),
        );
      }
    }

    // Writes: every action and intent, one field at a time given each value, the others sensible.
    const WRITES: { path: string; fields: Record<string, string> }[] = [
      { path: "/auth", fields: { intent: "sign-in", email: "author@example.com", password: "wrong-one" } },
      {
        path: "/auth",
        fields: {
          intent: "sign-up",
          email: "new@example.com",
          username: "new_member",
          password: "cliffs-of-moher",
          confirmPassword: "ring-of-kerry",
          agreeToTerms: "on",
        },
      },
      { path: "/auth", fields: { intent: "resend", email: "nobody@example.com" } },
      { path: "/auth/reset-password", fields: { email: "nobody@example.com" } },
      {
        path: "/auth/reset-password",
        fields: { token: "bad", password: "cliffs-of-moher", confirmPassword: "cliffs-of-moher" },
      },
      { path: "/community/forum/new-post", fields: { title: "A fine title", content: "", category: "general" } },
      { path: `/community/forum/posts/${postId}`, fields: { intent: "comment", content: "", parentId: commentId } },
      { path: `/community/forum/posts/${postId}`, fields: { intent: "like-post", liked: "maybe" } },
      {
        path: `/community/forum/posts/${postId}`,
        fields: { intent: "like-comment", commentId: "nope", liked: "true" },
      },
      {
        path: `/community/forum/posts/${postId}`,
        fields: { intent: "edit-comment", commentId, content: "Taken over" },
      },
      { path: `/community/forum/posts/${postId}`, fields: { intent: "delete-comment", commentId } },
      { path: `/community/forum/posts/${postId}`, fields: { intent: "delete-post" } },
      {
        path: `/community/forum/posts/${postId}/edit`,
        fields: { title: "Taken over", content: "Taken over", category: "general" },
      },
      { path: "/report", fields: { postId, reason: "not-a-reason", details: "x" } },
      { path: `/profile/${authorId}`, fields: { intent: "update-profile", username: "taken_over", bio: "" } },
      {
        path: "/settings",
        fields: {
          intent: "change-password",
          currentPassword: "wrong",
          newPassword: "ring-of-kerry",
          confirmPassword: "ring-of-kerry",
        },
      },
      { path: "/settings", fields: { intent: "change-email", newEmail: "not-an-email", currentPassword: "wrong" } },
      { path: "/settings", fields: { intent: "delete-account", currentPassword: "wrong", confirmation: "NOPE" } },
      { path: "/settings", fields: { intent: "export-data", currentPassword: "wrong" } },
      { path: "/auth/cancel-email-change", fields: { token: "not-a-token" } },
      { path: "/auth/sign-out", fields: { intent: "nope" } },
      { path: "/", fields: { intent: "x" } },
    ];
    for (const write of WRITES) {
      const variants: Record<string, string>[] = [{}, { ...write.fields, extra: "field", constructor: "x" }];
      for (const name of Object.keys(write.fields)) {
        for (const value of VALUES) variants.push({ ...write.fields, [name]: value });
      }
      for (const [index, fields] of variants.entries()) {
        const signedOut = index % 3 === 0;
        const who = signedOut ? anonymous() : await member();
        const document = index % 2 === 0;
        const path = document ? write.path : `${write.path === "/" ? "/_root" : write.path}.data`;
        await send(who, "POST", path, { body: form(fields), headers: document ? asDocument : asFetcher });
      }
      for (const [type, body] of TEXT_CONTENT_TYPES) {
        const headers = type ? { ...asFetcher, "Content-Type": type } : asFetcher;
        await send(await member(), "POST", `${write.path === "/" ? "/_root" : write.path}.data`, { body, headers });
      }
    }

    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    expect(serverErrors, JSON.stringify(serverErrors.slice(0, 10))).toEqual([]);
    const loggedErrors = suite.server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(loggedErrors, loggedErrors.slice(0, 3).join("\n")).toEqual([]);

    // Nothing the corpus did changed the author's post, comment or profile; no account was made; the
    // only new posts are those the answers acknowledged; counters equal recounts.
    const after = await snapshot();
    expect(after.post).toEqual(before.post);
    expect(after.comment).toEqual(before.comment);
    expect(after.profile).toEqual(before.profile);
    expect(Number(after.users)).toBe(Number(before.users) + members.length);
    const posts = Number((await db.query("SELECT count(*) FROM posts")).rows[0].count);
    expect(posts).toBe(1 + postsCreated);
    const mismatches = await db.query(`
      SELECT p.id FROM posts p JOIN post_counters c ON c.post_id = p.id
      WHERE c.comments_count <> (SELECT count(*) FROM comments WHERE post_id = p.id)
         OR c.likes_count <> (SELECT count(*) FROM likes WHERE post_id = p.id AND comment_id IS NULL)`);
    expect(mismatches.rows).toEqual([]);
    const totals = await db.query("SELECT posts_count FROM forum_totals");
    expect(Number(totals.rows[0].posts_count)).toBe(posts);

    const statuses = new Map<number, number>();
    for (const { status } of outcomes) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    console.log(
      `bad-input corpus: ${VALUES.length} values, ${outcomes.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ${postsCreated} posts acknowledged`,
    );
  });
});
