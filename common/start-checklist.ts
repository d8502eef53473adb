import type { ActionResult } from "./action-result";
import { START_STEP_IDS } from "../content/start-checklist";

/** What the checklist's action says when it refuses (server/checklist/service.ts) and the page shows. */
export const CHECKLIST_MESSAGES = {
  signIn: "Sign in to keep your checklist in your account.",
  unknownStep: "That step is not on the checklist. Reload the page and try again.",
  badDone: "Say whether the step is done (true) or not (false).",
  tooMany: `That is more steps than the checklist has (${START_STEP_IDS.length}).`,
  nothingToSave: "There are no steps to save.",
  unknownIntent: "That action is not one this page knows. Reload the page and try again.",
} as const;

/** The page's two forms: one step ticked or unticked, and the steps a browser ticked while signed out. */
export const CHECKLIST_INTENTS = ["toggle", "import"] as const;
export type ChecklistIntent = (typeof CHECKLIST_INTENTS)[number];

/** What the action answers a fetcher: the step's new state, or after an import the account's ticks. */
export type ChecklistResult = ActionResult<{ intent: ChecklistIntent; stepId?: string; done?: boolean | string[] }>;
