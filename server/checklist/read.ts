import { eq } from "drizzle-orm";
import { START_STEP_IDS } from "../../content/start-checklist";
import type { Db } from "../db/database";
import { checklistSteps } from "../db/schema";

/**
 * The first-week checklist (/start) kept in a member's account. The step ids come from
 * content/start-checklist.ts and are checked before anything is written (forms.ts): the client's word is
 * never taken for which steps exist.
 */

/** The member's ticked steps, in the checklist's order (ids no longer on the list are left out). */
export async function doneSteps(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ stepId: checklistSteps.stepId })
    .from(checklistSteps)
    .where(eq(checklistSteps.userId, memberId));
  const done = new Set(rows.map((row) => row.stepId));
  return START_STEP_IDS.filter((id) => done.has(id));
}
