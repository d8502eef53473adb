import type { Database } from "../db/database";
import type { RequestContext } from "../request-context";
import { searchPosts } from "./service";

/** PostgreSQL's query_canceled: a statement ran past its statement_timeout (or was cancelled). */
const QUERY_CANCELED = "57014";

/**
 * At most this many searches hold a database connection at once, per database (the PostgreSQL pool has
 * ten): a flood of slow searches leaves the other connections to pages and /api/health (issue #13).
 */
export const SEARCH_CONCURRENCY_MAX = 4;
/**
 * Searches beyond those wait their turn, at most this many; any more get no results at once. Waiting
 * holds no connection, only a promise: 64 searches of ~50 ms on 4 slots wait under a second. (At 16, a
 * 200-client load run turned away 3 searches in 10.)
 */
export const SEARCH_QUEUE_MAX = 64;

/** The searches running on one database, and those waiting for one of them to finish. */
const gates = new WeakMap<Database, { running: number; waiting: (() => void)[] }>();

/** Runs `search` when a slot is free; null without running it when too many are waiting already. */
async function inTurn<T>(database: Database, search: () => Promise<T>): Promise<T | null> {
  let gate = gates.get(database);
  if (!gate) gates.set(database, (gate = { running: 0, waiting: [] }));
  if (gate.running < SEARCH_CONCURRENCY_MAX) gate.running++;
  else if (gate.waiting.length >= SEARCH_QUEUE_MAX) return null;
  else await new Promise<void>((resolve) => gate.waiting.push(resolve)); // handed a running slot
  try {
    return await search();
  } finally {
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running--;
  }
}

/**
 * Forum posts for a visitor's search term (the palette and the /search page). Spec section 5: a failed
 * search is logged and gives an empty list rather than an error screen. A search cancelled by its
 * statement_timeout, or turned away because too many are waiting, is expected under load or abuse
 * (issue #13): a warning without a stack.
 */
export async function findPosts(context: RequestContext, term: string): Promise<{ id: string; title: string }[]> {
  try {
    const found = await inTurn(context.database, () => searchPosts(context.database.db, term));
    if (found) return found;
    context.logger.warn({ reqId: context.requestId }, "post search turned away: too many searches waiting");
    return [];
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === QUERY_CANCELED)
      context.logger.warn({ reqId: context.requestId, termLength: term.length }, "post search timed out");
    else context.logger.error({ reqId: context.requestId, err: error }, "post search failed");
    return [];
  }
}
