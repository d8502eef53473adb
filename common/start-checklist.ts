import type { ActionResult } from "./action-result";
import { START_STEP_IDS } from "../content/start-checklist";
import { m, readWhenShown } from "./i18n";

/**
 * What the checklist's action says when it refuses (server/checklist/service.ts) and the page shows.
 * Getters: each reading is a message in the request's language (issue #33), never one fixed at load.
 */
export const CHECKLIST_MESSAGES = readWhenShown({
  signIn: m.checklist_error_sign_in,
  unknownStep: m.checklist_error_unknown_step,
  badDone: m.checklist_error_bad_done,
  tooMany: () => m.checklist_error_too_many({ count: START_STEP_IDS.length }),
  nothingToSave: m.checklist_error_nothing_to_save,
  unknownIntent: m.checklist_error_unknown_intent,
});

/** The page's two forms: one step ticked or unticked, and the steps a browser ticked while signed out. */
export const CHECKLIST_INTENTS = ["toggle", "import"] as const;
export type ChecklistIntent = (typeof CHECKLIST_INTENTS)[number];

/** What the action answers a fetcher: the step's new state, or after an import the account's ticks. */
export type ChecklistResult = ActionResult<{ intent: ChecklistIntent; stepId?: string; done?: boolean | string[] }>;
