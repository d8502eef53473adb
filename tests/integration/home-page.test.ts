import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { postAs, signedInMember } from "../helpers/members";
import { pageRenderer } from "../helpers/page-renderer";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Issue #29: the home page's 'Latest from the Forum' stayed skeleton cards without JavaScript. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Until the live feed's version has stood still for 300 ms: the notifications of a write have all arrived. */
async function feedSettled() {
  for (let version = -1; version !== t.forumChanges.version;) {
    version = t.forumChanges.version;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe("the home page", () => {
  it("has the latest posts in its HTML, and is kept until the forum changes", async () => {
    const counted = { renders: 0 };
    const renderer = await pageRenderer();
    const app = createApp(t, {
      renderPage: (request, context) => {
        counted.renders++;
        return renderer.render(request, context);
      },
      pageAudience: renderer.audienceOf,
    });
    const empty = await (await app.request("/")).text();
    expect(empty).toContain("No forum posts yet.");
    expect(empty).not.toContain("Loading recent posts");

    const member = await signedInMember(t, "home-page@example.com");
    for (const title of ["First question", "Second question", "Third question", "Fourth question"]) {
      await postAs(member, title);
    }
    await feedSettled();
    const html = await (await app.request("/")).text();
    // The newest three, each linking to its place in the forum.
    expect(html).toContain("Fourth question");
    expect(html).toContain("Second question");
    expect(html).not.toContain("First question");
    expect(html).toMatch(/href="\/community\/forum#post-[0-9a-f-]{36}"/);
    expect(html).not.toContain("Loading recent posts");
    const renders = counted.renders;
    expect(await (await app.request("/")).text()).toBe(html);
    expect(counted.renders).toBe(renders);
  });
});
