import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CommentView, PostView } from "../../common/forum";
import type { Visibility } from "../../common/moderation";
import type { Db } from "../db/database";
import { commentCounters, comments, likes, posts, postCounters, profiles } from "../db/schema";
import { markdownHtml } from "./markdown";

/** How posts and comments are read for the screens: their columns, and rows made into views. */

export const iso = (value: Date | string) => new Date(value).toISOString();

const authorColumns = {
  id: profiles.id,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  karmaPoints: profiles.karmaPoints,
};

export function postColumns(viewerId: string | null) {
  return {
    id: posts.id,
    title: posts.title,
    content: posts.content,
    category: posts.category,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    isPinned: posts.isPinned,
    isLocked: posts.isLocked,
    author: authorColumns,
    likesCount: postCounters.likesCount,
    commentsCount: postCounters.commentsCount,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.postId} = ${posts.id} and ${likes.commentId} is null)`
      : sql<boolean>`false`,
    visibility: sql<Visibility>`${posts.visibility}`,
    moderationReason: posts.moderationReason,
    reviewRequested: sql<boolean>`${posts.reviewRequestedAt} is not null`,
    acceptedCommentId: posts.acceptedCommentId,
    solved: sql<boolean>`${posts.acceptedCommentId} is not null`,
    groupId: posts.groupId,
  };
}

type PostRow = Omit<PostView, "createdAt" | "updatedAt" | "contentHtml"> & { createdAt: Date; updatedAt: Date };
export const toPostView = (row: PostRow): PostView => ({
  ...row,
  contentHtml: markdownHtml(row.content),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  likedByMe: Boolean(row.likedByMe),
  reviewRequested: Boolean(row.reviewRequested),
  solved: Boolean(row.solved),
});

function commentColumns(viewerId: string | null) {
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    content: comments.content,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
    author: authorColumns,
    likesCount: commentCounters.likesCount,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.commentId} = ${comments.id})`
      : sql<boolean>`false`,
    visibility: sql<Visibility>`${comments.visibility}`,
    moderationReason: comments.moderationReason,
    reviewRequested: sql<boolean>`${comments.reviewRequestedAt} is not null`,
    groupId: comments.groupId,
  };
}

/** These comments in full (author, likes), oldest first. */
export async function readComments(db: Db, ids: string[], viewerId: string | null): Promise<CommentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(commentCounters, eq(commentCounters.commentId, comments.id))
    .leftJoin(profiles, eq(profiles.id, comments.authorId))
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    ...row,
    contentHtml: markdownHtml(row.content),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    likedByMe: Boolean(row.likedByMe),
    reviewRequested: Boolean(row.reviewRequested),
  }));
}

/** One comment as its author sees it. */
export async function readComment(db: Db, commentId: string, viewerId: string): Promise<CommentView> {
  const [comment] = await readComments(db, [commentId], viewerId);
  return comment!;
}
