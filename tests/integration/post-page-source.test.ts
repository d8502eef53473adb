import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_PREVIEW_CHARS, postPath, type CommentsPage, type CommentView, type PostView } from "../../common/forum";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * A visitor's post page and the forum's lists carry each post and comment once, as HTML (issue #48 item 2):
 * the Markdown source is what a member's Edit and Quote start from, so a visitor's page data holds none of it.
 */
let t: TestApp;
let author: TestBrowser;
let postId: string;
let answerId: string;

type PostPageData = {
  post: PostView;
  description: string;
  comments: CommentsPage;
  acceptedAnswer: CommentView | null;
};
async function postPage(browser: TestBrowser): Promise<PostPageData> {
  const page = await browser.load<Record<string, { data: PostPageData }>>(postPath(postId));
  expect(page.status).toBe(200);
  return page.data["routes/community-forum-post"]!.data;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInMember(t, "author@example.com");
  postId = await postAs(author, "Renting in Rathmines", "**Ask for the RTB number** before you pay a deposit.");
  const answerer = await signedInMember(t, "answerer@example.com");
  const added = await answerer.submit<{ data: { commentId: string } }>(postPath(postId), {
    intent: "comment",
    content: "Check the *landlord's* name on the lease too.",
  });
  answerId = added.data.data.commentId;
  const marked = await author.submit(`/community/forum/posts/${postId}/answer`, {
    intent: "mark",
    commentId: answerId,
  });
  expect(marked.status, JSON.stringify(marked.data)).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("the Markdown source of a post page", () => {
  it("is not in a visitor's data: the post, its comments and its answer come as HTML only", async () => {
    const page = await postPage(t.browser());
    expect(page.post.content).toBe("");
    expect(page.post.contentHtml).toContain("<strong>Ask for the RTB number</strong>");
    expect(page.comments.comments.map((comment) => comment.content)).toEqual([""]);
    expect(page.comments.comments[0]!.contentHtml).toContain("<em>landlord's</em>");
    expect(page.acceptedAnswer?.id).toBe(answerId);
    expect(page.acceptedAnswer?.content).toBe("");
  });

  it("is in a member's data, for their Edit and Quote", async () => {
    const page = await postPage(author);
    expect(page.post.content).toBe("**Ask for the RTB number** before you pay a deposit.");
    expect(page.comments.comments[0]!.content).toBe("Check the *landlord's* name on the lease too.");
    expect(page.acceptedAnswer?.content).toBe("Check the *landlord's* name on the lease too.");
  });

  it("still gives a visitor's page its description, made from the source on the server", async () => {
    expect((await postPage(t.browser())).description).toBe("Ask for the RTB number before you pay a deposit.");
    const html = await (await t.browser().request(postPath(postId), { headers: { Accept: "text/html" } })).text();
    expect(html).toContain('<meta name="description" content="Ask for the RTB number before you pay a deposit."/>');
    expect(html).not.toContain("**Ask for the RTB number**");
  });
});

describe("the Markdown source of the forum's lists", () => {
  type ListData = { posts: PostView[] };
  const list = async (browser: TestBrowser) => {
    const page = await browser.load<Record<string, { data: ListData }>>("/community/forum");
    expect(page.status).toBe(200);
    return page.data["routes/community-forum"]!.data.posts;
  };

  it("is not in a visitor's list, which still knows which posts it clamps; a member's has it", async () => {
    const long = `Deposits, in detail. ${"The RTB holds it. ".repeat(Math.ceil(LIST_PREVIEW_CHARS / 18))}`.trim();
    const longId = await postAs(author, "Deposits, in detail", long);
    const visitors = await list(t.browser());
    const longPost = visitors.find((post) => post.id === longId)!;
    expect(longPost.content).toBe("");
    expect(longPost.contentHtml).toContain("The RTB holds it.");
    expect(longPost.clampedInLists).toBe(true);
    const shortPost = visitors.find((post) => post.id === postId)!;
    expect([shortPost.content, shortPost.clampedInLists]).toEqual(["", false]);
    expect(visitors.every((post) => post.content === "")).toBe(true);
    const members = await list(author);
    expect(members.find((post) => post.id === longId)!.content).toBe(long);
  });
});
