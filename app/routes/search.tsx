import { Icon } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Form, Link, redirect, useSubmit } from "~/lib/localized-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, inputClasses, Label } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { PostSearchResult, SearchResult } from "~/features/search/search-result";
import { resultSummary } from "~/features/search/result-summary";
import { SITE_NAME } from "@common/sections";
import { categoryLabel, POST_CATEGORIES } from "@common/forum-categories";
import {
  hasSearchFilters,
  SEARCH_DATES,
  SEARCH_SOLVED,
  searchSolvedLabel,
  searchFiltersFrom,
  searchHref,
  type SearchFilters,
} from "@common/search-filters";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_TERM_MAX } from "@common/forum";
import type { Route } from "./+types/search";
import { answerSearch, NOTHING_FOUND, searchPageParam } from "../../server/search/search";
import { m } from "@common/i18n";
import { unlocalizedPath } from "@common/locale-path";
import { searchResultPlace } from "~/features/guides/section-title";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "everyone" };

/** Where to start when nothing matches and nothing comes close (their titles in the page's language). */
const startingPoints = () => [
  { title: m.checklist_meta_title(), href: "/start" },
  { title: m.glossary_search_title(), href: "/glossary" },
];

/** The filters' choices in the page's language (common/search-filters keeps the spec's English). */
const DATE_LABELS: Record<SearchFilters["date"], () => string> = {
  any: m.search_date_any,
  week: m.search_date_week,
  month: m.search_date_month,
  year: m.search_date_year,
};

/**
 * `/search?q=&page=`: guide pages and glossary terms that answer the term, then the forum's posts, ten a
 * page, each with a passage where the words matched (server/search). A plain GET form and links, so it
 * works without JavaScript; with it, the results follow the box as the visitor types.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_TERM_MAX);
  const filters = searchFiltersFrom(url.searchParams);
  // A plain form (no JavaScript) sends every filter, "any" ones too: one address per search, the short one.
  const page = searchPageParam(url.searchParams.get("page"));
  const sentUnset = (["category", "date", "solved"] as const).some(
    (name) => url.searchParams.has(name) && (filters[name] ?? "any") === "any",
  );
  if (term && sentUnset) throw redirect(searchHref(term, filters, page));
  context.pageTags.searchResults();
  if (!term) return { term, filters, ...NOTHING_FOUND };
  const found = await answerSearch(context, term, page, filters);
  // Each result says where it lives in the page's language, by the section's one name (issue #46 item 12).
  const placed = (hits: typeof found.guides) => hits.map((hit) => ({ ...hit, section: searchResultPlace(hit) }));
  return { term, filters, ...found, guides: placed(found.guides), suggestions: placed(found.suggestions) };
}

export function meta({ data }: Route.MetaArgs) {
  const title = `${data?.term ? m.search_meta_title({ term: data.term }) : m.search_title()} | ${SITE_NAME}`;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** Category, date and answer for the forum's posts, as plain selects of the search form (sent as it is sent). */
function SearchFilterFields({ filters, onChange }: { filters: SearchFilters; onChange: () => void }) {
  return (
    <fieldset className="flex w-full flex-wrap gap-3">
      <legend className="sr-only">{m.search_filter_legend()}</legend>
      <div className="grid min-w-0 flex-1 basis-40 gap-1.5">
        <Label htmlFor="search-category">{m.search_category()}</Label>
        <select
          id="search-category"
          name="category"
          defaultValue={filters.category ?? ""}
          onChange={onChange}
          className={inputClasses}
        >
          <option value="">{m.search_all_categories()}</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {categoryLabel(category.value)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 flex-1 basis-40 gap-1.5">
        <Label htmlFor="search-date">{m.search_posted()}</Label>
        <select id="search-date" name="date" defaultValue={filters.date} onChange={onChange} className={inputClasses}>
          {SEARCH_DATES.map((date) => (
            <option key={date.value} value={date.value}>
              {DATE_LABELS[date.value]()}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 flex-1 basis-40 gap-1.5">
        <Label htmlFor="search-solved">{m.search_answer()}</Label>
        <select
          id="search-solved"
          name="solved"
          defaultValue={filters.solved}
          onChange={onChange}
          className={inputClasses}
        >
          {SEARCH_SOLVED.map((solved) => (
            <option key={solved.value} value={solved.value}>
              {searchSolvedLabel(solved.value)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** Nothing matched: the guides it may have meant (or where to start), and the forum to ask in. */
function NothingFound({ suggestions }: { suggestions: Route.ComponentProps["loaderData"]["suggestions"] }) {
  return (
    <Card className="grid gap-3">
      <p className="font-semibold">{suggestions.length > 0 ? m.search_did_you_mean() : m.search_start_here()}</p>
      <ul className="grid gap-2">
        {(suggestions.length > 0 ? suggestions : startingPoints()).map(
          (item: { title: string; href: string; section?: string }) => (
            <li key={item.href}>
              <Link to={item.href} className="inline-flex min-h-11 items-center gap-2 text-brand underline">
                <Icon name="book-open" aria-hidden className="size-4 shrink-0" />
                {item.title}
                {item.section && <span className="text-sm text-muted-foreground">({item.section})</span>}
              </Link>
            </li>
          ),
        )}
      </ul>
      <p className="text-sm text-muted-foreground">
        {m.search_or()}{" "}
        <Link to="/community/forum/new-post" className="text-brand underline">
          {m.search_ask_community()}
        </Link>
        {m.search_ask_after()}
      </p>
    </Card>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, filters, guides, posts, postCount, page, pageCount, suggestions } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const searching = navigation.state === "loading" && unlocalizedPath(navigation.location.pathname) === "/search";
  const found = guides.length + posts.length > 0;
  const filtered = hasSearchFilters(filters);

  // Back and forward change the term without typing: the box follows, unless the visitor is typing in it.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = term;
  }, [term]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const searchAsYouType = (value: string) => {
    window.clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed === term || (trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS)) return;
    timer.current = window.setTimeout(() => searchNow(), SEARCH_DEBOUNCE_MS);
  };
  // The whole form (the term and the filters), as a plain GET sends it; empty filters left out.
  const searchNow = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    for (const [name, value] of [...data.entries()])
      if (value === "" || value === "any" || (name === "q" && String(value).trim() === "")) data.delete(name);
    if (!data.has("q")) return;
    void submit(data, { method: "get", action: "/search", replace: true, preventScrollReset: true });
  };

  const summary = resultSummary({ term, guideCount: guides.length, postCount, filtered, page, pageCount });

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{m.search_title()}</h1>
      <Form ref={form} method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <Label htmlFor="search-term">{m.search_label()}</Label>
          <Input
            ref={input}
            id="search-term"
            name="q"
            type="search"
            defaultValue={term}
            maxLength={SEARCH_TERM_MAX}
            autoComplete="off"
            onChange={(event) => searchAsYouType(event.currentTarget.value)}
            placeholder={m.search_placeholder()}
          />
        </div>
        <Button type="submit" disabled={searching}>
          <Icon name="search" aria-hidden className="size-4" /> {searching ? m.search_searching() : m.search_title()}
        </Button>
        <SearchFilterFields filters={filters} onChange={searchNow} />
      </Form>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {searching ? m.search_searching() : summary}
      </p>
      {term && !found && <NothingFound suggestions={suggestions} />}
      {guides.length > 0 && (
        <section aria-labelledby="search-guides" className="grid gap-2">
          <h2 id="search-guides" className="text-lg font-semibold">
            {m.search_guides()}
          </h2>
          <ol className="grid gap-2">
            {guides.map((guide) => (
              <SearchResult
                key={guide.href}
                href={guide.href}
                titleParts={guide.titleParts}
                where={guide.section}
                snippet={guide.snippet}
                icon={guide.kind === "glossary" ? "book-open" : "file-text"}
              />
            ))}
          </ol>
        </section>
      )}
      {posts.length > 0 && (
        <section aria-labelledby="search-posts" className="grid gap-2">
          <h2 id="search-posts" className="text-lg font-semibold">
            {m.search_forum_posts()}
          </h2>
          <ol className="grid gap-2">
            {posts.map((post) => (
              <PostSearchResult
                key={post.id}
                post={post}
                where={m.search_where_forum({ category: categoryLabel(post.category) })}
              />
            ))}
          </ol>
        </section>
      )}
      <Pagination
        label={m.search_result_pages()}
        page={page}
        pageCount={pageCount}
        loading={searching}
        hrefFor={(target) => searchHref(term, filters, target)}
      />
    </div>
  );
}
