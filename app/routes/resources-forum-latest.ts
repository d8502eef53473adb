import { data } from "react-router";
import { HOME_LATEST_POSTS } from "@common/forum";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-latest";
import { latestPosts } from "../../server/forum/service";

/**
 * The home page's 'Latest from the Forum' (the home page is prerendered, so its block loads this with a
 * fetcher). A failure is an answer too: the block shows its error state instead of the error screen.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const posts = await latestPosts(context.database.db, HOME_LATEST_POSTS);
    return data({ posts, error: false as const }, { headers: { "Cache-Control": "no-cache" } });
  } catch (error) {
    context.logger.error({ reqId: context.requestId, err: error }, "latest posts could not be read");
    return data({ posts: [], error: true as const }, { status: 200 });
  }
}

export const clientLoader = orOnNetworkFailure({ posts: [], error: true as const });
