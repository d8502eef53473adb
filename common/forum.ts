import type { Visibility } from "./moderation";

/** Spec section 3: the eight post categories, with their labels. */
export const POST_CATEGORIES = [
  { value: "general", label: "General Discussion" },
  { value: "housing", label: "Housing & Accommodation" },
  { value: "education", label: "Education" },
  { value: "healthcare", label: "Healthcare" },
  { value: "transport", label: "Transport" },
  { value: "legal", label: "Legal & Immigration" },
  { value: "jobs", label: "Jobs & Career" },
  { value: "social", label: "Social" },
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]["value"];
export const categoryLabel = (value: string) => POST_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** Spec section 9 and the forum issue's limits. */
export const FORUM_PAGE_SIZE = 5;
export const HOME_LATEST_POSTS = 3;
/** Spec section 5: forum search runs when the trimmed term has 2 or more characters. */
export const SEARCH_MIN_CHARS = 2;
export const TITLE_MAX = 200;
export const POST_MAX = 20_000;
export const COMMENT_MAX = 5_000;
/** Comments one post takes (and shows): a longer discussion goes on in a new post. */
export const COMMENTS_PER_POST_MAX = 1_000;
export const REPORT_DETAILS_MAX = 1_000;
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
}

export interface CommentView {
  id: string;
  postId: string;
  parentId: string | null;
  content: string;
  createdAt: string;
  updatedAt: string;
  author: PostAuthor | null;
  likesCount: number;
  likedByMe: boolean;
  visibility: Visibility;
  moderationReason: string | null;
  reviewRequested: boolean;
}

export interface ForumPage {
  posts: PostView[];
  page: number;
  pageCount: number;
  total: number;
}

export const pageCountFor = (total: number) => Math.ceil(total / FORUM_PAGE_SIZE);
