import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";
import { POST_CATEGORIES } from "@common/forum-categories";
import { LIST_SORTS, TOP_PERIODS, listHref, type ListQuery } from "@common/forum-lists";
import { SEARCH_SOLVED, searchSolvedLabel } from "@common/search-filters";
import { cn } from "~/lib/cn";

// Rows of pills that wrap, in every language and at any width: a label longer than the row breaks between
// its words rather than running off the screen (issue #46: "Sem respo…" cut off on a phone).
const pillClasses = (current: boolean, size: "md" | "sm" = "md") =>
  cn(
    "inline-flex items-center rounded-full border text-sm font-medium",
    size === "md" ? "min-h-11 px-4 pointer-fine:min-h-9 pointer-fine:px-3" : "min-h-9 px-3",
    current
      ? "border-brand bg-brand text-brand-foreground"
      : "border-border bg-background text-foreground hover:border-brand hover:text-brand",
  );

/** The forum's categories, each a page of its own; plain links, so they work without JavaScript. */
export function CategoryNavigation({ query }: { query: ListQuery }) {
  const pill = (current: boolean) =>
    cn(
      pillClasses(current),
      // Beside the list on a wide screen (the page's sidebar): one a line.
      "lg:flex lg:min-h-9 lg:w-full lg:rounded-md lg:border-transparent lg:px-3",
    );
  return (
    <nav aria-label={m.forum_nav_categories()} className="mt-4 lg:row-span-2 lg:row-start-1 lg:mt-1">
      <p aria-hidden className="mb-2 hidden px-3 text-sm font-semibold text-muted-foreground lg:block">
        {m.forum_nav_categories()}
      </p>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
        <li>
          <Link
            to={listHref({ ...query, category: null })}
            aria-current={query.category === null ? "page" : undefined}
            className={pill(query.category === null)}
          >
            {m.forum_all_posts()}
          </Link>
        </li>
        {POST_CATEGORIES.map((category) => (
          <li key={category.value}>
            <Link
              to={listHref({ ...query, category: category.value })}
              aria-current={query.category === category.value ? "page" : undefined}
              className={pill(query.category === category.value)}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** New, latest activity, top (with its period) and unanswered: each an address of its own. */
export function SortNavigation({ query }: { query: ListQuery }) {
  const tab = (current: boolean) =>
    cn(
      "inline-flex min-h-11 items-center border-b-2 px-2 text-sm font-medium sm:px-3",
      current ? "border-brand text-brand" : "border-transparent text-muted-foreground hover:text-foreground",
    );
  return (
    // The tabs and the filters share a line where they fit (a desktop), and wrap onto lines of their own
    // where they do not: nothing in them scrolls sideways or is cut off.
    <div className="mt-4 flex flex-wrap items-end gap-x-6">
      <nav aria-label={m.forum_nav_sort()} className="grow border-b border-border">
        <ul className="-mb-px flex flex-wrap sm:gap-x-1">
          {LIST_SORTS.map((sort) => (
            <li key={sort.value}>
              <Link
                to={listHref({ ...query, sort: sort.value })}
                aria-current={query.sort === sort.value ? "page" : undefined}
                title={sort.description}
                className={tab(query.sort === sort.value)}
              >
                {sort.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap gap-x-6">
        {query.sort === "top" && (
          <nav aria-label={m.forum_nav_top_period()} className="py-2">
            <ul className="flex flex-wrap gap-2">
              {TOP_PERIODS.map((period) => (
                <li key={period.value}>
                  <Link
                    to={listHref({ ...query, period: period.value })}
                    aria-current={query.period === period.value ? "page" : undefined}
                    className={pillClasses(query.period === period.value, "sm")}
                  >
                    {period.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {query.sort !== "unanswered" && (
          <nav aria-label={m.forum_nav_answered()} className="py-2">
            <ul className="flex flex-wrap gap-2">
              {SEARCH_SOLVED.map((solved) => (
                <li key={solved.value}>
                  <Link
                    to={listHref({ ...query, solved: solved.value })}
                    aria-current={query.solved === solved.value ? "page" : undefined}
                    className={pillClasses(query.solved === solved.value, "sm")}
                  >
                    {solved.value === "any" ? m.forum_filter_all() : searchSolvedLabel(solved.value)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

/** What an empty list says: the spec's words for an empty forum, plainer ones for a sort that found nothing. */
export function emptyListText(query: ListQuery): { title: string; text: string } | null {
  if (query.sort === "unanswered")
    return { title: m.forum_empty_unanswered_title(), text: m.forum_empty_unanswered_text() };
  if (query.solved === "solved") return { title: m.forum_empty_solved_title(), text: m.forum_empty_solved_text() };
  if (query.solved === "unsolved")
    return { title: m.forum_empty_unsolved_title(), text: m.forum_empty_unsolved_text() };
  if (query.sort === "top" && query.period !== "all")
    return { title: m.forum_empty_period_title(), text: m.forum_empty_period_text() };
  return null;
}
