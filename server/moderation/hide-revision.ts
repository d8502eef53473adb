import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { isStaff, MODERATION_MESSAGES } from "../../common/moderation";
import { AppError, notFound } from "../app-error";
import type { Db, Writer } from "../db/database";
import { commentRevisions, postRevisions } from "../db/schema";
import { readerOf, type Reader } from "../identity";
import { audit } from "./audit";
import type { UseCase } from "../use-case";
import { getPost } from "../forum/posts/read";
import { findComment } from "../forum/revisions/read";

export interface RevisionChoice {
  postId: string;
  /** Null for the post's own history. */
  commentId: string | null;
  /** The version: the text before edit `number`. */
  number: number;
  /** Take it out of the public history (its author or a moderator), or put it back (a moderator). */
  hide: boolean;
}

/**
 * Takes an earlier version of a post or comment out of the public history, or puts it back (ADR 0047):
 * its words are then shown to moderators only, in no comparison with the versions beside it. The item's
 * author may take one out, a moderator may also put it back; anyone else is refused, and whoever may not
 * see the item is told it is not there. The moderation log says who did it.
 */
export const hideRevision: UseCase<RevisionChoice, Toast> = async ({ db, actor, now }, input) => {
  const reader = readerOf(actor);
  const staff = isStaff(actor.role);
  const item = await itemOf(db, input, reader);
  if (input.hide ? !staff && item.authorId !== actor.id : !staff) {
    throw new AppError(403, input.hide ? m.forum_history_hide_not_yours() : MODERATION_MESSAGES.staffOnly, "FORBIDDEN");
  }
  const table = input.commentId ? commentRevisions : postRevisions;
  const itemColumn = input.commentId ? commentRevisions.commentId : postRevisions.postId;
  const itemId = input.commentId ?? input.postId;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(table as typeof postRevisions)
      .set(input.hide ? { hiddenAt: now, hiddenBy: actor.id } : { hiddenAt: null, hiddenBy: null })
      .where(
        and(
          eq(itemColumn, itemId),
          eq(table.number, input.number),
          input.hide ? isNull(table.hiddenAt) : isNotNull(table.hiddenAt),
        ),
      )
      .returning({ number: table.number });
    if (changed.length === 0) {
      // Already as asked (a second click): nothing to log. A version that was never there is a 404.
      const [kept] = await tx
        .select({ number: table.number })
        .from(table as typeof postRevisions)
        .where(and(eq(itemColumn, itemId), eq(table.number, input.number)));
      if (!kept) throw new AppError(404, m.forum_history_no_such_version(), "NOT_FOUND");
      return;
    }
    const name = actor.username ?? (staff ? "A moderator without a username" : "A member without a username");
    await audit(
      tx,
      { id: actor.id, name, role: actor.role },
      input.hide ? "hide_revision" : "show_revision",
      { type: input.commentId ? "comment" : "post", id: itemId, label: item.label },
      null,
    );
  });
  return { title: input.hide ? m.forum_history_hidden_done() : m.forum_history_shown_done() };
};

/** The post or comment as `reader` may see it: who wrote it, and what the log calls it; else a 404. */
async function itemOf(db: Db, { postId, commentId }: RevisionChoice, reader: Reader) {
  if (commentId) {
    const found = await findComment(db, postId, commentId, reader);
    if (!found) throw notFound("comment");
    return { authorId: found.comment.authorId, label: found.comment.content };
  }
  const post = await getPost(db, postId, reader);
  if (!post) throw notFound("post");
  return { authorId: post.author?.id ?? null, label: post.title };
}

/**
 * On approval, a post's earlier versions, written while it waited, stay out of the public history: only
 * the approved text is published (ADR 0047). Moderators still read them; `staffId` is the approver.
 */
export async function hideEarlierVersions(
  db: Writer,
  type: "post" | "comment",
  itemId: string,
  staffId: string,
  now: Date,
) {
  const table = type === "comment" ? commentRevisions : postRevisions;
  const itemColumn = type === "comment" ? commentRevisions.commentId : postRevisions.postId;
  await db
    .update(table as typeof postRevisions)
    .set({ hiddenAt: now, hiddenBy: staffId })
    .where(and(eq(itemColumn, itemId), isNull(table.hiddenAt)));
}
