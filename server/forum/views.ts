import { asc, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import { clampedInLists, type CommentView, type PostView } from "../../common/forum";
import type { Visibility } from "../../common/moderation";
import type { Db } from "../db/database";
import { preparedOnce } from "../db/prepared";
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

export function postColumns(viewerId: string | Placeholder | null) {
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

type PostRow = Omit<PostView, "createdAt" | "updatedAt" | "contentHtml" | "clampedInLists"> & {
  createdAt: Date;
  updatedAt: Date;
};
export const toPostView = (row: PostRow): PostView => ({
  ...row,
  contentHtml: markdownHtml(row.content),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  likedByMe: Boolean(row.likedByMe),
  reviewRequested: Boolean(row.reviewRequested),
  solved: Boolean(row.solved),
  clampedInLists: clampedInLists(row.content),
});

function commentColumns(viewerId: string | Placeholder | null) {
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

/**
 * A statement that reads comments in full (author, likes), with `extra` columns: its caller adds the
 * conditions and order, and makes each row a view with `toCommentView`.
 */
export function selectComments<Extra extends Record<string, SQL>>(
  queryBuilder: Pick<Db, "select">,
  viewerId: string | Placeholder | null,
  extra: Extra,
) {
  return queryBuilder
    .select({ ...commentColumns(viewerId), ...extra })
    .from(comments)
    .innerJoin(commentCounters, eq(commentCounters.commentId, comments.id))
    .leftJoin(profiles, eq(profiles.id, comments.authorId));
}

type CommentRow = Omit<CommentView, "createdAt" | "updatedAt" | "contentHtml"> & { createdAt: Date; updatedAt: Date };
export const toCommentView = (row: CommentRow): CommentView => ({
  id: row.id,
  postId: row.postId,
  parentId: row.parentId,
  content: row.content,
  contentHtml: markdownHtml(row.content),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  author: row.author,
  likesCount: row.likesCount,
  likedByMe: Boolean(row.likedByMe),
  visibility: row.visibility,
  moderationReason: row.moderationReason,
  reviewRequested: Boolean(row.reviewRequested),
  groupId: row.groupId,
});

/** These comments in full (author, likes), oldest first. */
export async function readComments(db: Db, ids: string[], viewerId: string | null): Promise<CommentView[]> {
  if (ids.length === 0) return [];
  // One comment for a visitor (each solved post's answer, on its page) is a prepared statement.
  const rows =
    viewerId === null && ids.length === 1
      ? await preparedOnce(db, "visitors_comment", (name) =>
          selectComments(db, null, {})
            .where(eq(comments.id, sql.placeholder("commentId")))
            .prepare(name),
        ).execute({ commentId: ids[0] })
      : await selectComments(db, viewerId, {})
          .where(inArray(comments.id, ids))
          .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(toCommentView);
}

/** One comment as its author sees it. */
export async function readComment(db: Db, commentId: string, viewerId: string): Promise<CommentView> {
  const [comment] = await readComments(db, [commentId], viewerId);
  return comment!;
}
