import type { RequestContext } from "../request-context";
import { searchPosts } from "./service";

/**
 * Forum posts for a visitor's search term (the palette and the /search page). Spec section 5: a failed
 * search is logged and gives an empty list rather than an error screen.
 */
export async function findPosts(context: RequestContext, term: string): Promise<{ id: string; title: string }[]> {
  try {
    return await searchPosts(context.database.db, term);
  } catch (error) {
    context.logger.error({ reqId: context.requestId, err: error }, "post search failed");
    return [];
  }
}
