import { describe, expect, it } from "vitest";
import { COMMENT_MAX, COMMENTS_PER_POST_MAX, FORUM_MESSAGES, POST_MAX } from "./forum";

describe("forum messages", () => {
  it("write the limits as en-IE does, with thousands separated by commas", () => {
    expect(FORUM_MESSAGES.postTooLong).toBe(`Post must be ${POST_MAX.toLocaleString("en-IE")} characters or fewer.`);
    expect(FORUM_MESSAGES.postTooLong).toBe("Post must be 20,000 characters or fewer.");
    expect(FORUM_MESSAGES.commentTooLong).toContain(COMMENT_MAX.toLocaleString("en-IE"));
    expect(FORUM_MESSAGES.discussionFull).toContain(` ${COMMENTS_PER_POST_MAX.toLocaleString("en-IE")} comments`);
  });
});
