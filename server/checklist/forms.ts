import { CHECKLIST_MESSAGES } from "../../common/start-checklist";
import { isStartStepId, START_STEP_IDS } from "../../content/start-checklist";
import { AppError } from "../app-error";

/** The checklist forms' bodies are a few ids: anything near this is not from the page. */
export const CHECKLIST_FORM_MAX_BYTES = 4 * 1024;

function stepIdFrom(value: FormDataEntryValue | null): string {
  if (!isStartStepId(value)) throw new AppError(400, CHECKLIST_MESSAGES.unknownStep, "INVALID", "stepId");
  return value;
}

/** The tick form: one step on the list, and whether it is done. */
export function parseTick(form: FormData): { stepId: string; done: boolean } {
  const stepId = stepIdFrom(form.get("stepId"));
  const done = form.get("done");
  if (done !== "true" && done !== "false") throw new AppError(400, CHECKLIST_MESSAGES.badDone, "INVALID", "done");
  return { stepId, done: done === "true" };
}

/** The save form: the steps a browser ticked before sign-in, at least one, at most one per step, all on the list. */
export function parseImport(form: FormData): { stepIds: string[] } {
  const values = form.getAll("stepId");
  if (values.length > START_STEP_IDS.length) throw new AppError(400, CHECKLIST_MESSAGES.tooMany, "INVALID", "stepId");
  if (values.length === 0) throw new AppError(400, CHECKLIST_MESSAGES.nothingToSave, "INVALID", "stepId");
  return { stepIds: [...new Set(values.map(stepIdFrom))] };
}
