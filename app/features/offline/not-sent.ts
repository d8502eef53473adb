import type { ActionFailure } from "@common/action-result";
import { actionOrOnNetworkFailure } from "~/lib/network-failure";

/** The code of a refusal because the request never reached the server (ADR 0039). */
export const OFFLINE = "OFFLINE";

// The words load only when a request has failed (a chunk of their own, precached).
const words = () => import("./not-sent-words").then(({ notSentWords }) => notSentWords());

/** A form sent while offline: "Not sent", and the text stays in the form. */
export async function notSent(): Promise<ActionFailure> {
  const { title, body } = await words();
  return { ok: false, error: { code: OFFLINE, title, message: body } };
}

/** A route's `clientAction` for forms that carry a member's text (comments, posts). */
export const keepTextOffline = actionOrOnNetworkFailure(notSent);

/**
 * The drafts' autosave offline: the editor's status line says so ("Draft not saved: {reason}", the reason
 * being this); no toast, no error screen.
 */
export const draftNotSavedOffline = actionOrOnNetworkFailure(async (): Promise<ActionFailure> => {
  const { offline } = await words();
  return { ok: false, error: { code: OFFLINE, message: offline } };
});
