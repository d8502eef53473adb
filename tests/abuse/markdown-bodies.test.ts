import pg from "pg";
import { describe, expect, it } from "vitest";
import { FORUM_MESSAGES } from "../../common/forum";
import { newPost, serverForThisFile, signedUpMember, visitor } from "./helpers";

/**
 * Issue #29 S1: one post of deeply nested Markdown was stored, then made /community/forum and its .data
 * answer 500 to everyone (the renderer overflowed the stack), or blocked the process for 20 s on every
 * view. Such bodies are refused before they are stored, and a body that is in the database anyway (stored
 * before the rule, or written by hand) is shown as text without slowing anyone down.
 */
const suite = serverForThisFile({ NEW_MEMBER_HOURS: "0" }, { postgres: true });

/** The payloads of the finding, and others that cost a Markdown renderer or a browser. */
const REFUSED: Record<string, { post: string; comment: string }> = {
  "2,600 nested quotes": { post: "> ".repeat(2_600) + "a", comment: "> ".repeat(2_499) + "a" },
  "6,600 nested ordered lists (20 KB)": { post: "1. ".repeat(6_600), comment: "1. ".repeat(1_666) },
  "5,000 nested emphasis runs": {
    post: "*".repeat(10_000) + "a" + "*".repeat(9_999),
    comment: "*".repeat(2_000) + "a" + "*".repeat(2_000),
  },
  "9,000 list items": { post: "-\n".repeat(9_000), comment: "- ".repeat(1_000) + "x" },
  "3,300 links": { post: "[a](b)".repeat(3_300), comment: "[a](b) ".repeat(700) },
  "2,800 reference links": {
    post: "[a][b] ".repeat(2_800) + "\n\n[b]: https://c.ie",
    comment: "[a][b] ".repeat(700) + "\n\n[b]: c",
  },
};
/** Costly to parse but fine to show: accepted, and every page with them stays fast. */
const ACCEPTED: Record<string, string> = {
  // A line of dashes and spaces is one rule, not 9,999 lists (react-markdown took 135 s to throw on it).
  "9,999 bullet markers on one line": "- ".repeat(9_999),
  "20,000 open brackets": "[".repeat(19_990),
  "a 20,000-character heading": "# " + "x".repeat(19_990),
  "10,000 lines": "a\n".repeat(9_990),
  "a long table": "|a|b|\n|-|-|\n" + "|x|y|\n".repeat(3_000),
  "2,500 strong runs": "**a".repeat(5_000),
};

/** A request's answer and how long it took, in ms. */
async function timed(call: () => Promise<Response>) {
  const started = performance.now();
  const response = await call();
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** While `work` runs, the server's cheapest route answers every 50 ms; returns the slowest answer, in ms. */
async function slowestPingDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  let slowest = 0;
  const pinging = (async () => {
    while (!done) {
      const { ms } = await timed(() => fetch(`${suite.server.url}/api/health/live`));
      slowest = Math.max(slowest, ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await work.finally(() => (done = true));
  await pinging;
  return slowest;
}

/** A new member for each test: the post flood limit (5 in 10 minutes) holds here as anywhere. */
let members = 0;
const nextMember = () => signedUpMember(suite, `nested-${++members}@example.com`);

describe("a body that would take the forum down", () => {
  it.each(Object.entries(REFUSED))(
    "%s: refused as a post, a comment and an edit, nothing saved lost",
    async (_, { post: body, comment: commentBody }) => {
      const member = await nextMember();
      const post = await timed(() =>
        member.submit("/community/forum/new-post", { title: "Nested", content: body, category: "general" }),
      );
      expect(post.status).toBe(400);
      expect(post.text).toMatch(/nested at most|too much formatting|at most 300 links/);
      expect(post.ms).toBeLessThan(2_000);

      const postId = await newPost(member, "A question kept as it was");
      const comment = await timed(() =>
        member.submit(`/community/forum/posts/${postId}`, { intent: "comment", content: commentBody }),
      );
      expect(comment.status).toBe(400);
      expect(comment.ms).toBeLessThan(2_000);

      const edit = await timed(() =>
        member.submit(`/community/forum/posts/${postId}/edit`, { title: "Edited", content: body, category: "general" }),
      );
      expect(edit.status).toBe(400);
      const page = await timed(() => visitor(suite.server.url).request(`/community/forum/posts/${postId}`));
      expect(page.text).toContain("A question kept as it was");
      expect(page.text).toContain("For the abuse suite");
    },
  );

  it("a 2,001-character comment of 1,000 nested lists is refused with the message", async () => {
    const member = await nextMember();
    const postId = await newPost(member, "Comments on a question");
    const comment = await member.submit(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "- ".repeat(1_000) + "x",
    });
    expect(comment.status).toBe(400);
    expect(await comment.text()).toContain(FORUM_MESSAGES.bodyNestedTooDeep);
  });

  it.each(Object.entries(ACCEPTED))("%s: accepted and shown quickly", async (_, body) => {
    const member = await nextMember();
    const post = await timed(() =>
      member.submit("/community/forum/new-post", { title: "Costly but fine", content: body, category: "general" }),
    );
    expect(post.status).toBeLessThan(300);
    expect(post.ms).toBeLessThan(2_000);
    const postId = /(?:#post-|\/posts\/)([0-9a-f-]{36})/.exec(post.text)![1];
    const page = await timed(() => visitor(suite.server.url).request(`/community/forum/posts/${postId}`));
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(2_000);
  });

  it("stored anyway: the forum, its data, the post's page and its comments answer every reader, fast", async () => {
    const member = await nextMember();
    const postId = await newPost(member, "A post written straight to the database");
    const client = new pg.Client({ connectionString: suite.databaseUrl });
    await client.connect();
    try {
      const {
        rows: [author],
      } = await client.query("SELECT id FROM users WHERE email = $1", [`nested-${members}@example.com`]);
      for (const [name, { post: body, comment: commentBody }] of Object.entries(REFUSED)) {
        await client.query("INSERT INTO posts (title, content, category, author_id) VALUES ($1, $2, 'general', $3)", [
          `Stored before the rule: ${name}`,
          body,
          author.id,
        ]);
        await client.query("INSERT INTO comments (post_id, author_id, content) VALUES ($1, $2, $3)", [
          postId,
          author.id,
          commentBody,
        ]);
      }
    } finally {
      await client.end();
    }
    // The database's triggers tell the server of these writes (LISTEN/NOTIFY), which drops its kept pages:
    // the first reader after that has the pages rendered with these bodies.
    const reader = visitor(suite.server.url);
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    const slowestPing = await slowestPingDuring(
      (async () => {
        const started = Date.now();
        do {
          answers[0] = await timed(() => reader.request("/community/forum"));
        } while (!answers[0].text.includes("Stored before the rule") && Date.now() - started < 10_000);
        for (const path of ["/community/forum.data", `/community/forum/posts/${postId}`, "/community/forum?page=2"]) {
          answers.push(await timed(() => reader.request(path)));
        }
      })(),
    );
    console.log(
      "first renders (ms):",
      answers.map(({ ms }) => Math.round(ms)),
      "slowest ping (ms):",
      Math.round(slowestPing),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect(answers[0]!.text).toContain("Stored before the rule: 2,800 reference links");
    // Shown as the text it is.
    expect(answers[2]!.text).toContain("&gt; &gt; &gt; &gt;");
    // The finding: the ceiling (then /api/ping) took 21.6 s while one such post was rendered. Bounded as the
    // renders are: in CI the browser suite runs on the other core, and there a ping waited 1.15 s behind a
    // 1.56 s first render of the forum (2026-11-27); the CI run before it saw 0.34 s.
    expect(slowestPing).toBeLessThan(2_000);
  });
});
