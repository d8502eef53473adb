import { m, readWhenShown } from "./i18n";
import { localNumber } from "./plural";

/** Bookmarks (issue #31 item 5, ADR 0032): a member keeps posts and comments to come back to. */
export const BOOKMARKS_PER_MEMBER = 1_000;
/** The dashboard's bookmarks, a page at a time (?bookmarks=2). */
export const BOOKMARKS_PAGE_SIZE = 10;
export const BOOKMARK_WRITES = { max: 120, windowSeconds: 10 * 60 } as const;

/** In the request's locale, read where they are shown (issue #33). */
export const BOOKMARK_MESSAGES = readWhenShown({
  signIn: m.forum_bookmark_sign_in,
  full: () => m.forum_bookmarks_full({ max: localNumber(BOOKMARKS_PER_MEMBER) }),
  oneItem: m.forum_bookmark_one_item,
  added: m.forum_bookmark_added,
  removed: m.forum_bookmark_removed,
});

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
