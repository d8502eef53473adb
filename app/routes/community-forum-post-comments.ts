import { data } from "react-router";
import { m } from "@common/i18n";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/community-forum-post-comments";
import { AppError } from "../../server/app-error";
import { readCommentsPageFor } from "../../server/forum/comments/read";
import { readerOf } from "../../server/identity";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * A page of a post's comments for the feed's comments panel (a resource route the panel loads with a
 * fetcher): the first, or the one ?comment= is on (after adding one), ?thread= and ?comments= as on the permalink.
 * A failure is an answer too: the panel shows it with a retry instead of "No comments yet".
 */
const commentsFailed = () => m.forum_comments_failed();

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const search = new URL(request.url).searchParams;
  try {
    return await readCommentsPageFor(context.database.db, params.id, readerOf(viewer), {
      comments: search.get("comments"),
      thread: search.get("thread"),
      comment: search.get("comment"),
    });
  } catch (error) {
    // A post that is not there (deleted meanwhile, or a made-up id) is an answer, not a fault.
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    context.logger.error({ reqId: context.requestId, err: error }, "comments could not be read");
    return { error: commentsFailed() };
  }
}

export const clientLoader = orOnNetworkFailure(() => ({ error: commentsFailed() }));
