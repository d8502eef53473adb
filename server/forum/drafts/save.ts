import { and, eq, sql } from "drizzle-orm";
import { DRAFT_LIMITS, DRAFT_MESSAGES, DRAFT_SAVES, DRAFTS_PER_MEMBER, isPostDraftKey } from "../../../common/drafts";
import { FORUM_MESSAGES } from "../../../common/forum";
import { POST_CATEGORIES } from "../../../common/forum-categories";
import { AppError } from "../../app-error";
import type { Db } from "../../db/database";
import { drafts } from "../../db/schema";
import { enforceRateLimit } from "../../rate-limit";
import type { UseCase } from "../../use-case";

/** Draft saves and discards together, per member (autosave stays well under it: ADR 0032). */
export const draftFloodCheck = (db: Db, memberId: string) =>
  enforceRateLimit(db, `forum:draft:${memberId}`, DRAFT_SAVES, "draft");

/**
 * Keeps what the member is writing in one editor (the form's fields as typed). The fields are the
 * editor's: a comment's draft has only its text, within a comment's limit. A draft with nothing in it is
 * no draft: it is dropped. Saving the member's (DRAFTS_PER_MEMBER + 1)th draft drops the one saved longest
 * ago, in the same transaction.
 */
export const saveDraft: UseCase<
  { key: string; title: string; category: string; content: string },
  { savedAt: string | null }
> = async ({ db, actor }, { key, title, category, content }) => {
  if (isPostDraftKey(key)) {
    if (category && !POST_CATEGORIES.some((c) => c.value === category)) {
      throw new AppError(400, DRAFT_MESSAGES.badCategory, "INVALID", "category");
    }
  } else {
    if (title || category) throw new AppError(400, DRAFT_MESSAGES.commentHasNoTitle, "INVALID", "title");
    if (content.length > DRAFT_LIMITS.content.comment) {
      throw new AppError(400, FORUM_MESSAGES.commentTooLong, "INVALID", "content");
    }
  }
  await draftFloodCheck(db, actor.id);
  if (!title.trim() && !category && !content.trim()) {
    await db.delete(drafts).where(and(eq(drafts.userId, actor.id), eq(drafts.draftKey, key)));
    return { savedAt: null };
  }
  const savedAt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(drafts)
      .values({ userId: actor.id, draftKey: key, title, category, content })
      .onConflictDoUpdate({
        target: [drafts.userId, drafts.draftKey],
        set: { title, category, content, updatedAt: sql`now()` },
      })
      .returning({ updatedAt: drafts.updatedAt });
    await tx.execute(sql`
      DELETE FROM drafts WHERE id IN (
        SELECT id FROM drafts WHERE user_id = ${actor.id}
        ORDER BY updated_at DESC, id DESC OFFSET ${DRAFTS_PER_MEMBER})`);
    return row!.updatedAt;
  });
  return { savedAt: new Date(savedAt).toISOString() };
};
