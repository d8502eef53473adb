import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "./paraglide/runtime.js";
import { MODERATION_ACTIONS, MODERATION_MESSAGES } from "./moderation";
import { CADENCE_LABELS, describeNotification, MAIL_GROUP_LABELS, type NotificationView } from "./notifications";

/** The words are read when shown (issue #33): the same constant answers in each request's language. */
const requestLocale = getLocale;
afterEach(() => overwriteGetLocale(requestLocale));

const like: NotificationView = {
  id: "n1",
  kind: "like",
  actor: "aoife",
  others: 3,
  postId: "p1",
  postTitle: "Renting in Galway",
  commentId: "c1",
  action: null,
  reason: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  read: false,
  href: "/",
};

describe("notification and moderation words in the request's language", () => {
  it("reads labels when shown, not at module load", () => {
    expect(CADENCE_LABELS.daily).toBe("Daily digest");
    expect(MAIL_GROUP_LABELS.mentions.label).toBe("Mentions");
    expect(MODERATION_ACTIONS.hide.label).toBe("Hide");
    overwriteGetLocale(() => "es");
    expect(CADENCE_LABELS.daily).toBe("Resumen diario");
    expect(MAIL_GROUP_LABELS.mentions.label).toBe("Menciones");
    expect(MODERATION_ACTIONS.hide.label).toBe("Ocultar");
    expect(MODERATION_MESSAGES.staffOnly).toBe("Solo los moderadores pueden hacer eso.");
    // Stored as an item's reason (data): English whatever the page's language.
    expect(MODERATION_MESSAGES.autoHidden).toBe("Hidden until a moderator looks: 3 members reported it.");
  });

  it("describes a notification in the page's language, or in a mail's own", () => {
    expect(describeNotification(like)).toBe('aoife and 3 others liked your comment on "Renting in Galway"');
    expect(describeNotification(like, "uk")).toBe(
      "Ваш коментар до «Renting in Galway» вподобали: aoife та ще 3 людини",
    );
    overwriteGetLocale(() => "zh-cn");
    expect(describeNotification({ ...like, others: 0, commentId: null })).toBe("aoife赞了你的帖子“Renting in Galway”");
    expect(describeNotification({ ...like, kind: "moderation", action: "hide", reason: "Spam" }, "en")).toBe(
      'A moderator hid your comment on "Renting in Galway": Spam',
    );
  });
});
