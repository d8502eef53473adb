import { HOME_LATEST_POSTS } from "../../common/forum";
import type { RequestContext } from "../request-context";
import { latestPosts } from "./posts/read";

/**
 * The home page's 'Latest from the Forum', for its loader and for the resource route the block refreshes
 * from. A failure is an answer too: the block shows its error state instead of the error screen.
 */
export async function homeLatestPosts(context: RequestContext) {
  try {
    const posts = await latestPosts(context.database.db, HOME_LATEST_POSTS);
    context.pageTags.postList(posts);
    return { posts, error: false };
  } catch (error) {
    context.logger.error({ reqId: context.requestId, err: error }, "latest posts could not be read");
    return { posts: [], error: true };
  }
}
