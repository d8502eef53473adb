import { and, between, desc, eq, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REVISIONS_PER_PAGE, type RevisedItem, type RevisionsPage, type RevisionView } from "../../../common/revisions";
import type { Db } from "../../db/database";
import { commentRevisions, comments, postRevisions, profiles } from "../../db/schema";
import type { Reader } from "../../identity";
import { isUuid } from "../../ids";
import { getPost } from "../posts/read";
import { iso } from "../views";
import { mayRead } from "../../read-policy";
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
      hiddenAt: postRevisions.hiddenAt,
      editorId: postRevisions.editedBy,
      editorName: profiles.username,
    })
    .from(postRevisions)
    .leftJoin(profiles, eq(profiles.id, postRevisions.editedBy))
    .where(and(eq(postRevisions.postId, postId), between(postRevisions.number, range.low, range.high + 1)))
    .orderBy(desc(postRevisions.number));
  const current = { title: post.title, content: post.content, category: post.category, hiddenAt: null };
  const revisions = edits(rows, range, current, reader, (row, after) => ({
    ...(row.title !== after.title ? { title: diffText(row.title, after.title) } : {}),
    ...(row.category !== after.category ? { category: { before: row.category, after: after.category } } : {}),
    ...(row.content !== after.content ? { content: diffText(row.content, after.content) } : {}),
  }));
  return { item, revisions, ...pageOf(range), ...mayChange(reader, post.author?.id ?? null) };
}

/** A comment's history: the reader must see its post and the comment (ADR 0033). */
export async function readCommentRevisions(
  db: Db,
  postId: string,
  commentId: string,
  reader: Reader,
  page: number,
): Promise<RevisionsPage | null> {
  const found = await findComment(db, postId, commentId, reader);
  if (!found) return null;
  const { post, comment } = found;
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
      hiddenAt: commentRevisions.hiddenAt,
      editorId: commentRevisions.editedBy,
      editorName: profiles.username,
    })
    .from(commentRevisions)
    .leftJoin(profiles, eq(profiles.id, commentRevisions.editedBy))
    .where(and(eq(commentRevisions.commentId, commentId), between(commentRevisions.number, range.low, range.high + 1)))
    .orderBy(desc(commentRevisions.number));
  const current = { content: comment.content, hiddenAt: null };
  const revisions = edits(rows, range, current, reader, (row, after) =>
    row.content !== after.content ? { content: diffText(row.content, after.content) } : {},
  );
  return { item, revisions, ...pageOf(range), ...mayChange(reader, comment.authorId) };
}

/**
 * A comment under `postId` as `reader` may see it, with its post: null if either is not there for them
 * (ADR 0033). Also what the history's hide form checks (hide.ts).
 */
export async function findComment(db: Db, postId: string, commentId: string, reader: Reader) {
  if (!isUuid(commentId)) return null;
  const post = await getPost(db, postId, reader);
  if (!post) return null;
  const [comment] = await db
    .select({
      content: comments.content,
      visibility: comments.visibility,
      parent: { visibility: parents.visibility, authorId: parents.authorId, groupId: parents.groupId },
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      authorId: comments.authorId,
      groupId: comments.groupId,
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
  const seen = (item: { visibility: string; authorId: string | null; groupId: string | null } | null) =>
    !item ||
    mayRead(
      { visibility: item.visibility as RevisedItem["visibility"], authorId: item.authorId, groupId: item.groupId },
      reader,
    );
  if (!comment || !seen(comment) || !seen(comment.parent)) return null;
  return { post, comment };
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

type Range = ReturnType<typeof pageRange>;
const pageOf = ({ total, page, pageCount }: Range) => ({ total, page, pageCount });

/** The author may take a version out of the public history; a moderator may too, and put it back (ADR 0047). */
const mayChange = (reader: Reader, authorId: string | null) => ({
  mayHide: Boolean(reader && (reader.staff || reader.id === authorId)),
  mayRestore: Boolean(reader?.staff),
});

interface Row {
  number: number;
  editedAt: Date;
  hiddenAt: Date | null;
  editorId: string | null;
  editorName: string | null;
}

/**
 * The page's edits, newest first, each compared with the text it left: the next revision's "before", or
 * the item as it is now. A comparison shows both texts (the removed words are the one, the added words
 * the other), so nobody but a moderator is shown one where either text is out of the public history.
 */
function edits<R extends Row, T extends { hiddenAt: Date | null }>(
  rows: R[],
  range: Range,
  current: T,
  reader: Reader,
  compare: (before: R, after: R | T) => Pick<RevisionView, "title" | "category" | "content">,
): RevisionView[] {
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  return rows
    .filter((row) => row.number <= range.high)
    .map((row): RevisionView => {
      const after = byNumber.get(row.number + 1) ?? current;
      const hidden = row.hiddenAt !== null;
      const leftHidden = after.hiddenAt !== null;
      return {
        number: row.number,
        editedAt: iso(row.editedAt),
        editor: row.editorId ? { id: row.editorId, username: row.editorName } : null,
        hidden,
        leftHidden,
        ...((hidden || leftHidden) && !reader?.staff ? {} : compare(row, after)),
      };
    });
}
