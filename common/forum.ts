import { m, readWhenShown } from "./i18n";
import { localNumber } from "./plural";
import type { Visibility } from "./moderation";

/** Spec section 9 and the forum issue's limits. */
export const FORUM_PAGE_SIZE = 5;
export const HOME_LATEST_POSTS = 3;
/** Spec section 5: forum search runs when the trimmed term has 2 or more characters. */
export const SEARCH_MIN_CHARS = 2;
/** Spec section 5: a search runs this long after typing stops (for SEARCH_MIN_CHARS or more). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Longer search terms are cut: nobody types more. */
export const SEARCH_TERM_MAX = 100;
export const TITLE_MAX = 200;
export const POST_MAX = 20_000;
export const COMMENT_MAX = 5_000;
/** Comments one post takes (and shows): a longer discussion goes on in a new post. */
export const COMMENTS_PER_POST_MAX = 1_000;
export const REPORT_DETAILS_MAX = 1_000;
/**
 * What a post's or comment's Markdown may ask of the renderer and of a reader's browser (ADR 0022): quotes
 * and lists nested this deep, bold, italic and links inside each other this deep, and this many elements
 * (paragraphs, list items, links, emphasis…), BODY_LINKS_MAX of them links. A 20,000-character guide-like
 * post uses about 1,500 elements.
 */
export const BODY_NESTING_MAX = 8;
export const BODY_INLINE_NESTING_MAX = 8;
export const BODY_ELEMENTS_MAX = 5_000;
/** Links in one body (mentions and images, shown as links, count): each costs ~100 bytes of HTML. */
export const BODY_LINKS_MAX = 300;
/**
 * A post's comments come a page at a time (issue #17), whole threads: this many top-level comments a
 * page, each with its first replies; a thread with more has a view of its own, its replies paged. A
 * comment weighs about 4 KB of HTML (markup, icons, its data for hydration) on a page of about 32 KB,
 * so the fullest page (8 + 8 × 2 comments) stays under 150 KB, a thread's page (1 + 20) under 125 KB.
 */
export const COMMENT_THREADS_PER_PAGE = 8;
export const REPLIES_SHOWN_PER_THREAD = 2;
export const THREAD_REPLIES_PER_PAGE = 20;
export const HIGHLIGHT_MS = 2_500;

/** 20000 → "20,000" in English, "20.000" in Spanish: read when a message is, in the request's locale. */

/**
 * The forum's messages, in the locale of the request (issue #33): each is read where it is shown or
 * sent, never kept from when the module loads.
 */
export const FORUM_MESSAGES = readWhenShown({
  /** Spec section 8: 'Authentication Error' with these, when the server sees no session. */
  loginToPost: m.forum_login_to_post,
  loginToComment: m.forum_login_to_comment,
  loginToLike: m.forum_login_to_like,
  loginToReport: m.forum_sign_in_to_report,
  loginToChange: m.forum_login_to_change,
  failedToLoadPosts: m.forum_failed_to_load_posts,
  enterTitle: m.forum_enter_title,
  enterContent: m.forum_enter_content,
  selectCategory: m.forum_select_category,
  titleTooLong: () => m.forum_title_too_long({ max: localNumber(TITLE_MAX) }),
  postTooLong: () => m.forum_post_too_long({ max: localNumber(POST_MAX) }),
  emptyComment: m.forum_empty_comment,
  emptyCommentHelp: m.forum_empty_comment_help,
  commentCannotBeEmpty: m.forum_comment_cannot_be_empty,
  commentTooLong: () => m.forum_comment_too_long({ max: localNumber(COMMENT_MAX) }),
  bodyNestedTooDeep: () => m.forum_body_nested_too_deep({ max: localNumber(BODY_NESTING_MAX) }),
  bodyFormattingNestedTooDeep: () =>
    m.forum_body_formatting_nested_too_deep({ max: localNumber(BODY_INLINE_NESTING_MAX) }),
  bodyTooManyLinks: () => m.forum_body_too_many_links({ max: localNumber(BODY_LINKS_MAX) }),
  bodyTooManyElements: () => m.forum_body_too_many_elements({ max: localNumber(BODY_ELEMENTS_MAX) }),
  postLocked: m.forum_post_locked,
  discussionFull: () => m.forum_discussion_full({ max: localNumber(COMMENTS_PER_POST_MAX) }),
  postNotVisible: m.forum_post_not_visible,
  postNotVisibleStaff: m.forum_post_not_visible_staff,
  alreadyReported: m.report_already_reported,
  cannotReportOwn: m.report_cannot_report_own,
  chooseReason: m.report_choose_reason,
});

export const REPORT_REASONS = [
  readWhenShown({ label: m.report_reason_spam }, { value: "spam" }),
  readWhenShown({ label: m.report_reason_scam }, { value: "scam" }),
  readWhenShown({ label: m.report_reason_harassment }, { value: "harassment" }),
  readWhenShown({ label: m.report_reason_misinformation }, { value: "misinformation" }),
  readWhenShown({ label: m.report_reason_inappropriate }, { value: "inappropriate" }),
  readWhenShown({ label: m.report_reason_other }, { value: "other" }),
] as const;

/** What a post card shows (spec section 3: the feed adds the author profile and two counts). */
export interface PostAuthor {
  id: string;
  username: string | null;
  avatarUrl: string | null;
  karmaPoints: number;
}

export interface PostView {
  id: string;
  title: string;
  content: string;
  /** `content` rendered from Markdown by the server (ADR 0021). */
  contentHtml: string;
  category: string;
  createdAt: string;
  updatedAt: string;
  isPinned: boolean;
  isLocked: boolean;
  author: PostAuthor | null;
  likesCount: number;
  commentsCount: number;
  likedByMe: boolean;
  /** Anything but visible is shown only to its author and moderators, marked with the reason. */
  visibility: Visibility;
  moderationReason: string | null;
  reviewRequested: boolean;
  /** A comment is marked as the answer (ADR 0031): which one, for the post's page and its comments. */
  acceptedCommentId: string | null;
  solved: boolean;
  /** The private group it was asked in (issue #47); null: the public forum. */
  groupId: string | null;
  /** Longer than a list shows (`clampedInLists`): clamped there, with "Read more" to the permalink. */
  clampedInLists: boolean;
}

/** Longer posts are clamped in the lists, with "Read more" to the permalink. */
export const LIST_PREVIEW_CHARS = 600;
/** Decided on the server from the Markdown source, which a visitor's page does not carry (issue #48). */
export const clampedInLists = (markdown: string) =>
  markdown.length > LIST_PREVIEW_CHARS || markdown.split("\n").length > 8;

/**
 * A post or comment without its Markdown source, for a visitor's page (issue #48 item 2): it carries each
 * once, rendered; the source is what a member's Edit and Quote start from.
 */
export function withoutSource<T extends { content: string }>(item: T): T {
  return { ...item, content: "" };
}

export interface CommentView {
  id: string;
  postId: string;
  parentId: string | null;
  content: string;
  /** `content` rendered from Markdown by the server (ADR 0021). */
  contentHtml: string;
  createdAt: string;
  updatedAt: string;
  author: PostAuthor | null;
  likesCount: number;
  likedByMe: boolean;
  visibility: Visibility;
  moderationReason: string | null;
  reviewRequested: boolean;
  /** Its post's private group (issue #47); null: the public forum. */
  groupId: string | null;
}

export const postPath = (postId: string) => `/community/forum/posts/${postId}`;

/**
 * A comment's address. The post's comments come in pages: ?comment= has the server open the page that
 * holds it (for whoever follows the link: hidden comments shift pages for moderators), the anchor
 * scrolls to it.
 */
export const commentPath = (postId: string, commentId: string) =>
  `${postPath(postId)}?comment=${commentId}#comment-${commentId}`;

/** One page of a post's comments, as the permalink and the feed's comments panel show it. */
export interface CommentsPage {
  /** The page's top-level comments and the replies shown with them, oldest first. */
  comments: CommentView[];
  page: number;
  pageCount: number;
  /** Set in a thread's own view: the top-level comment whose replies are paged. */
  thread: string | null;
  /** In a thread's view, the page of all comments that holds the thread. */
  threadPage: number | null;
  /** Top-level comments with more replies than this page shows. */
  moreReplies: string[];
}

/** Which page of a post's comments to show: ?comments={page}, and ?thread={commentId} for a thread's view. */
export interface CommentsPageRequest {
  page: number;
  thread: string | null;
}

/** Any ?comments= value is a page: digits give a number (bounded later by the page count), the rest page 1. */
export function commentsPageParam(value: string | null): number {
  return value && /^\d{1,6}$/.test(value.trim()) ? Math.max(1, Number(value.trim())) : 1;
}

export interface ForumPage {
  posts: PostView[];
  page: number;
  pageCount: number;
  total: number;
}

export const pageCountFor = (total: number) => Math.ceil(total / FORUM_PAGE_SIZE);
