import { and, eq } from "drizzle-orm";
import { DRAFT_KEY_PATTERN, type DraftView } from "../../../common/drafts";
import type { Db } from "../../db/database";
import { drafts } from "../../db/schema";

/** The member's own draft for one editor, or null: nobody reads another member's drafts. */
export async function draftOf(db: Db, memberId: string, key: string): Promise<DraftView | null> {
  if (!DRAFT_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({
      key: drafts.draftKey,
      title: drafts.title,
      category: drafts.category,
      content: drafts.content,
      updatedAt: drafts.updatedAt,
    })
    .from(drafts)
    .where(and(eq(drafts.userId, memberId), eq(drafts.draftKey, key)));
  return row ? { ...row, updatedAt: new Date(row.updatedAt).toISOString() } : null;
}
