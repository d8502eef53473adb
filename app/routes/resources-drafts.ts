import { data } from "react-router";
import { m } from "@common/i18n";
import { DRAFT_MESSAGES, type DraftView } from "@common/drafts";
import { draftFormSchema } from "@common/saved-schemas";
import type { Route } from "./+types/resources-drafts";
import { draftNotSavedOffline } from "~/features/offline/not-sent";
import { orOnNetworkFailure } from "~/lib/network-failure";
import { discardDraft } from "../../server/forum/drafts/discard";
import { draftOf } from "../../server/forum/drafts/read";
import { saveDraft } from "../../server/forum/drafts/save";
import { memberAction, parseWith } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The signed-in member's own draft for one editor (?key=, common/drafts.ts), for the editor to offer back
 * when it opens (useFetcher). Never anyone else's, never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!viewer)
    return data({ draft: null as DraftView | null, error: DRAFT_MESSAGES.signIn }, { status: 401, headers: PRIVATE });
  const draft = await draftOf(context.database.db, viewer.id, key);
  return data({ draft, error: null }, { headers: PRIVATE });
}

/**
 * Saves (intent=save: key, title, category, content) or discards (intent=discard: key) a draft. An editor
 * autosaves with a debounced fetcher; a plain form post works too and comes back to `redirectTo`. Counted
 * against the drafts' own limit, not the ceiling on all writes (ADR 0032).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: DRAFT_MESSAGES.signIn, ownLimitOnly: true }, async (acting, form) => {
    const input = parseWith(draftFormSchema, Object.fromEntries(form));
    if (input.intent === "discard") {
      await discardDraft(acting, { key: input.key });
      return { data: { savedAt: null as string | null }, toast: { title: m.forum_draft_discarded() } };
    }
    const { savedAt } = await saveDraft(acting, input);
    return {
      data: { savedAt },
      ...(savedAt && !isFetch(request) ? { toast: { title: m.forum_draft_saved_toast() } } : {}),
    };
  });
}

/** A running page's autosave gets no toast: its editor says "Draft saved" quietly. */
const isFetch = (request: Request) => request.headers.get("sec-fetch-mode") !== "navigate";

/** Offline the editor opens without a draft to offer, and autosave says it did not save (ADR 0039). */
export const clientLoader = orOnNetworkFailure({ draft: null });
export const clientAction = draftNotSavedOffline;
