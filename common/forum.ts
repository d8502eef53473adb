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

/**
 * 20000 → "20,000", as toLocaleString("en-IE") writes it. These messages are built when the module loads, on
 * every page that names a category (guide pages do); the first toLocaleString loads ICU's number data, tens
 * of milliseconds of main thread before the page is interactive.
 */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const FORUM_MESSAGES = {
  /** Spec section 8: 'Authentication Error' with these, when the server sees no session. */
  loginToPost: "You must be logged in to create a post.",
  loginToComment: "You must be logged in to comment.",
  loginToLike: "You must be logged in to like a post.",
  loginToReport: "You must be logged in to report content.",
  loginToChange: "You must be logged in to change or delete your posts and comments.",
  failedToLoadPosts: "Failed to load posts. Please try again later.",
  enterTitle: "Please enter a title",
  enterContent: "Please enter content",
  selectCategory: "Please select a category",
  titleTooLong: `Title must be ${TITLE_MAX} characters or fewer.`,
  postTooLong: `Post must be ${withThousands(POST_MAX)} characters or fewer.`,
  emptyComment: "Cannot submit empty comment",
  emptyCommentHelp: "Please write something before submitting.",
  commentCannotBeEmpty: "Comment cannot be empty.",
  commentTooLong: `Comment must be ${withThousands(COMMENT_MAX)} characters or fewer.`,
  bodyNestedTooDeep: `Quotes and lists can be nested at most ${BODY_NESTING_MAX} levels deep. Remove some of the > or list markers at the start of your lines and try again.`,
  bodyFormattingNestedTooDeep: `Bold, italic and links can be nested at most ${BODY_INLINE_NESTING_MAX} levels deep. Remove some of the * or _ marks and try again.`,
  bodyTooManyLinks: `A post or comment can have at most ${BODY_LINKS_MAX} links, @mentions included. Remove some and try again.`,
  bodyTooManyElements: `This text has too much formatting to show (more than ${withThousands(BODY_ELEMENTS_MAX)} paragraphs, list items, links and other parts). Split it, or remove some formatting, and try again.`,
  postLocked: "This post is locked: it takes no new comments.",
  discussionFull: `This discussion has reached ${withThousands(COMMENTS_PER_POST_MAX)} comments. Please start a new post to continue it.`,
  postNotVisible: "Only you and the moderators can see this post for now: it takes no comments or likes.",
  alreadyReported: "You have already reported this. Our moderators will review it.",
  cannotReportOwn: "You cannot report your own posts, comments or profile.",
  chooseReason: "Please choose a reason.",
} as const;

export const REPORT_REASONS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "scam", label: "Scam or fraud (for example a fake rental)" },
  { value: "harassment", label: "Harassment or hate" },
  { value: "misinformation", label: "Wrong or dangerous information" },
  { value: "inappropriate", label: "Inappropriate or offensive" },
  { value: "other", label: "Something else" },
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
