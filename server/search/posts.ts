import { sql, type SQL } from "drizzle-orm";
import { NO_SEARCH_FILTERS, SEARCH_DATES, type SearchFilters } from "../../common/search-filters";
import type { Db } from "../db/database";
import {
  fromHeadline,
  headlineInput,
  markMore,
  snippetFrom,
  SNIPPET_HEADLINE,
  TITLE_HEADLINE,
  type Highlighted,
} from "./highlight";
import type { Locale } from "@common/i18n";
import { anyWordQuery, relaxedQuery, textArray, textQuery } from "./queries";
import type { SearchTerms } from "./terms";
import { periodStart } from "../forum/post-lists";
import { findableInSql } from "../read-policy";

/** Results a page: the forum's posts found for a term come ten at a time (`?page=` on /search). */
export const SEARCH_PAGE_SIZE = 10;
/**
 * Full text ranks at most this many matches, the newest; the trigram fallback ranks at most this many
 * similar titles. A common word matches a quarter of all posts, and ranking one reads its whole text.
 * So a term has at most 50 pages of posts.
 */
export const SEARCH_CANDIDATES_MAX = 500;
export const SEARCH_PAGES_MAX = SEARCH_CANDIDATES_MAX / SEARCH_PAGE_SIZE;
/** A snippet is taken from the start of a post, at most this long: ts_headline reads all it is given. */
export const SNIPPET_SOURCE_MAX = 3_000;

/** A post found: its title and a passage of its text, the matched words marked. */
export interface PostHit {
  id: string;
  title: string;
  category: string;
  /** An answer has been accepted (issue #31). */
  solved: boolean;
  titleParts: Highlighted;
  snippet: Highlighted;
}

/** Any statement runner: a transaction or the database. */
type Runner = Pick<Db, "execute">;

/**
 * One page of the forum's visible posts for a term: full text over title (weighted) and content, best
 * first, newest breaking ties, among the newest SEARCH_CANDIDATES_MAX matches (`total` counts those).
 * When full text finds fewer than a page, the first page is filled by the words' other forms and the
 * glossary's other names (relaxedQuery: "register … residence permit" finds "IRP registration"), then by
 * titles that look like the term (pg_trgm word similarity), so a typo still finds something
 * ("accomodation", "pps numbr"). Separate queries rather than one OR: an OR with the trigram operator
 * makes PostgreSQL scan every post.
 *
 * Run inside searchIn's transaction (server/search/search.ts), which bounds its time and steers the
 * planner to the GIN indexes.
 */
export async function postsIn(
  tx: Runner,
  terms: SearchTerms,
  page: number,
  filters: SearchFilters = NO_SEARCH_FILTERS,
  now = new Date(),
  locale: Locale = "en",
  space: SQL = findableInSql("posts", null, null),
): Promise<{ posts: PostHit[]; total: number }> {
  if (terms.words.length === 0) return { posts: [], total: 0 };
  const visible = visibleAndFiltered(filters, now, space);
  const query = textQuery(terms);
  const marked = anyWordQuery(terms);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // Only the newest candidates are ranked: sorting matches by date reads no text, ranking does. The
  // page's ten are then read again by id for their headlines, which read their text.
  const found = await tx.execute(sql`
    SELECT p.id, p.title, p.category, p.accepted_comment_id IS NOT NULL AS solved, ranked.total,
           ts_headline('english', ${headlineInput(sql`p.title`)}, ${marked}, ${TITLE_HEADLINE}) AS title_headline,
           ts_headline('english', ${headlineInput(sql`left(p.content, ${SNIPPET_SOURCE_MAX})`)}, ${marked},
                       ${SNIPPET_HEADLINE}) AS snippet
    FROM (
      SELECT id, rank, created_at, count(*) OVER () AS total FROM (
        SELECT id, created_at, ts_rank(search_vector, ${query}) AS rank FROM (
          SELECT id, created_at, search_vector FROM posts
          WHERE search_vector @@ ${query} AND ${visible}
          ORDER BY created_at DESC, id DESC
          LIMIT ${SEARCH_CANDIDATES_MAX}
        ) newest
      ) candidates
      ORDER BY rank DESC, created_at DESC, id DESC
      LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
    ) ranked
    JOIN posts p ON p.id = ranked.id
    ORDER BY ranked.rank DESC, ranked.created_at DESC, ranked.id DESC`);
  const posts = found.rows.map((row) => hit(row, terms, false));
  let total = Number(found.rows[0]?.total ?? 0);
  if (posts.length === 0 && offset > 0) {
    // A page past the last (an edited address): only the count is wanted.
    const counted = await tx.execute(sql`
      SELECT count(*) AS total FROM (
        SELECT 1 FROM posts WHERE search_vector @@ ${query} AND ${visible}
        LIMIT ${SEARCH_CANDIDATES_MAX}
      ) candidates`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  if (total >= SEARCH_PAGE_SIZE || page > 1) return { posts, total };
  // Fewer than a page: the words' other forms and other names fill it, then titles that look alike.
  const relaxed = relaxedQuery(terms);
  const nearly = await tx.execute(sql`
    SELECT p.id, p.title, p.category, p.accepted_comment_id IS NOT NULL AS solved,
           ts_headline('english', ${headlineInput(sql`p.title`)}, ${marked} || ${relaxed}, ${TITLE_HEADLINE}) AS title_headline,
           ts_headline('english', ${headlineInput(sql`left(p.content, ${SNIPPET_SOURCE_MAX})`)}, ${marked} || ${relaxed},
                       ${SNIPPET_HEADLINE}) AS snippet
    FROM (
      SELECT id, created_at, ts_rank(search_vector, ${relaxed}) AS rank FROM (
        SELECT id, created_at, search_vector FROM posts
        WHERE search_vector @@ ${relaxed} AND NOT (search_vector @@ ${query}) AND ${visible}
        ORDER BY created_at DESC, id DESC
        LIMIT ${SEARCH_CANDIDATES_MAX}
      ) newest
      ORDER BY rank DESC, created_at DESC, id DESC
      LIMIT ${SEARCH_PAGE_SIZE - posts.length}
    ) ranked
    JOIN posts p ON p.id = ranked.id
    ORDER BY ranked.rank DESC, ranked.created_at DESC, ranked.id DESC`);
  posts.push(...nearly.rows.map((row) => hit(row, terms, false)));
  const shared = locale === "en" ? [] : await sharedWordPosts(tx, terms, visible, SEARCH_PAGE_SIZE - posts.length);
  posts.push(...shared);
  total += nearly.rows.length + shared.length;
  if (posts.length >= SEARCH_PAGE_SIZE || !terms.similarText) return { posts, total };
  // The candidates are the first similar titles the index finds, in no order: ordering them would
  // compare every similar title before the limit applies.
  const similar = await tx.execute(sql`
    SELECT p.id, p.title, p.category, p.accepted_comment_id IS NOT NULL AS solved, ${headlineInput(sql`p.title`)} AS title_headline,
           ${headlineInput(sql`left(p.content, 240)`)} AS snippet
    FROM (
      SELECT id, title, created_at FROM posts
      WHERE lower(title) %> ${terms.similarText} AND NOT (search_vector @@ ${query})
        AND NOT (search_vector @@ ${relaxed}) AND ${visible}
      LIMIT ${SEARCH_CANDIDATES_MAX}
    ) candidates
    JOIN posts p ON p.id = candidates.id
    ORDER BY word_similarity(${terms.similarText}, lower(candidates.title)) DESC, candidates.created_at DESC,
             candidates.id DESC
    LIMIT ${SEARCH_PAGE_SIZE - posts.length}`);
  const similarPosts = similar.rows
    .map((row) => hit(row, terms, true))
    .filter((found) => !posts.some((known) => known.id === found.id));
  return { posts: [...posts, ...similarPosts], total: total + similarPosts.length };
}

/**
 * In another language than English (issue #46): the posts that have all of the term's words that some
 * post has, when that leaves some out. A question asked in Portuguese, "Como tirar o PPS number?", shares
 * "pps" and "number" with the English "Getting my PPS number" and nothing else: its own words ("como",
 * "tirar") are in no post, so they cannot narrow. One index probe a word (at most SEARCH_WORDS_MAX), then
 * one query like the others; posts found before are left out by the caller's NOT clauses.
 */
async function sharedWordPosts(tx: Runner, terms: SearchTerms, visible: SQL, room: number): Promise<PostHit[]> {
  if (room <= 0 || terms.keywords.length < 2) return [];
  const present = await tx.execute(sql`
    SELECT word FROM unnest(${textArray(terms.keywords)}) AS w(word)
    WHERE numnode(to_tsquery('english', word)) > 0
      AND EXISTS (SELECT 1 FROM posts WHERE search_vector @@ to_tsquery('english', word) AND ${visible})`);
  const words = present.rows.map((row) => String(row.word));
  if (words.length === 0 || words.length === terms.keywords.length) return [];
  const shared = sql`to_tsquery('english', ${words.join(" & ")})`;
  const query = textQuery(terms);
  const relaxed = relaxedQuery(terms);
  const found = await tx.execute(sql`
    SELECT p.id, p.title, p.category, p.accepted_comment_id IS NOT NULL AS solved,
           ts_headline('english', ${headlineInput(sql`p.title`)}, ${shared}, ${TITLE_HEADLINE}) AS title_headline,
           ts_headline('english', ${headlineInput(sql`left(p.content, ${SNIPPET_SOURCE_MAX})`)}, ${shared},
                       ${SNIPPET_HEADLINE}) AS snippet
    FROM (
      SELECT id, created_at, ts_rank(search_vector, ${shared}) AS rank FROM (
        SELECT id, created_at, search_vector FROM posts
        WHERE search_vector @@ ${shared} AND NOT (search_vector @@ ${query}) AND NOT (search_vector @@ ${relaxed})
          AND ${visible}
        ORDER BY created_at DESC, id DESC
        LIMIT ${SEARCH_CANDIDATES_MAX}
      ) newest
      ORDER BY rank DESC, created_at DESC, id DESC
      LIMIT ${room}
    ) ranked
    JOIN posts p ON p.id = ranked.id
    ORDER BY ranked.rank DESC, ranked.created_at DESC, ranked.id DESC`);
  return found.rows.map((row) => hit(row, terms, false));
}

/**
 * The posts a search may find: those of its space (the public forum's visible posts, or a group's:
 * findableInSql), in the category and period the visitor chose, solved or not.
 */
function visibleAndFiltered(filters: SearchFilters, now: Date, space: SQL): SQL {
  const parts = [space];
  if (filters.category) parts.push(sql`category = ${filters.category}`);
  const days = SEARCH_DATES.find((d) => d.value === filters.date)?.days;
  if (filters.solved !== "any")
    parts.push(filters.solved === "solved" ? sql`accepted_comment_id IS NOT NULL` : sql`accepted_comment_id IS NULL`);
  // From the start of an hour, as the forum's lists count (the kept answers are per hour: search.ts).
  if (days) parts.push(sql`created_at >= ${periodStart(days, now).toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

function hit(row: Record<string, unknown>, terms: SearchTerms, similar: boolean): PostHit {
  const fuzzy = similar ? terms.keywords : [];
  const snippet = markMore(snippetFrom(String(row.snippet)), terms.prefix, fuzzy);
  return {
    id: String(row.id),
    title: String(row.title),
    category: String(row.category),
    solved: Boolean(row.solved),
    titleParts: markMore(fromHeadline(String(row.title_headline)), terms.prefix, fuzzy),
    snippet,
  };
}
