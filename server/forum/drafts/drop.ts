import { and, eq } from "drizzle-orm";
import type { Writer } from "../../db/database";
import { drafts } from "../../db/schema";

/**
 * The draft of an editor whose text was just published (the post created or saved, the comment sent): it
 * has done its work. The use case that publishes calls it in its own transaction, so the draft goes only
 * with a write that landed; it is not counted as a draft save.
 */
export async function dropDraft(db: Writer, memberId: string, key: string): Promise<void> {
  await db.delete(drafts).where(and(eq(drafts.userId, memberId), eq(drafts.draftKey, key)));
}
