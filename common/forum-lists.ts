import { POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { SEARCH_SOLVED, type SearchSolved } from "./search-filters";

/**
 * The forum's lists (issue #31): the whole forum or one category (`/community/forum/c/<category>`), sorted
 * four ways. `new` is the spec's feed order (pinned first, then newest) and the default; the others are
 * chosen with ?sort= (and ?period= for top), so every list has an address a member can share.
 */
export const LIST_SORTS = [
  { value: "new", label: "New", description: "Newest posts first, pinned posts on top" },
  { value: "latest", label: "Latest", description: "Latest activity: posts with the newest comments first" },
  { value: "top", label: "Top", description: "Most liked posts first" },
  { value: "unanswered", label: "Unanswered", description: "Posts nobody has answered yet, newest first" },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]["value"];

/** Top counts the likes of posts written in the period (Discourse's top topics of a week, a month...). */
export const TOP_PERIODS = [
  { value: "week", label: "This week", days: 7 },
  { value: "month", label: "This month", days: 30 },
  { value: "year", label: "This year", days: 365 },
  { value: "all", label: "All time", days: null },
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

export const sortLabel = (query: ListQuery) =>
  query.sort === "top"
    ? `Top ${TOP_PERIODS.find((p) => p.value === query.period)!.label.toLowerCase()}`
    : LIST_SORTS.find((s) => s.value === query.sort)!.label;

/**
 * What each category is for, on its page (/community/forum/c/<category>). Here, not beside the labels in
 * forum-categories.ts, which every guide page loads (the guide page's JavaScript bound, issue #17).
 */
export const CATEGORY_DESCRIPTIONS: Record<PostCategory, string> = {
  general: "Anything about moving to and living in Ireland that fits nowhere else.",
  housing: "Finding a room or a flat, deposits, leases, landlords, the RTB and avoiding rental scams.",
  education: "Universities, colleges, English schools, fees, courses and student life.",
  healthcare: "GPs taking new patients, the medical card, prescriptions, insurance and A&E.",
  transport: "Leap cards, Dublin Bus, Luas, DART, trains, cycling and driving licences.",
  legal: "Visas, IRP registration and renewal, stamps, PPS numbers and your rights.",
  jobs: "Finding work, CVs, work permits, tax, payslips and your rights at work.",
  social: "Meeting people, events, clubs, sport and making Ireland home.",
};
