import type { RequestContext } from "../request-context";
import { searchPosts } from "./service";

/** PostgreSQL's query_canceled: a statement ran past its statement_timeout (or was cancelled). */
const QUERY_CANCELED = "57014";

/**
 * Forum posts for a visitor's search term (the palette and the /search page). Spec section 5: a failed
 * search is logged and gives an empty list rather than an error screen. A search cancelled by its
 * statement_timeout is expected under load or abuse (issue #13): a warning without a stack.
 */
export async function findPosts(context: RequestContext, term: string): Promise<{ id: string; title: string }[]> {
  try {
    return await searchPosts(context.database.db, term);
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === QUERY_CANCELED)
      context.logger.warn({ reqId: context.requestId, termLength: term.length }, "post search timed out");
    else context.logger.error({ reqId: context.requestId, err: error }, "post search failed");
    return [];
  }
}
