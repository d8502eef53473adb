import { POST_CATEGORIES, type PostCategory } from "./forum-categories";
import { m } from "./i18n";

/**
 * The /search page's filters for forum posts (issue #31): a category, how recent, solved or not. Each is
 * a query parameter (`category`, `date`, `solved`), so a filtered search has an address of its own and the
 * form works as a plain GET without JavaScript. Guides are shown only when no filter is chosen: the
 * filters are about the forum.
 */
export const SEARCH_DATES = [
  { value: "any", label: "Any time", days: null },
  { value: "week", label: "Past week", days: 7 },
  { value: "month", label: "Past month", days: 30 },
  { value: "year", label: "Past year", days: 365 },
] as const;
export type SearchDate = (typeof SEARCH_DATES)[number]["value"];

export const SEARCH_SOLVED = [
  { value: "any", label: "Solved or not" },
  { value: "solved", label: "Solved" },
  { value: "unsolved", label: "Not solved yet" },
] as const;
export type SearchSolved = (typeof SEARCH_SOLVED)[number]["value"];

/** A solved filter's words in the request's language (the search's filters and the forum's lists). */
export const searchSolvedLabel = (value: SearchSolved): string =>
  ({ any: m.search_solved_any, solved: m.search_solved_solved, unsolved: m.search_solved_unsolved })[value]();

export interface SearchFilters {
  category: PostCategory | null;
  date: SearchDate;
  solved: SearchSolved;
}

export const NO_SEARCH_FILTERS: SearchFilters = { category: null, date: "any", solved: "any" };

/** What an address asks for; anything unknown is no filter. */
export function searchFiltersFrom(searchParams: URLSearchParams): SearchFilters {
  return {
    category: POST_CATEGORIES.find((c) => c.value === searchParams.get("category"))?.value ?? null,
    date: SEARCH_DATES.find((d) => d.value === searchParams.get("date"))?.value ?? "any",
    solved: SEARCH_SOLVED.find((s) => s.value === searchParams.get("solved"))?.value ?? "any",
  };
}

export const hasSearchFilters = (filters: SearchFilters) =>
  filters.category !== null || filters.date !== "any" || filters.solved !== "any";

/** The address of a search: the term, the filters chosen and the page (defaults left out). */
export function searchHref(term: string, filters: SearchFilters, page = 1): string {
  const search = new URLSearchParams({ q: term });
  if (filters.category) search.set("category", filters.category);
  if (filters.date !== "any") search.set("date", filters.date);
  if (filters.solved !== "any") search.set("solved", filters.solved);
  if (page > 1) search.set("page", String(page));
  return `/search?${search}`;
}

/** A key that tells filtered answers apart (the search's answers are kept by term, page and filters). */
export const searchFiltersKey = (filters: SearchFilters) =>
  `${filters.category ?? "*"} ${filters.date} ${filters.solved}`;
