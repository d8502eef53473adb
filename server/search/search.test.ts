import { describe, expect, it, vi } from "vitest";
import { PageTags } from "../forum/page-tags";
import type { RequestContext } from "../request-context";
import { answerSearch, NOTHING_FOUND, SEARCH_CONCURRENCY_MAX, SEARCH_QUEUE_MAX } from "./search";

// The guides' rows are written once per database before its first search: nothing to write here.
vi.mock("./guides", async (original) => ({
  ...(await original<typeof import("./guides")>()),
  ensureGuideDocuments: async () => {},
}));

/** What the search's transaction answers: these posts. */
const withPosts = (posts: { id: string; title: string }[]) => ({ ...NOTHING_FOUND, posts });

describe("answerSearch (issue #13: a flood of searches cannot take every connection)", () => {
  it(`runs at most ${SEARCH_CONCURRENCY_MAX} searches at once, queues ${SEARCH_QUEUE_MAX}, turns the rest away`, async () => {
    let unblock!: () => void;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const transaction = vi.fn(async () => {
      await blocked;
      return withPosts([{ id: "1", title: "Housing" }]);
    });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const context = {
      database: { db: { transaction } },
      forumChanges: { version: 0 },
      requestId: "req-1",
      pageTags: new PageTags(),
      logger,
    } as unknown as RequestContext;

    const searches = Array.from({ length: SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX + 3 }, (_, i) =>
      answerSearch(context, `housing ${i}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(transaction).toHaveBeenCalledTimes(SEARCH_CONCURRENCY_MAX);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledWith({ reqId: "req-1" }, expect.stringMatching(/turned away/));
    // A page showing a turned-away search's empty answer is not kept in memory (server/http/pages-in-memory.ts).
    expect(context.pageTags.keepable).toBe(false);
    const answered = { ...context, pageTags: new PageTags() } as RequestContext;

    unblock();
    const results = await Promise.all(searches);
    expect(results.filter((found) => found.posts.length === 1)).toHaveLength(SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX);
    expect(transaction).toHaveBeenCalledTimes(SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX);
    expect(logger.error).not.toHaveBeenCalled();

    // Every slot was given back: the next search runs at once.
    transaction.mockClear();
    await answerSearch(answered, "housing");
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(answered.pageTags.keepable).toBe(true);
  });
});

describe("answerSearch keeps answers until the forum changes (issue #17)", () => {
  it("runs a term once however often it is asked, again after a change, and never keeps a failure", async () => {
    let posts = [{ id: "1", title: "Renting in Dublin" }];
    let failing = false;
    const transaction = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing) throw new Error("connection lost");
      return withPosts(posts);
    });
    const forumChanges = { version: 0 };
    const logger = { warn: vi.fn(), error: vi.fn() };
    const context = {
      database: { db: { transaction } },
      forumChanges,
      requestId: "r",
      pageTags: new PageTags(),
      logger,
    } as unknown as RequestContext;

    // Asked at once and then again, in other spellings of the same words: one search.
    const first = await Promise.all([answerSearch(context, "Rent dublin"), answerSearch(context, "rent  Dublin ")]);
    expect((await answerSearch(context, "RENT, dublin")).posts).toEqual(posts);
    expect(first.map((found) => found.posts)).toEqual([posts, posts]);
    expect(transaction).toHaveBeenCalledTimes(1);
    // Another term is another search.
    await answerSearch(context, "dublin rent");
    expect(transaction).toHaveBeenCalledTimes(2);
    // Another page of the same term is another search.
    await answerSearch(context, "rent dublin", 2);
    expect(transaction).toHaveBeenCalledTimes(3);
    transaction.mockClear();
    await answerSearch(context, "rent dublin", 2);
    expect(transaction).toHaveBeenCalledTimes(0);

    // A post is created, edited or hidden: the feed's version moves and the term is searched again.
    posts = [{ id: "2", title: "Renting in Dublin 8" }, ...posts];
    forumChanges.version++;
    expect((await answerSearch(context, "rent dublin")).posts).toEqual(posts);
    expect(transaction).toHaveBeenCalledTimes(1);

    // A failed search answers nothing and is not kept: the next asking runs it again.
    forumChanges.version++;
    failing = true;
    expect((await answerSearch(context, "rent dublin")).posts).toEqual([]);
    failing = false;
    expect((await answerSearch(context, "rent dublin")).posts).toEqual(posts);
    expect(transaction).toHaveBeenCalledTimes(3);
  });
});
