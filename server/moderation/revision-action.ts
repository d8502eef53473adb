import { m } from "../../common/i18n";
import { revisionVersionSchema } from "../../common/forum-schemas";
import { parseWith, readForm, runAction } from "../http/actions";
import type { RequestContext } from "../request-context";
import { actingContext } from "../use-case";
import { hideRevision } from "./hide-revision";

/**
 * The history pages' action (ADR 0047): "Hide the text before this edit" and, for moderators, "Put it
 * back". The use case checks who may; the page is shown again, as the reader may now see it.
 */
export async function revisionAction(request: Request, context: RequestContext, postId: string, commentId?: string) {
  const form = await readForm(request);
  return runAction(request, context, form, async () => {
    const acting = await actingContext(context, m.forum_history_sign_in_to_hide());
    const { intent, number } = parseWith(revisionVersionSchema, Object.fromEntries(form));
    const toast = await hideRevision(acting, {
      postId,
      commentId: commentId ?? null,
      number,
      hide: intent === "hide-version",
    });
    return { toast };
  });
}
