import type { ActionFailure } from "@common/action-result";
import { actionOrOnNetworkFailure } from "~/lib/network-failure";

/** The code of a refusal because the request never reached the server (ADR 0039). */
export const OFFLINE = "OFFLINE";

// The words load only when a request has failed (a chunk of their own, precached): the pages that can
// send a form do not carry them, nor the catalogue's runtime, in their own JavaScript.
const words = () => import("@common/i18n").then(({ m }) => m);

/** A form sent while offline: "Not sent", and the text stays in the form. */
export async function notSent(): Promise<ActionFailure> {
  const m = await words();
  return { ok: false, error: { code: OFFLINE, title: m.offline_not_sent_title(), message: m.offline_not_sent_body() } };
}

/** A route's `clientAction` for forms that carry a member's text (comments, posts). */
export const keepTextOffline = actionOrOnNetworkFailure(notSent);

/** The drafts' autosave offline: the editor's status line says so; no toast, no error screen. */
export const draftNotSavedOffline = actionOrOnNetworkFailure(async (): Promise<ActionFailure> => {
  const m = await words();
  return { ok: false, error: { code: OFFLINE, message: m.offline_draft_not_saved() } };
});
