import { describe, expect, it, vi } from "vitest";
import type { RequestContext } from "../request-context";
import { findPosts, SEARCH_CONCURRENCY_MAX, SEARCH_QUEUE_MAX } from "./search";

describe("findPosts (issue #13: a flood of searches cannot take every connection)", () => {
  it(`runs at most ${SEARCH_CONCURRENCY_MAX} searches at once, queues ${SEARCH_QUEUE_MAX}, turns the rest away`, async () => {
    let unblock!: () => void;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const transaction = vi.fn(async () => {
      await blocked;
      return [{ id: "1", title: "Housing" }];
    });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const context = { database: { db: { transaction } }, requestId: "req-1", logger } as unknown as RequestContext;

    const searches = Array.from({ length: SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX + 3 }, () =>
      findPosts(context, "housing"),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(transaction).toHaveBeenCalledTimes(SEARCH_CONCURRENCY_MAX);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledWith({ reqId: "req-1" }, expect.stringMatching(/turned away/));

    unblock();
    const results = await Promise.all(searches);
    expect(results.filter((found) => found.length === 1)).toHaveLength(SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX);
    expect(transaction).toHaveBeenCalledTimes(SEARCH_CONCURRENCY_MAX + SEARCH_QUEUE_MAX);
    expect(logger.error).not.toHaveBeenCalled();

    // Every slot was given back: the next search runs at once.
    transaction.mockClear();
    await findPosts(context, "housing");
    expect(transaction).toHaveBeenCalledTimes(1);
  });
});
