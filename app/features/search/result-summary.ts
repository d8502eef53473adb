import { m } from "@common/i18n";
import { localNumber } from "@common/plural";

/** "3 guides and 12 forum posts for ‘rent’ (filtered), page 2 of 3", or "No results found.". */
export function resultSummary({
  term,
  guideCount,
  postCount,
  filtered,
  page,
  pageCount,
}: {
  term: string;
  guideCount: number;
  postCount: number;
  filtered: boolean;
  page: number;
  pageCount: number;
}): string {
  if (!term) return "";
  if (guideCount + postCount === 0) return m.search_no_results();
  const guides = guideCount > 0 ? m.search_guide_count({ count: guideCount, shown: localNumber(guideCount) }) : null;
  const posts = postCount > 0 ? m.search_post_count({ count: postCount, shown: localNumber(postCount) }) : null;
  const counts = guides && posts ? m.search_summary_and({ first: guides, second: posts }) : (guides ?? posts)!;
  return (
    m.search_summary({ counts, term }) +
    (filtered ? m.search_summary_filtered() : "") +
    (pageCount > 1 ? m.search_summary_page({ page, pageCount }) : "")
  );
}
