import type { PostAuthor } from "./forum";

/**
 * One message of the live feed (/api/events, event 'forum'): what changed since the last one.
 * - post: a post was created, edited (title, text, pinned, locked) or deleted;
 * - counts: a post's like and comment counts, as they are now;
 * - profile: an author's name, avatar or karma, as they are now;
 * - resync: the server may have missed changes: refetch what is shown.
 */
export type FeedChange =
  | { kind: "post"; postId: string; op: "created" | "updated" | "deleted" }
  | { kind: "counts"; postId: string; likesCount: number; commentsCount: number }
  | { kind: "profile"; profile: PostAuthor }
  | { kind: "resync" };

export interface FeedEvent {
  changes: FeedChange[];
}

export const FEED_EVENT_NAME = "forum";
