import type { ActionFailure } from "@common/action-result";
import { m } from "@common/i18n";
import { actionOrOnNetworkFailure } from "~/lib/network-failure";

/** The code of a refusal because the request never reached the server (ADR 0039). */
export const OFFLINE = "OFFLINE";

/** A form sent while offline: "Not sent", and the text stays in the form. */
export function notSent(): ActionFailure {
  return { ok: false, error: { code: OFFLINE, title: m.offline_not_sent_title(), message: m.offline_not_sent_body() } };
}

/** A route's `clientAction` for forms that carry a member's text (comments, posts). */
export const keepTextOffline = actionOrOnNetworkFailure(notSent);

/** The drafts' autosave offline: the editor's status line says so; no toast, no error screen. */
export const draftNotSavedOffline = actionOrOnNetworkFailure((): ActionFailure => ({
  ok: false,
  error: { code: OFFLINE, message: m.offline_draft_not_saved() },
}));
