import { POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { m } from "./i18n";
import { SEARCH_SOLVED, type SearchSolved } from "./search-filters";

/**
 * The forum's lists (issue #31): the whole forum or one category (`/community/forum/c/<category>`), sorted
 * four ways. `new` is the spec's feed order (pinned first, then newest) and the default; the others are
 * chosen with ?sort= (and ?period= for top), so every list has an address a member can share.
 */
export const LIST_SORTS = [
  {
    value: "new",
    get label() {
      return m.forum_sort_new();
    },
    get description() {
      return m.forum_sort_new_description();
    },
  },
  {
    value: "latest",
    get label() {
      return m.forum_sort_latest();
    },
    get description() {
      return m.forum_sort_latest_description();
    },
  },
  {
    value: "top",
    get label() {
      return m.forum_sort_top();
    },
    get description() {
      return m.forum_sort_top_description();
    },
  },
  {
    value: "unanswered",
    get label() {
      return m.forum_sort_unanswered();
    },
    get description() {
      return m.forum_sort_unanswered_description();
    },
  },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]["value"];

/** Top counts the likes of posts written in the period (Discourse's top topics of a week, a month...). */
export const TOP_PERIODS = [
  {
    value: "week",
    get label() {
      return m.forum_period_week();
    },
    days: 7,
  },
  {
    value: "month",
    get label() {
      return m.forum_period_month();
    },
    days: 30,
  },
  {
    value: "year",
    get label() {
      return m.forum_period_year();
    },
    days: 365,
  },
  {
    value: "all",
    get label() {
      return m.forum_period_all();
    },
    days: null,
  },
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
export const CATEGORY_DESCRIPTIONS: Record<PostCategory, string> = {
  get general() {
    return m.category_general_description();
  },
  get housing() {
    return m.category_housing_description();
  },
  get education() {
    return m.category_education_description();
  },
  get healthcare() {
    return m.category_healthcare_description();
  },
  get transport() {
    return m.category_transport_description();
  },
  get legal() {
    return m.category_legal_description();
  },
  get jobs() {
    return m.category_jobs_description();
  },
  get social() {
    return m.category_social_description();
  },
};
