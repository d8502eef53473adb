import { and, desc, eq, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { FEED_ENTRIES_MAX } from "../../../common/forum-feeds";
import type { PostCategory } from "../../../common/forum-categories";
import type { Db } from "../../db/database";
import { comments, posts, profiles } from "../../db/schema";
import { isUuid } from "../../ids";
import { findableInSql, readableByEveryone } from "../../read-policy";
import type { Reader } from "../../identity";

/**
 * What the forum's feeds list (ADR 0034): only what everyone may see, newest first, at most
 * FEED_ENTRIES_MAX. The same for every reader, signed in or not, so a feed can be kept and shared. A
 * private group's feed is its member's own (newestGroupPosts), kept nowhere.
 */
export interface FeedAuthor {
  id: string;
  username: string | null;
}

export interface FeedPost {
  id: string;
  title: string;
  content: string;
  category: string;
  createdAt: Date;
  updatedAt: Date;
  author: FeedAuthor | null;
}

export interface FeedComment {
  id: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  author: FeedAuthor | null;
}

const postColumns = {
  id: posts.id,
  title: posts.title,
  content: posts.content,
  category: posts.category,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  author: { id: profiles.id, username: profiles.username },
};

const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The newest visible posts of the forum, or of one category. Pinned and unpinned posts are read apart, each
 * newest first from the feed's index (posts_feed_idx, posts_category_feed_idx: pinned first, then newest),
 * and merged: ordering all visible posts by date alone would sort the whole forum.
 */
export async function newestPosts(db: Db, category?: PostCategory): Promise<FeedPost[]> {
  const read = (pinned: boolean) =>
    db
      .select(postColumns)
      .from(posts)
      .leftJoin(profiles, eq(profiles.id, posts.authorId))
      .where(
        and(readableByEveryone(posts), category ? eq(posts.category, category) : undefined, eq(posts.isPinned, pinned)),
      )
      .orderBy(desc(posts.isPinned), desc(posts.createdAt), desc(posts.id))
      .limit(FEED_ENTRIES_MAX);
  const [pinned, unpinned] = [await read(true), await read(false)];
  return [...pinned, ...unpinned].sort(newestFirst).slice(0, FEED_ENTRIES_MAX);
}

/**
 * The newest visible posts of a private group, for a reader of it (a member's private feed of the group,
 * server/groups/feed.ts): nothing for anyone else (findableInSql).
 */
export async function newestGroupPosts(db: Db, groupId: string, reader: Reader): Promise<FeedPost[]> {
  return db
    .select(postColumns)
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(findableInSql("posts", reader, groupId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(FEED_ENTRIES_MAX);
}

/** A post everyone may see, for its comments' feed; null when it is not there or not visible. */
export async function visiblePost(db: Db, postId: string): Promise<FeedPost | null> {
  if (!isUuid(postId)) return null;
  const [post] = await db
    .select(postColumns)
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, postId), readableByEveryone(posts)));
  return post ?? null;
}

const parents = alias(comments, "parent");

/**
 * The newest visible comments of a post (comments_post_idx, read backwards). A reply to a comment nobody
 * may see goes with it, as on the post's page.
 */
export async function newestComments(db: Db, postId: string): Promise<FeedComment[]> {
  return db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      author: { id: profiles.id, username: profiles.username },
    })
    .from(comments)
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .leftJoin(profiles, eq(profiles.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        readableByEveryone(comments),
        or(isNull(comments.parentId), readableByEveryone(parents)),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(FEED_ENTRIES_MAX);
}
