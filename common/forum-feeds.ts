import { categoryLabel, POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { postPath } from "./forum";
import { m } from "./i18n";

/**
 * The forum's Atom feeds (issue #31 item 8, ADR 0034): the newest posts of the forum and of each category,
 * and a post's newest comments. Read by feed readers, linked from the pages with `<link rel="alternate">`.
 */
export const FEED_ENTRIES_MAX = 20;
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export const forumFeedPath = "/community/forum/feed.xml";
export const categoryPagePath = (category: PostCategory) => `/community/forum/c/${category}`;
export const categoryFeedPath = (category: PostCategory) => `${categoryPagePath(category)}/feed.xml`;
export const postFeedPath = (postId: string) => `${postPath(postId)}/feed.xml`;

/** A category named in an address, or null when it is not one of the spec's. */
export const feedCategory = (value: string | undefined): PostCategory | null =>
  POST_CATEGORIES.find((category) => category.value === value)?.value ?? null;

/**
 * The feeds' titles, the same in the feed and in the page's `<link rel="alternate">`, in the page's
 * language: each locale has its own feed address (/ar/community/forum/feed.xml), as it has its own pages.
 */
export const postsFeedTitle = (category?: PostCategory | null) =>
  category ? m.forum_feed_category_title({ category: categoryLabel(category) }) : m.forum_feed_title();
export const commentsFeedTitle = (postTitle: string) => m.forum_feed_comments_title({ title: postTitle });
