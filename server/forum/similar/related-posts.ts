import { sql } from "drizzle-orm";
import { withoutHiddenCharacters } from "../../../common/member-text";
import { SIMILAR_POSTS_MAX, type SimilarPost } from "../../../common/similar-posts";
import type { Db } from "../../db/database";
import { readableInSql } from "../../read-policy";
import { anyWordQuery } from "../../search/queries";
import { searchTerms } from "../../search/terms";

/**
 * How many of the category's newest visible posts are ranked against the post's title. Reading them is
 * a walk of the category's feed index (posts_category_feed_idx) and this many rows: the cost is the
 * same for every post, and the rows are the same for every post of the category, so they stay in
 * memory. 0.3 ms on the bench's data set (ADR 0035).
 */
export const RELATED_CANDIDATES = 100;

/**
 * Weights of the search vector's parts for ts_rank, {D, C, B, A}: the title (A) counts, the text (B)
 * a little, so that a post whose title shares the words comes first.
 */
const RANK_WEIGHTS = "{0, 0, 0.2, 1}";

/** A post shown as related: where it is (its comment count is not shown, so a like never re-renders a permalink). */
export type RelatedPost = Omit<SimilarPost, "commentsCount">;

/**
 * "Related posts" on a post's page (issue #31 item 3): up to five visible posts of the same category,
 * never the post itself, those whose title (and, less, text) shares the most words with this post's
 * title first, then the newest. One statement: the category's RELATED_CANDIDATES newest visible posts
 * through its feed index, ranked with the search's vector (ts_rank) against any keyword of the title
 * (the site search's word rules: searchTerms, anyWordQuery). Not the full site search: on 100,000
 * posts a title's common words match a fifth of them, and ranking those costs 20 to 700 ms, where a
 * permalink costs about 1.5 ms of PostgreSQL's time in all.
 */
export async function relatedPosts(db: Db, post: { id: string; title: string; category: string }) {
  const terms = searchTerms(post.title);
  // A title of nothing searchable (one letter, punctuation) ranks nothing: the newest come first.
  const rank = terms.words.length
    ? sql`ts_rank(${RANK_WEIGHTS}::float4[], candidates.search_vector, ${anyWordQuery(terms)})`
    : sql`0`;
  const result = await db.execute<{ id: string; title: string; category: string; solved: boolean }>(sql`
    SELECT candidates.id, candidates.title, candidates.category, candidates.accepted_comment_id IS NOT NULL AS solved
    FROM (
      SELECT id, title, category, created_at, search_vector, accepted_comment_id FROM posts
      WHERE category = ${post.category} AND ${readableInSql("posts", null)} AND id <> ${post.id}
      ORDER BY is_pinned DESC, created_at DESC, id DESC
      LIMIT ${RELATED_CANDIDATES}
    ) candidates
    ORDER BY ${rank} DESC, candidates.created_at DESC, candidates.id DESC
    LIMIT ${SIMILAR_POSTS_MAX}`);
  return result.rows.map((row): RelatedPost => ({
    id: row.id,
    title: withoutHiddenCharacters(row.title), // read as stored (raw SQL): common/member-text.ts
    category: row.category,
    solved: Boolean(row.solved),
  }));
}
