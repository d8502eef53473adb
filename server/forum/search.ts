import type { Database } from "../db/database";
import type { RequestContext } from "../request-context";
import { searchPosts, searchTerms } from "./service";

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

/** Answers kept per process: the most recently asked terms. */
export const SEARCH_CACHE_SIZE = 1_000;

type Found = { id: string; title: string }[];

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
 * Answers by term, for as long as the forum has not changed: a search sees only visible posts, the same for
 * every reader, and the live feed's version goes up with every post created, edited, hidden or deleted
 * (ADR 0018). Newcomers ask the same few things ("pps", "rent dublin"), so most searches cost a lookup;
 * the same term asked again while it runs waits for that answer rather than running twice.
 */
const answers = new WeakMap<Database, Map<string, { version: number; found: Promise<Found | null> }>>();

/**
 * Forum posts for a visitor's search term (the palette and the /search page). Spec section 5: a failed
 * search is logged and gives an empty list rather than an error screen. A search cancelled by its
 * statement_timeout, or turned away because too many are waiting, is expected under load or abuse
 * (issue #13): a warning without a stack; neither is kept.
 */
export async function findPosts(context: RequestContext, term: string): Promise<Found> {
  const key = searchTerms(term).words.join(" ");
  if (!key) return [];
  let kept = answers.get(context.database);
  if (!kept) answers.set(context.database, (kept = new Map()));
  const version = context.feed.version;
  const known = kept.get(key);
  if (known && known.version === version) {
    // Most recently asked last: the oldest term is the first to go.
    kept.delete(key);
    kept.set(key, known);
    return (await known.found) ?? [];
  }
  const found = search(context, term);
  if (kept.size >= SEARCH_CACHE_SIZE) kept.delete(kept.keys().next().value!);
  const entry = { version, found };
  kept.set(key, entry);
  const result = await found;
  if (!result && kept.get(key) === entry) kept.delete(key);
  return result ?? [];
}

async function search(context: RequestContext, term: string): Promise<Found | null> {
  try {
    const found = await inTurn(context.database, () => searchPosts(context.database.db, term));
    if (found) return found;
    context.logger.warn({ reqId: context.requestId }, "post search turned away: too many searches waiting");
    return null;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === QUERY_CANCELED)
      context.logger.warn({ reqId: context.requestId, termLength: term.length }, "post search timed out");
    else context.logger.error({ reqId: context.requestId, err: error }, "post search failed");
    return null;
  }
}
