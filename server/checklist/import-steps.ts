import { checklistSteps } from "../db/schema";
import type { UseCase } from "../use-case";
import { doneSteps } from "./read";

/**
 * Adds the steps a browser ticked before its visitor signed in (never removes one); saving the same list
 * again changes nothing. Answers the account's ticks.
 */
export const importSteps: UseCase<{ stepIds: string[] }, { done: string[] }> = async ({ db, actor }, { stepIds }) => {
  await db
    .insert(checklistSteps)
    .values(stepIds.map((stepId) => ({ userId: actor.id, stepId })))
    .onConflictDoNothing();
  return { done: await doneSteps(db, actor.id) };
};
