import { data } from "react-router";
import { redirect } from "~/lib/localized-router";
import type { Route } from "./+types/notifications-open";
import { AppError } from "../../server/app-error";
import { requireViewerOrSignIn } from "../../server/http/actions";
import { markRead } from "../../server/notifications/mark-read";
import { actingContextOf } from "../../server/use-case";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * Opening a notification: it is marked read and the member lands on what it is about (the exact
 * comment, #comment-{id}). A link, so it works without JavaScript; someone else's notification is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  try {
    return redirect(await markRead(actingContextOf(context, viewer), { id: params.id }));
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: error.status });
    throw error;
  }
}
