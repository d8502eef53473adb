import { data } from "react-router";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/community-forum-post-comments";
import { AppError } from "../../server/app-error";
import { listComments } from "../../server/forum/service";
import { readerOf } from "../../server/request-context";

/**
 * A post's comments for the feed's comments panel (a resource route the panel loads with a fetcher).
 * A failure is an answer too: the panel shows it with a retry instead of "No comments yet".
 */
const COMMENTS_FAILED = "Failed to load comments. Please try again.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  try {
    return { comments: await listComments(context.database.db, params.id, readerOf(viewer)) };
  } catch (error) {
    // A post that is not there (deleted meanwhile, or a made-up id) is an answer, not a fault.
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    context.logger.error({ reqId: context.requestId, err: error }, "comments could not be read");
    return { error: COMMENTS_FAILED };
  }
}

export const clientLoader = orOnNetworkFailure({ error: COMMENTS_FAILED });
