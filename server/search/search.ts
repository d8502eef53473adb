import { sql } from "drizzle-orm";
import { hasSearchFilters, NO_SEARCH_FILTERS, searchFiltersKey, type SearchFilters } from "../../common/search-filters";
import { getLocale, type Locale } from "@common/i18n";
import { isDatabaseUnavailable, type Database, type Db } from "../db/database";
import type { RequestContext } from "../request-context";
import { turns, type Turns } from "../turns";
import { ensureGuideDocuments, guidesIn, suggestionsIn, type GuideHit } from "./guides";
import { postsIn, SEARCH_PAGE_SIZE, SEARCH_PAGES_MAX, type PostHit } from "./posts";
import { searchTerms } from "./terms";
import { findableInSql } from "../read-policy";
import type { Reader } from "../identity";

/** PostgreSQL's query_canceled: a statement ran past its statement_timeout (or was cancelled). */
const QUERY_CANCELED = "57014";

/**
 * Each search statement's statement_timeout on PostgreSQL (the pool's default, POOL_STATEMENT_TIMEOUT_MS in
 * server/db/database.ts, is for everything else). A search typically takes under 50 ms on 50,000 posts;
 * one that has not answered within a second is cancelled and the visitor gets no results rather than
 * holding a connection. PGlite accepts the setting but never cancels (no timer signals in its WASM
 * build): there, the caps on words and candidates are the only bound.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 1_000;
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
/** Answers kept per process: the most recently asked terms and pages. */
export const SEARCH_CACHE_SIZE = 1_000;

/** What a search finds: guides and glossary terms (page 1 only), a page of forum posts, or suggestions. */
export interface SiteSearch {
  /** Guide pages and glossary terms that answer the term, best first: shown above the posts. */
  guides: GuideHit[];
  posts: PostHit[];
  /** Posts found, as far as they are ranked (at most SEARCH_CANDIDATES_MAX), and the pages they fill. */
  postCount: number;
  page: number;
  pageCount: number;
  /** When nothing at all is found: the guides and terms whose names come closest to the words. */
  suggestions: GuideHit[];
}

export const NOTHING_FOUND: SiteSearch = {
  guides: [],
  posts: [],
  postCount: 0,
  page: 1,
  pageCount: 0,
  suggestions: [],
};

/** `?page=` as a page of results: 1 unless a whole number from 2 to SEARCH_PAGES_MAX. */
export function searchPageParam(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_PAGES_MAX) : 1;
}

/**
 * The site search (the /search page, the palette): guide pages and glossary terms, and one page of the
 * forum's visible posts, in one transaction whose every statement is cancelled after `timeoutMs` on
 * PostgreSQL (a cancelled statement rejects with code 57014; answerSearch turns that into no results).
 * A page past the last shows the last. When nothing at all is found, the closest guides are suggested.
 */
export async function searchSite(
  db: Db,
  term: string,
  {
    page: askedPage = 1,
    timeoutMs = SEARCH_STATEMENT_TIMEOUT_MS,
    filters = NO_SEARCH_FILTERS,
    locale = "en",
    group = null,
  }: {
    page?: number;
    timeoutMs?: number;
    filters?: SearchFilters;
    locale?: Locale;
    /** A private group's posts, for a reader of it, instead of the public forum's (no guides then). */
    group?: { id: string; reader: Reader } | null;
  } = {},
): Promise<SiteSearch> {
  const terms = searchTerms(term);
  if (terms.words.length === 0) return NOTHING_FOUND;
  const space = findableInSql("posts", group?.reader ?? null, group?.id ?? null);
  if (!group) await ensureGuideDocuments(db);
  return db.transaction(async (tx) => {
    // The post queries go through the search indexes (GIN), whatever the planner estimates: it underrates
    // the trigram operator's cost and would compare every title, and it misjudges rare prefixes
    // ('studen:*') and would walk the feed's index, testing every post. Through the GIN index, a
    // query's cost grows with its matches, not with the forum.
    await tx.execute(sql`
      SELECT set_config('statement_timeout', ${String(Math.max(1, Math.round(timeoutMs)))}, true),
             set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    let page = Math.max(1, Math.min(askedPage, SEARCH_PAGES_MAX));
    let found = await postsIn(tx, terms, page, filters, undefined, locale, space);
    let pageCount = Math.min(SEARCH_PAGES_MAX, Math.ceil(found.total / SEARCH_PAGE_SIZE));
    if (found.posts.length === 0 && page > 1) {
      page = Math.max(1, pageCount);
      found = await postsIn(tx, terms, page, filters, undefined, locale, space);
      pageCount = Math.min(SEARCH_PAGES_MAX, Math.ceil(found.total / SEARCH_PAGE_SIZE));
    }
    // Filters are about the forum's posts: a filtered search shows no guides; nor does a group's.
    if (page > 1 || hasSearchFilters(filters) || group)
      return { ...NOTHING_FOUND, posts: found.posts, postCount: found.total, page, pageCount };
    const guides = await guidesIn(tx, terms, locale);
    const suggestions = guides.length === 0 && found.posts.length === 0 ? await suggestionsIn(tx, terms, locale) : [];
    return { guides, posts: found.posts, postCount: found.total, page, pageCount, suggestions };
  });
}

/** The searches running on one database, and those waiting for one of them to finish. */
const searchTurns = new WeakMap<Database, Turns>();

/** Runs `search` in its turn; null without running it when too many are waiting already. */
function inTurn<T>(database: Database, search: () => Promise<T>): Promise<T | null> {
  let gate = searchTurns.get(database);
  if (!gate) searchTurns.set(database, (gate = turns(SEARCH_CONCURRENCY_MAX, SEARCH_QUEUE_MAX)));
  return gate.take(search);
}

/**
 * Answers by term and page, for as long as the forum has not changed: a search sees only visible posts,
 * the same for every reader, and the live feed's version goes up with every post created, edited, hidden
 * or deleted (ADR 0018); the guides change only with a new build. Newcomers ask the same few things
 * ("pps", "rent dublin"), so most searches cost a lookup; the same term asked again while it runs waits
 * for that answer rather than running twice.
 */
const answers = new WeakMap<Database, Map<string, { version: number; found: Promise<SiteSearch | null> }>>();

/**
 * The site search for a visitor's term (the palette and the /search page). Spec section 5: a failed
 * search is logged and gives an empty answer rather than an error screen. A search cancelled by its
 * statement_timeout, or turned away because too many are waiting, is expected under load or abuse
 * (issue #13): a warning without a stack; neither is kept. Guides are found and named in the request's
 * language as well as in English (issue #46).
 */
export async function answerSearch(
  context: RequestContext,
  term: string,
  page = 1,
  filters: SearchFilters = NO_SEARCH_FILTERS,
  locale: Locale = getLocale(),
): Promise<SiteSearch> {
  const terms = searchTerms(term);
  if (!terms.key) return NOTHING_FOUND;
  // An answer filtered by date holds for the hour its period starts in (server/search/posts.ts).
  const hour = filters.date === "any" ? "" : Math.floor(Date.now() / 3_600_000);
  const key = `${locale}\n${terms.key}\n${page}\n${searchFiltersKey(filters)}\n${hour}`;
  let kept = answers.get(context.database);
  if (!kept) answers.set(context.database, (kept = new Map()));
  const version = context.forumChanges.version;
  const known = kept.get(key);
  if (known && known.version === version) {
    // Most recently asked last: the oldest term is the first to go.
    kept.delete(key);
    kept.set(key, known);
    const result = await known.found;
    if (!result) context.pageTags.notToKeep();
    return result ?? NOTHING_FOUND;
  }
  const found = run(context, term, () => searchSite(context.database.db, term, { page, filters, locale }));
  if (kept.size >= SEARCH_CACHE_SIZE) kept.delete(kept.keys().next().value!);
  const entry = { version, found };
  kept.set(key, entry);
  const result = await found.catch((error: unknown) => {
    if (kept.get(key) === entry) kept.delete(key);
    throw error;
  });
  if (!result && kept.get(key) === entry) kept.delete(key);
  if (!result) context.pageTags.notToKeep();
  return result ?? NOTHING_FOUND;
}

/**
 * A group's posts for a term, for a reader of the group (issue #47: a group's posts are searched by its
 * members only). Not kept: the forum's version, which keeps the public answers, does not count a group's
 * changes (server/forum/forum-changes.ts), and a group's searches are few. In the same turns, with the same
 * timeout and the same failures, as the site search.
 */
export async function answerGroupSearch(
  context: RequestContext,
  group: { id: string; reader: Reader },
  term: string,
  page = 1,
  locale: Locale = getLocale(),
): Promise<SiteSearch> {
  if (!searchTerms(term).key) return NOTHING_FOUND;
  const found = await run(context, term, () => searchSite(context.database.db, term, { page, locale, group }));
  return found ?? NOTHING_FOUND;
}

async function run(
  context: RequestContext,
  term: string,
  search: () => Promise<SiteSearch>,
): Promise<SiteSearch | null> {
  try {
    const found = await inTurn(context.database, search);
    if (found) return found;
    context.logger.warn({ reqId: context.requestId }, "search turned away: too many searches waiting");
    return null;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === QUERY_CANCELED)
      context.logger.warn({ reqId: context.requestId, termLength: term.length }, "search timed out");
    // The database is away: the page says to try again (503), not that nothing matched.
    else if (isDatabaseUnavailable(error)) throw error;
    else context.logger.error({ reqId: context.requestId, err: error }, "search failed");
    return null;
  }
}
