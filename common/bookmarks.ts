/** Bookmarks (issue #31 item 5, ADR 0032): a member keeps posts and comments to come back to. */
export const BOOKMARKS_PER_MEMBER = 1_000;
/** The dashboard's bookmarks, a page at a time (?bookmarks=2). */
export const BOOKMARKS_PAGE_SIZE = 10;
export const BOOKMARK_WRITES = { max: 120, windowSeconds: 10 * 60 } as const;

export const BOOKMARK_MESSAGES = {
  signIn: "Please sign in to bookmark posts and comments.",
  full: `You have ${BOOKMARKS_PER_MEMBER.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")} bookmarks, the most you can keep. Remove some from your dashboard to add more.`,
  oneItem: "Bookmark one post or one comment at a time.",
  added: "Bookmarked. You will find it on your dashboard.",
  removed: "Bookmark removed.",
  bookmarkWhat: "bookmark again",
} as const;

/**
 * One of a member's bookmarks, as the dashboard lists it. `available` false: hidden or removed since it was
 * bookmarked, and then its title and excerpt are null (they are not the member's to read any more).
 */
export interface BookmarkItem {
  id: string;
  createdAt: string;
  kind: "post" | "comment";
  postId: string;
  commentId: string | null;
  available: boolean;
  title: string | null;
  excerpt: string | null;
}

export interface BookmarksPage {
  items: BookmarkItem[];
  page: number;
  pageCount: number;
  total: number;
}
