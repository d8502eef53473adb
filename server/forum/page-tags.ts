import type { CommentView } from "../../common/forum";

/** A post as a page shows it: with its author, or only the author's id (the home page's latest posts). */
type ShownPost = { id: string; author?: { id: string } | null; authorId?: string | null };

/**
 * What a kept page shows, as tags, and what a change touched, as the same tags (issue #34): a page
 * kept in memory (server/http/pages-in-memory.ts) is dropped only by a change to something it shows.
 *
 * - `order`: which posts are on which page of the feed (a post created, deleted, hidden, restored,
 *   pinned or moved to another category moves every post after it);
 * - `post:{id}`: a post's title, text and flags;
 * - `comments:{id}`: a post's comments (added, edited, hidden, deleted);
 * - `counts:{id}`: a post's like and comment counts and its comments' likes;
 * - `profile:{id}`: a member's name, avatar and karma, wherever they are shown as an author;
 * - `posts`: the text and visibility of any post (what a search finds);
 * - `order:activity`, `order:likes`: the order of the lists sorted by latest activity or unanswered (any
 *   post's comment count), and of the top lists (any post's likes): a number, so shown late within bounds.
 */
export const FORUM_ORDER = "order";
export const postTag = (postId: string) => `post:${postId}`;
export const commentsTag = (postId: string) => `comments:${postId}`;
export const countsTag = (postId: string) => `counts:${postId}`;
export const profileTag = (profileId: string) => `profile:${profileId}`;
export const ANY_POST = "posts";
export const ACTIVITY_ORDER = "order:activity";
export const LIKES_ORDER = "order:likes";

/**
 * One change the forum feed heard. `countOnly`: only numbers changed (likes, counts, karma), which a
 * kept page may show late, within its stated bound, rather than be rendered again for every like.
 * `everything`: the feed may have missed changes (a resync): nothing kept is current.
 */
export type ForumChange = { tag: string; countOnly: boolean } | { everything: true };

/** The tags of what one page shows; its loaders add to them as they read (RequestContext.shows). */
export class PageTags {
  readonly tags = new Set<string>();
  /** False when the page shows an answer that is not what it should be (a search that failed): not kept. */
  keepable = true;

  /** A list of posts in the feed's order (the forum's pages, the home page's latest posts). */
  postList(posts: readonly ShownPost[]) {
    this.tags.add(FORUM_ORDER);
    for (const post of posts) this.post(post);
  }

  /** A list sorted by more than the feed's order: by comments (latest, unanswered) or by likes (top). */
  listSortedBy(sort: "new" | "latest" | "top" | "unanswered") {
    if (sort === "latest" || sort === "unanswered") this.tags.add(ACTIVITY_ORDER);
    if (sort === "top") this.tags.add(LIKES_ORDER);
  }

  /** A post: its text, flags and counts, and its author. */
  post(post: ShownPost) {
    this.tags.add(postTag(post.id));
    this.tags.add(countsTag(post.id));
    const authorId = post.author?.id ?? post.authorId;
    if (authorId) this.tags.add(profileTag(authorId));
  }

  /**
   * Posts named on the page without their counts or authors (a post's related posts, ADR 0035): their
   * title, category and flags. Which posts are related is not tagged: a new post joins them when the
   * page is next rendered.
   */
  postTitles(posts: readonly { id: string }[]) {
    for (const post of posts) this.tags.add(postTag(post.id));
  }

  /** A list filtered by solved or not: any post's accepted answer may move it in or out. */
  filteredBySolved() {
    this.tags.add(ANY_POST);
  }

  /** A search's results: any post created, edited, hidden or deleted may change them. */
  searchResults() {
    this.tags.add(ANY_POST);
  }

  /** The page shows a stand-in for what it should (a failed search's empty answer): never kept. */
  notToKeep() {
    this.keepable = false;
  }

  /** A post's comments (one page of them) and their authors. */
  comments(postId: string, comments: readonly Pick<CommentView, "author">[]) {
    this.tags.add(commentsTag(postId));
    this.tags.add(countsTag(postId));
    for (const comment of comments) if (comment.author) this.tags.add(profileTag(comment.author.id));
  }
}
