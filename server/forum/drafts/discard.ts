import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { drafts } from "../../db/schema";
import type { UseCase } from "../../use-case";
import { draftFloodCheck } from "./save";

/** The member throws a draft away (idempotent: a draft already gone is no error). */
export const discardDraft: UseCase<{ key: string }, { discarded: true }> = async ({ db, actor }, { key }) => {
  await draftFloodCheck(db, actor.id);
  await dropDraft(db, actor.id, key);
  return { discarded: true };
};

/**
 * The draft of an editor whose text was just published (the post created or saved, the comment sent):
 * it has done its work. Called by the route after the write, not counted as a draft save.
 */
export async function dropDraft(db: Db, memberId: string, key: string): Promise<void> {
  await db.delete(drafts).where(and(eq(drafts.userId, memberId), eq(drafts.draftKey, key)));
}
