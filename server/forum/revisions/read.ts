import { and, between, desc, eq, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REVISIONS_PER_PAGE, type RevisedItem, type RevisionsPage, type RevisionView } from "../../../common/revisions";
import type { Db } from "../../db/database";
import { commentRevisions, comments, postRevisions, profiles } from "../../db/schema";
import type { Reader } from "../../identity";
import { isUuid } from "../../ids";
import { getPost } from "../posts/read";
import { iso } from "../views";
import { canSee } from "../visibility";
import { diffText } from "./diff";

const parents = alias(comments, "parent");

/**
 * An item's edit history as `reader` may see it (ADR 0033): whoever may see the post or comment sees its
 * revisions, moderators every one (hidden and deleted items too); anyone else gets null, as for an item
 * that does not exist. One page of REVISIONS_PER_PAGE edits, newest first, each compared word by word with
 * the text that replaced it (the next revision's, or the item's own for the newest). Revisions are
 * numbered 1, 2, 3… without gaps, so a page is a range of numbers read by the unique index.
 */
export async function readPostRevisions(
  db: Db,
  postId: string,
  reader: Reader,
  page: number,
): Promise<RevisionsPage | null> {
  const post = await getPost(db, postId, reader);
  if (!post) return null;
  const item: RevisedItem = {
    kind: "post",
    postId: post.id,
    postTitle: post.title,
    commentId: null,
    author: post.author,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    visibility: post.visibility,
  };
  const [{ total } = { total: null }] = await db
    .select({ total: max(postRevisions.number) })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId));
  const range = pageRange(Number(total ?? 0), page);
  const rows = await db
    .select({
      number: postRevisions.number,
      title: postRevisions.title,
      content: postRevisions.content,
      category: postRevisions.category,
      editedAt: postRevisions.editedAt,
      editorId: postRevisions.editedBy,
      editorName: profiles.username,
    })
    .from(postRevisions)
    .leftJoin(profiles, eq(profiles.id, postRevisions.editedBy))
    .where(and(eq(postRevisions.postId, postId), between(postRevisions.number, range.low, range.high + 1)))
    .orderBy(desc(postRevisions.number));
  const current = { title: post.title, content: post.content, category: post.category };
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  const revisions = rows
    .filter((row) => row.number <= range.high)
    .map((row): RevisionView => {
      // The text this edit left: the next revision's "before", or the post as it is now.
      const after = byNumber.get(row.number + 1) ?? current;
      return {
        ...edit(row),
        ...(row.title !== after.title ? { title: diffText(row.title, after.title) } : {}),
        ...(row.category !== after.category ? { category: { before: row.category, after: after.category } } : {}),
        ...(row.content !== after.content ? { content: diffText(row.content, after.content) } : {}),
      };
    });
  return { item, revisions, total: range.total, page: range.page, pageCount: range.pageCount };
}

/** A comment's history: the reader must see its post and the comment (ADR 0033). */
export async function readCommentRevisions(
  db: Db,
  postId: string,
  commentId: string,
  reader: Reader,
  page: number,
): Promise<RevisionsPage | null> {
  if (!isUuid(commentId)) return null;
  const post = await getPost(db, postId, reader);
  if (!post) return null;
  const [comment] = await db
    .select({
      content: comments.content,
      visibility: comments.visibility,
      parent: { visibility: parents.visibility, authorId: parents.authorId },
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      authorId: comments.authorId,
      author: {
        id: profiles.id,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
        karmaPoints: profiles.karmaPoints,
      },
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.id, comments.authorId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId)));
  // A reply is seen only with the comment it answers (the post's page shows no reply under a hidden one).
  const seen = (item: { visibility: string; authorId: string | null } | null) =>
    !item || canSee({ visibility: item.visibility as RevisedItem["visibility"], authorId: item.authorId }, reader);
  if (!comment || !seen(comment) || !seen(comment.parent)) return null;
  const item: RevisedItem = {
    kind: "comment",
    postId,
    postTitle: post.title,
    commentId,
    author: comment.author,
    createdAt: iso(comment.createdAt),
    updatedAt: iso(comment.updatedAt),
    visibility: comment.visibility as RevisedItem["visibility"],
  };
  const [{ total } = { total: null }] = await db
    .select({ total: max(commentRevisions.number) })
    .from(commentRevisions)
    .where(eq(commentRevisions.commentId, commentId));
  const range = pageRange(Number(total ?? 0), page);
  const rows = await db
    .select({
      number: commentRevisions.number,
      content: commentRevisions.content,
      editedAt: commentRevisions.editedAt,
      editorId: commentRevisions.editedBy,
      editorName: profiles.username,
    })
    .from(commentRevisions)
    .leftJoin(profiles, eq(profiles.id, commentRevisions.editedBy))
    .where(and(eq(commentRevisions.commentId, commentId), between(commentRevisions.number, range.low, range.high + 1)))
    .orderBy(desc(commentRevisions.number));
  const byNumber = new Map(rows.map((row) => [row.number, row.content]));
  const revisions = rows
    .filter((row) => row.number <= range.high)
    .map((row): RevisionView => {
      const after = byNumber.get(row.number + 1) ?? comment.content;
      return { ...edit(row), ...(row.content !== after ? { content: diffText(row.content, after) } : {}) };
    });
  return { item, revisions, total: range.total, page: range.page, pageCount: range.pageCount };
}

/**
 * The numbers of the edits on `page` (newest first): any page is brought within the pages there are.
 * `high + 1` is read too: it holds the text the page's newest edit left.
 */
function pageRange(total: number, page: number) {
  const pageCount = Math.max(1, Math.ceil(total / REVISIONS_PER_PAGE));
  const clamped = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const high = total - (clamped - 1) * REVISIONS_PER_PAGE;
  return { total, page: clamped, pageCount, high, low: Math.max(1, high - REVISIONS_PER_PAGE + 1) };
}

function edit(row: { number: number; editedAt: Date; editorId: string | null; editorName: string | null }) {
  return {
    number: row.number,
    editedAt: iso(row.editedAt),
    editor: row.editorId ? { id: row.editorId, username: row.editorName } : null,
  };
}
