// The forms' schemas, apart from the constants in ./forum: zod is large, and pages that only need a label or a
// limit (every guide page names a category) should not download it.
import { m } from "./i18n";
import { z } from "./zod";
import { COMMENT_MAX, FORUM_MESSAGES, POST_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, TITLE_MAX } from "./forum";
import { POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { REVISION_INTENTS } from "./revisions";

export const newPostSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => FORUM_MESSAGES.enterTitle })
    .max(TITLE_MAX, { error: () => FORUM_MESSAGES.titleTooLong }),
  content: z
    .string()
    .trim()
    .min(1, { error: () => FORUM_MESSAGES.enterContent })
    .max(POST_MAX, { error: () => FORUM_MESSAGES.postTooLong }),
  category: z.enum(POST_CATEGORIES.map((c) => c.value) as [PostCategory, ...PostCategory[]], {
    error: () => FORUM_MESSAGES.selectCategory,
  }),
});
export type NewPostInput = z.infer<typeof newPostSchema>;

export const newCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { error: () => FORUM_MESSAGES.emptyComment })
    .max(COMMENT_MAX, { error: () => FORUM_MESSAGES.commentTooLong }),
  parentId: z.uuid().nullish(),
});

/** Spec: an edited comment is saved as typed (not trimmed), but a blank one is refused. */
export const editCommentSchema = z.object({
  content: z
    .string()
    .refine((text) => text.trim().length > 0, { error: () => FORUM_MESSAGES.commentCannotBeEmpty })
    .refine((text) => text.length <= COMMENT_MAX, { error: () => FORUM_MESSAGES.commentTooLong }),
});

/** The forms on a post and its comments (one route action, one intent per form). */
export const postActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("like-post"), liked: z.stringbool() }),
    z.object({ intent: z.literal("like-comment"), commentId: z.uuid(), liked: z.stringbool() }),
    z.object({
      intent: z.literal("comment"),
      content: newCommentSchema.shape.content,
      parentId: z.union([z.uuid(), z.literal("")]).optional(),
    }),
    z.object({ intent: z.literal("edit-comment"), commentId: z.uuid(), content: editCommentSchema.shape.content }),
    z.object({ intent: z.literal("delete-comment"), commentId: z.uuid() }),
    z.object({ intent: z.literal("delete-post") }),
    z.object({ intent: z.literal("request-review"), commentId: z.uuid().optional() }),
    z.object({
      intent: z.literal("watch"),
      level: z.enum(["watching", "normal", "muted"], { error: () => m.forum_choose_watch_level() }),
    }),
  ],
  { error: () => m.forum_unknown_action() },
);
export type PostAction = z.infer<typeof postActionSchema>;

export const reportSchema = z
  .object({
    postId: z.uuid().optional(),
    commentId: z.uuid().optional(),
    userId: z.uuid().optional(),
    reason: z.enum(REPORT_REASONS.map((r) => r.value) as [string, ...string[]], {
      error: () => FORUM_MESSAGES.chooseReason,
    }),
    details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
  })
  .refine((report) => [report.postId, report.commentId, report.userId].filter(Boolean).length === 1, {
    error: () => m.report_one_at_a_time(),
  });
export type ReportInput = z.infer<typeof reportSchema>;

/** The history page's form (ADR 0047): take the text before edit `number` out of the public history, or put it back. */
export const revisionVersionSchema = z.object({
  intent: z.enum(REVISION_INTENTS, { error: () => m.server_check_form() }),
  number: z.coerce
    .number({ error: () => m.forum_history_no_such_version() })
    .int({ error: () => m.forum_history_no_such_version() })
    .min(1, { error: () => m.forum_history_no_such_version() })
    .max(2_147_483_647, { error: () => m.forum_history_no_such_version() }),
});
