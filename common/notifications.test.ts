import { describe, expect, it } from "vitest";
import {
  describeNotification,
  describeNotificationParts,
  describeNotificationText,
  mentionedUsernames,
  splitMentions,
  type NotificationView,
} from "./notifications";

describe("mentions", () => {
  it("finds @usernames, not email addresses, trims a sentence's full stop, at most ten", () => {
    expect(mentionedUsernames("Ask @Aoife or @brian_k. Mail me@ciara.ie; @ab is too short")).toEqual([
      "aoife",
      "brian_k",
    ]);
    const many = Array.from({ length: 15 }, (_, i) => `@member${i}`).join(" ");
    expect(mentionedUsernames(many)).toHaveLength(10);
  });

  it("cuts text into words and mentions for the links", () => {
    expect(splitMentions("Thanks @Aoife.")).toEqual([{ text: "Thanks " }, { username: "Aoife" }, { text: "." }]);
    expect(splitMentions("no mentions here")).toEqual([{ text: "no mentions here" }]);
  });
});

describe("describeNotification", () => {
  const base: NotificationView = {
    id: "1",
    kind: "like",
    actor: "aoife",
    others: 3,
    postId: "p",
    postTitle: "Renting in Galway",
    commentId: "c",
    action: null,
    reason: null,
    createdAt: "2026-11-23T00:00:00.000Z",
    read: false,
    href: "/community/forum/posts/p#comment-c",
  };
  it("groups likers", () => {
    expect(describeNotification(base)).toBe('aoife and 3 others liked your comment on "Renting in Galway"');
    expect(describeNotification({ ...base, others: 0, commentId: null })).toBe(
      'aoife liked your post "Renting in Galway"',
    );
  });
  it("says what a moderator did, and why", () => {
    expect(describeNotification({ ...base, kind: "moderation", action: "hide", reason: "Spam" })).toBe(
      'A moderator hid your comment on "Renting in Galway": Spam',
    );
  });
  it("keeps what members wrote apart, to be isolated in a right-to-left sentence (issue #46 item 8)", () => {
    const item: NotificationView = { ...base, kind: "comment", others: 0, postTitle: "How do I get a PPS number?" };
    expect(describeNotificationParts(item, "ar")).toEqual([
      { text: "علّق " },
      { text: "aoife", member: true },
      { text: " على منشورك «" },
      { text: "How do I get a PPS number?", member: true },
      { text: "»" },
    ]);
    expect(describeNotificationText(item, "ar")).toBe(
      "علّق \u2068aoife\u2069 على منشورك «\u2068How do I get a PPS number?\u2069»",
    );
    expect(describeNotificationParts({ ...item, actor: null, postTitle: "\u0001 0 \u0001" }, "en")).toEqual([
      { text: 'Someone commented on your post "' },
      { text: " 0 ", member: true },
      { text: '"' },
    ]);
    const moderated = { ...base, kind: "moderation" as const, action: "hide", reason: "Spam?" };
    expect(describeNotificationParts(moderated, "en").filter((part) => part.member)).toEqual([
      { text: "Renting in Galway", member: true },
      { text: "Spam?", member: true },
    ]);
  });
});
