import { and, eq } from "drizzle-orm";
import { CHECKLIST_MESSAGES } from "../../common/start-checklist";
import { isStartStepId, START_STEP_IDS } from "../../content/start-checklist";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { checklistSteps } from "../db/schema";

/**
 * The first-week checklist (/start) kept in a member's account. The step ids come from
 * content/start-checklist.ts and are checked here before anything is written: the client's word is
 * never taken for which steps exist.
 */

/** The checklist forms' bodies are a few ids: anything near this is not from the page. */
export const CHECKLIST_FORM_MAX_BYTES = 4 * 1024;

/** The member's ticked steps, in the checklist's order (ids no longer on the list are left out). */
export async function doneSteps(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ stepId: checklistSteps.stepId })
    .from(checklistSteps)
    .where(eq(checklistSteps.userId, userId));
  const done = new Set(rows.map((row) => row.stepId));
  return START_STEP_IDS.filter((id) => done.has(id));
}

function stepIdFrom(value: FormDataEntryValue | null): string {
  if (!isStartStepId(value)) throw new AppError(400, CHECKLIST_MESSAGES.unknownStep, "INVALID", "stepId");
  return value;
}

/** Ticks or unticks one step (idempotent: sending the same state twice changes nothing). */
export async function setStep(db: Db, userId: string, form: FormData): Promise<{ stepId: string; done: boolean }> {
  const stepId = stepIdFrom(form.get("stepId"));
  const doneField = form.get("done");
  if (doneField !== "true" && doneField !== "false") {
    throw new AppError(400, CHECKLIST_MESSAGES.badDone, "INVALID", "done");
  }
  const done = doneField === "true";
  if (done) await db.insert(checklistSteps).values({ userId, stepId }).onConflictDoNothing();
  else await db.delete(checklistSteps).where(and(eq(checklistSteps.userId, userId), eq(checklistSteps.stepId, stepId)));
  return { stepId, done };
}

/**
 * Adds the steps a browser ticked before its visitor signed in (never removes one): at most one id per
 * step, every id on the list, and saving the same list again changes nothing. Answers the account's ticks.
 */
export async function importSteps(db: Db, userId: string, form: FormData): Promise<{ done: string[] }> {
  const values = form.getAll("stepId");
  if (values.length > START_STEP_IDS.length) throw new AppError(400, CHECKLIST_MESSAGES.tooMany, "INVALID", "stepId");
  if (values.length === 0) throw new AppError(400, CHECKLIST_MESSAGES.nothingToSave, "INVALID", "stepId");
  const stepIds = [...new Set(values.map(stepIdFrom))];
  await db
    .insert(checklistSteps)
    .values(stepIds.map((stepId) => ({ userId, stepId })))
    .onConflictDoNothing();
  return { done: await doneSteps(db, userId) };
}
