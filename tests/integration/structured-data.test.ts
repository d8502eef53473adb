import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #46, item 17 (ADR 0053): what search engines read of a post. A question nobody has answered is a
 * DiscussionForumPosting, not a QAPage without an answer (which Google refuses); once a visible comment is
 * there it is a QAPage with it as a suggested answer. On /zh-cn and /ar every address in it is the page's
 * own, in that language; its texts are what readers see, not the Markdown typed.
 */
let t: TestApp;
let aoife: TestBrowser;
let brian: TestBrowser;

const postPath = (id: string) => `/community/forum/posts/${id}`;

async function member(name: string) {
  const email = `${name}@example.com`;
  const browser = await signedInMember(t, email);
  await t.database.db.execute(
    sql`UPDATE profiles SET username = ${name} WHERE id = (SELECT id FROM users WHERE email = ${email})`,
  );
  return browser;
}

async function newPost(title: string, content: string) {
  const result = await aoife.submit("/community/forum/new-post", { title, content, category: "housing" });
  expect(result.redirect, JSON.stringify(result.data)).toBeTruthy();
  return result.redirect!.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)![1]!;
}

async function structuredData(path: string) {
  const html = await (await t.browser().request(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown> & { mainEntity?: Record<string, unknown> };
}

/** Every absolute address in the data. */
const addresses = (value: unknown): string[] =>
  JSON.stringify(value)
    .match(/https?:\/\/[^"]+/g)
    ?.filter((url) => !url.startsWith("https://schema.org")) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  aoife = await member("aoife");
  brian = await member("brian");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("a post's structured data (issue #46 item 17)", () => {
  it("an unanswered question is a DiscussionForumPosting, in the page's language, with the text readers see", async () => {
    const postId = await newPost(
      "Deposit not returned after moving out",
      "My landlord **kept** the deposit.\n\n- I sent an [email](https://example.com/x) & a letter\n- No answer",
    );
    const data = await structuredData(`/zh-cn${postPath(postId)}`);
    expect(data["@type"]).toBe("DiscussionForumPosting");
    expect(data.mainEntity).toBeUndefined();
    expect(data).toMatchObject({ headline: "Deposit not returned after moving out" });
    expect(data.text).toBe("My landlord kept the deposit.\nI sent an email & a letter\nNo answer");
    expect(data.url).toMatch(new RegExp(`/zh-cn/community/forum/posts/${postId}$`));
    const urls = addresses(data);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) expect(new URL(url).pathname).toMatch(/^\/zh-cn\//);
  });

  it("with a visible comment it is a QAPage whose suggested answer is the comment as readers see it, on /ar", async () => {
    const postId = await newPost("Which bank takes a new student?", "I have *no* utility bill yet.");
    const added = await brian.submit(postPath(postId), {
      intent: "comment",
      content: "Try **AIB**: a `college letter` works &amp; is enough.",
      parentId: "",
    });
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    const data = await structuredData(`/ar${postPath(postId)}`);
    expect(data["@type"]).toBe("QAPage");
    const question = data.mainEntity!;
    expect(question).toMatchObject({ "@type": "Question", text: "I have no utility bill yet." });
    const [answer] = question.suggestedAnswer as Record<string, unknown>[];
    expect(answer!.text).toBe("Try AIB: a college letter works & is enough.");
    expect(question.acceptedAnswer).toBeUndefined();
    const urls = addresses(data);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(new URL(url).pathname).toMatch(/^\/ar\//);
  });

  it("English pages keep English addresses", async () => {
    const postId = await newPost("Where to buy a Leap card?", "Near Heuston, ideally.");
    const data = await structuredData(postPath(postId));
    expect(data["@type"]).toBe("DiscussionForumPosting");
    expect(new URL(String(data.url)).pathname).toBe(postPath(postId));
  });
});
