import { and, eq, inArray, sql } from "drizzle-orm";
import { TITLE_MAX } from "../../../common/forum";
import { SIMILAR_POSTS_MAX, titleIsSearchable, type SimilarPost } from "../../../common/similar-posts";
import { m } from "../../../common/i18n";
import { AppError } from "../../app-error";
import { postCounters, posts } from "../../db/schema";
import { describeRetryAfter, hitRateLimit } from "../../rate-limit";
import { findableInSql } from "../../read-policy";
import type { Reader } from "../../identity";
import type { RequestContext } from "../../request-context";
import { answerGroupSearch, answerSearch } from "../../search/search";

/**
 * Look-ups per client address: the title field asks 300 ms after the last key, so a fast typer asks a
 * few times a second at most, and only while typing. A campus or a shared flat sits behind one address.
 */
export const SIMILAR_LOOKUP_LIMIT = { max: 60, windowSeconds: 60 };

/** Said when the title sent is longer than any title can be: the field cannot send one. */
export const similarTitleTooLong = () => m.forum_similar_title_too_long({ max: TITLE_MAX });

/**
 * Up to five visible posts like a title being typed on the new-post screen (issue #31 item 3), or in a
 * private group's new-post screen five of the group's, for a reader of it (answerGroupSearch): the site
 * search's first page of forum posts for the title (answerSearch: the same ranking, the same answers
 * kept per term, the same cap on searches running at once and the same statement timeout), read again
 * by id for their category and comment count. A title too short to say much is not looked up and not
 * counted; a title longer than a post's title is refused (400); every look-up counts against the
 * address's SIMILAR_LOOKUP_LIMIT (429 past it). A search that fails or times out finds nothing (the
 * spec's rule for the search).
 */
export async function similarQuestions(
  context: RequestContext,
  title: string,
  group: { id: string; reader: Reader } | null = null,
): Promise<SimilarPost[]> {
  if (title.length > TITLE_MAX) throw new AppError(400, similarTitleTooLong(), "INVALID", "title");
  if (!titleIsSearchable(title)) return [];
  const db = context.database.db;
  const limit = await hitRateLimit(db, `similar-posts:address:${context.clientAddress}`, SIMILAR_LOOKUP_LIMIT);
  if (!limit.allowed) {
    const error = new AppError(
      429,
      m.forum_similar_too_many({ when: describeRetryAfter(limit.retryAfterSeconds) }),
      "TOO_MANY_ATTEMPTS",
    );
    error.retryAfterSeconds = limit.retryAfterSeconds;
    throw error;
  }
  // A question for a private group is like the group's own (issue #47), and only its readers are told them.
  const found = group
    ? await answerGroupSearch(context, group, title.trim())
    : await answerSearch(context, title.trim());
  const ids = found.posts.slice(0, SIMILAR_POSTS_MAX).map((post) => post.id);
  if (ids.length === 0) return [];
  // The search's answer is kept until the forum changes; visibility is asked again all the same.
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      category: posts.category,
      commentsCount: postCounters.commentsCount,
      solved: sql<boolean>`${posts.acceptedCommentId} IS NOT NULL`,
    })
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .where(and(inArray(posts.id, ids), findableInSql("posts", group?.reader ?? null, group?.id ?? null)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
