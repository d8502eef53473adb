import { COMMENT_MAX, POST_MAX, TITLE_MAX } from "./forum";
import { m, readWhenShown } from "./i18n";

/**
 * Drafts (issue #31 item 4, ADR 0032): the text a signed-in member is writing in an editor, kept on the
 * server so that it survives a reload, a lost connection and another device. One draft per member and
 * editor, named by its key.
 */
export const DRAFT_KEYS = {
  newPost: () => "new-post",
  /** Apart from the public forum's: a question meant for a private group is never offered in the public form. */
  newGroupPost: (groupId: string) => `new-group-post:${groupId}`,
  editPost: (postId: string) => `edit-post:${postId}`,
  comment: (postId: string) => `comment:${postId}`,
  reply: (commentId: string) => `reply:${commentId}`,
  editComment: (commentId: string) => `edit-comment:${commentId}`,
} as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const DRAFT_KEY_PATTERN = new RegExp(
  `^(?:new-post|(?:new-group-post|edit-post|comment|reply|edit-comment):${UUID})$`,
);

/** A post's editor keeps a title and a category; a comment's only its text. */
export const isPostDraftKey = (key: string) =>
  key === "new-post" || key.startsWith("new-group-post:") || key.startsWith("edit-post:");

/** The most drafts a member keeps: saving one more drops the one saved longest ago. */
export const DRAFTS_PER_MEMBER = 50;

/** The server's limit on draft saves, per member: autosave (one save at most every 10 s) stays well under it. */
export const DRAFT_SAVES = { max: 120, windowSeconds: 10 * 60 } as const;
/** What autosave waits for: a pause in typing, and at least this long since its last save. */
export const DRAFT_QUIET_MS = 2_000;
export const DRAFT_MIN_INTERVAL_MS = 10_000;

/** A saved draft, as its editor gets it back. */
export interface DraftView {
  key: string;
  title: string;
  category: string;
  content: string;
  updatedAt: string;
}

export const DRAFT_LIMITS = { title: TITLE_MAX, content: { post: POST_MAX, comment: COMMENT_MAX } } as const;

/** In the request's locale, read where they are shown (issue #33). */
export const DRAFT_MESSAGES = readWhenShown({
  signIn: m.forum_draft_sign_in,
  badKey: m.forum_draft_bad_key,
  badCategory: m.forum_draft_bad_category,
  commentHasNoTitle: m.forum_draft_comment_has_no_title,
  /** Asked before leaving an editor whose text the server does not have yet. */
  leave: m.forum_draft_leave,
});
