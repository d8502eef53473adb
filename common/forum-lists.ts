import { POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { m, readWhenShown } from "./i18n";
import { SEARCH_SOLVED, type SearchSolved } from "./search-filters";

/**
 * The forum's lists (issue #31): the whole forum or one category (`/community/forum/c/<category>`), sorted
 * four ways. `new` is the spec's feed order (pinned first, then newest) and the default; the others are
 * chosen with ?sort= (and ?period= for top), so every list has an address a member can share.
 */
export const LIST_SORTS = [
  readWhenShown({ label: m.forum_sort_new, description: m.forum_sort_new_description }, { value: "new" }),
  readWhenShown({ label: m.forum_sort_latest, description: m.forum_sort_latest_description }, { value: "latest" }),
  readWhenShown({ label: m.forum_sort_top, description: m.forum_sort_top_description }, { value: "top" }),
  readWhenShown(
    { label: m.forum_sort_unanswered, description: m.forum_sort_unanswered_description },
    { value: "unanswered" },
  ),
] as const;
export type ListSort = (typeof LIST_SORTS)[number]["value"];

/** Top counts the likes of posts written in the period (Discourse's top topics of a week, a month...). */
export const TOP_PERIODS = [
  readWhenShown({ label: m.forum_period_week }, { value: "week", days: 7 }),
  readWhenShown({ label: m.forum_period_month }, { value: "month", days: 30 }),
  readWhenShown({ label: m.forum_period_year }, { value: "year", days: 365 }),
  readWhenShown({ label: m.forum_period_all }, { value: "all", days: null }),
] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number]["value"];
export const DEFAULT_TOP_PERIOD: TopPeriod = "month";

export interface ListQuery {
  category: PostCategory | null;
  sort: ListSort;
  period: TopPeriod;
  /** ?solved=solved|unsolved: posts with an accepted answer, or without (the search's filter too). */
  solved: SearchSolved;
}

/** What an address asks for; anything unknown is the default (a made-up ?sort= is the forum as usual). */
export function listQueryFrom(searchParams: URLSearchParams, category: PostCategory | null): ListQuery {
  const sort = LIST_SORTS.find((s) => s.value === searchParams.get("sort"))?.value ?? "new";
  const period = TOP_PERIODS.find((p) => p.value === searchParams.get("period"))?.value ?? DEFAULT_TOP_PERIOD;
  // An unanswered post has no answer to accept: that list is never filtered by it.
  const solved =
    sort === "unanswered" ? "any" : (SEARCH_SOLVED.find((s) => s.value === searchParams.get("solved"))?.value ?? "any");
  return { category, sort, period, solved };
}

export const categoryFrom = (value: string | null | undefined): PostCategory | null =>
  POST_CATEGORIES.find((c) => c.value === value)?.value ?? null;

/** The address of a list: the defaults are left out, so each list has one address (its canonical). */
export function listHref({ category, sort, period, solved }: ListQuery, page = 1): string {
  const path = category ? `/community/forum/c/${category}` : "/community/forum";
  const query = new URLSearchParams();
  if (sort !== "new") query.set("sort", sort);
  if (sort === "top" && period !== DEFAULT_TOP_PERIOD) query.set("period", period);
  if (solved !== "any" && sort !== "unanswered") query.set("solved", solved);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `${path}?${query}` : path;
}

const TOP_LABELS: Record<TopPeriod, () => string> = {
  week: () => m.forum_sort_top_week(),
  month: () => m.forum_sort_top_month(),
  year: () => m.forum_sort_top_year(),
  all: () => m.forum_sort_top_all(),
};

export const sortLabel = (query: ListQuery) =>
  query.sort === "top" ? TOP_LABELS[query.period]() : LIST_SORTS.find((s) => s.value === query.sort)!.label;

/**
 * What each category is for, on its page (/community/forum/c/<category>). Here, not beside the labels in
 * forum-categories.ts, which every guide page loads (the guide page's JavaScript bound, issue #17).
 */
export const CATEGORY_DESCRIPTIONS: Record<PostCategory, string> = readWhenShown({
  general: m.category_general_description,
  housing: m.category_housing_description,
  education: m.category_education_description,
  healthcare: m.category_healthcare_description,
  transport: m.category_transport_description,
  legal: m.category_legal_description,
  jobs: m.category_jobs_description,
  social: m.category_social_description,
});
