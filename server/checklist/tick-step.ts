import { and, eq } from "drizzle-orm";
import { checklistSteps } from "../db/schema";
import type { UseCase } from "../use-case";

/** Ticks or unticks one step (idempotent: sending the same state twice changes nothing). */
export const tickStep: UseCase<{ stepId: string; done: boolean }, { stepId: string; done: boolean }> = async (
  { db, actor },
  { stepId, done },
) => {
  if (done) await db.insert(checklistSteps).values({ userId: actor.id, stepId }).onConflictDoNothing();
  else
    await db.delete(checklistSteps).where(and(eq(checklistSteps.userId, actor.id), eq(checklistSteps.stepId, stepId)));
  return { stepId, done };
};
