// The forms of drafts and bookmarks (ADR 0032), apart from their constants: zod stays off pages that only
// need a limit.
import { m } from "./i18n";
import { z } from "./zod";
import { BOOKMARK_MESSAGES } from "./bookmarks";
import { DRAFT_KEY_PATTERN, DRAFT_LIMITS, DRAFT_MESSAGES } from "./drafts";
import { FORUM_MESSAGES } from "./forum";

/**
 * A draft as typed (not trimmed: it is the member's text, not yet a post): the same size limits as the
 * post's and comment's fields. Which fields an editor may keep is checked by the use case from the key.
 */
export const draftFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      key: z.string().regex(DRAFT_KEY_PATTERN, { error: () => DRAFT_MESSAGES.badKey }),
      title: z
        .string()
        .max(DRAFT_LIMITS.title, { error: () => FORUM_MESSAGES.titleTooLong })
        .default(""),
      category: z
        .string()
        .max(32, { error: () => DRAFT_MESSAGES.badCategory })
        .default(""),
      content: z
        .string()
        .max(DRAFT_LIMITS.content.post, { error: () => FORUM_MESSAGES.postTooLong })
        .default(""),
    }),
    z.object({
      intent: z.literal("discard"),
      key: z.string().regex(DRAFT_KEY_PATTERN, { error: () => DRAFT_MESSAGES.badKey }),
    }),
  ],
  { error: () => m.forum_draft_save_or_discard() },
);

/** A bookmark set or cleared on one post or one comment. */
export const bookmarkFormSchema = z
  .object({
    postId: z.uuid().optional(),
    commentId: z.uuid().optional(),
    bookmarked: z.stringbool({ error: () => m.forum_bookmark_add_or_remove() }),
  })
  .refine((form) => Boolean(form.postId) !== Boolean(form.commentId), { error: () => BOOKMARK_MESSAGES.oneItem });
