import { Command } from "cmdk";
import { Icon } from "~/components/ui/icons";
import { Dialog, VisuallyHidden } from "radix-ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "~/lib/localized-router";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "@common/forum";
import { useEscapeCloses, useReturnFocus } from "~/components/ui/dialog";
import type { GuideSearchEntry, GuideSearchGroup } from "./guide-search";
import { searchGuides } from "./guide-search";
import { m } from "@common/i18n";

const FORUM_GROUP = "Forum Posts";

/**
 * A group's heading in the visitor's language. Groups are named in English by the guide index and the
 * server (the names also tell groups apart when the two are merged), and translated only when shown.
 */
const GROUP_LABELS: Record<string, () => string> = {
  Housing: m.ui_nav_housing,
  Transport: m.ui_nav_transport,
  Education: m.ui_nav_education,
  Healthcare: m.ui_nav_healthcare,
  Finance: m.ui_nav_finance,
  Community: m.ui_nav_community,
  Business: m.ui_nav_business,
  Legal: m.ui_nav_legal,
  Jobs: m.ui_nav_jobs,
  "Jobs and Career": m.ui_jobs_and_career,
  Glossary: m.ui_glossary,
  [FORUM_GROUP]: m.search_forum_posts,
};
const groupLabel = (group: string) => GROUP_LABELS[group]?.() ?? group;

/** The guide index is loaded with the palette, not with every page (its glossary in the page's language). */
async function loadGuideIndex(): Promise<GuideSearchEntry[]> {
  const { loadGuideIndex: load } = await import("./guide-index");
  return load();
}

/** Spec section 5: forum search runs 300 ms after typing stops. */

/** `term` is null when the server could not be reached (the search then has no results). */
type SiteSearch = {
  term: string | null;
  results: { id: string; title: string }[];
  guides: GuideSearchItem[];
};
type GuideSearchItem = { title: string; href: string; group: string };
const NOTHING = { results: [], guides: [], searching: false };
const SEARCHING = { ...NOTHING, searching: true };

/**
 * The site search for the palette, from the search resource route (the /search page shares its rules):
 * forum posts, and the guides and glossary terms that answer a question or survive a typo.
 */
function useSiteSearch(term: string) {
  const fetcher = useFetcher<SiteSearch>({ key: "palette-forum-search" });
  const load = fetcher.load;
  const trimmed = term.trim();
  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_CHARS) return;
    const timer = window.setTimeout(
      () => void load(`/resources/forum-search?q=${encodeURIComponent(trimmed)}`),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [trimmed, load]);
  // Under two characters the results are cleared at once, without a request.
  if (trimmed.length < SEARCH_MIN_CHARS) return NOTHING;
  const unreachable = fetcher.state === "idle" && fetcher.data?.term === null;
  if (unreachable) return NOTHING;
  const answered = fetcher.data?.term === trimmed;
  return answered ? { ...fetcher.data!, searching: false } : SEARCHING;
}

/**
 * The guide groups to show: the server's guides first, in its order (they answer the question), then
 * what the palette's own index found by the words as typed, each page once, grouped by section in the
 * order the sections first appear.
 */
function mergeGuides(server: GuideSearchItem[], local: GuideSearchGroup[]): GuideSearchGroup[] {
  if (server.length === 0) return local;
  const groups = new Map<string, GuideSearchGroup>();
  const seen = new Set<string>();
  const items = [...server, ...local.flatMap((group) => group.items.map((item) => ({ ...item, group: group.group })))];
  for (const { group, title, href } of items) {
    if (seen.has(href)) continue;
    seen.add(href);
    const entry = groups.get(group) ?? { group, items: [] };
    entry.items.push({ title, href });
    groups.set(group, entry);
  }
  return [...groups.values()];
}

/** The palette itself (cmdk, Radix dialog, forum search): loaded the first time it opens. */
export default function SearchDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<GuideSearchEntry[] | null>(null);
  // cmdk's highlighted item; it returns to the best match whenever the results change.
  const [selection, setSelection] = useState({ forFirst: "", value: "" });
  const navigate = useNavigate();
  const returnFocus = useReturnFocus(open);

  useEffect(() => {
    if (open && !index) void loadGuideIndex().then(setIndex);
  }, [open, index]);

  const forum = useSiteSearch(open ? query : "");
  const groups = useMemo(() => {
    const guideGroups = mergeGuides(forum.guides, index ? searchGuides(index, query) : []);
    if (forum.results.length === 0) return guideGroups;
    const forumGroup = {
      group: FORUM_GROUP,
      items: forum.results.map((post) => ({ title: post.title, href: `/community/forum#post-${post.id}` })),
    };
    return [...guideGroups, forumGroup];
  }, [index, query, forum.results, forum.guides]);
  const firstHref = groups[0]?.items[0]?.href ?? "";
  const selected = selection.forFirst === firstHref ? selection.value : firstHref;

  // However it closes (Escape, Ctrl/Cmd+K, a choice), the palette opens empty next time.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setQuery("");
  }
  const close = useCallback(() => setOpen(false), [setOpen]);
  const content = useRef<HTMLDivElement>(null);
  useEscapeCloses(open, content, close);

  const select = useCallback(
    (href: string) => {
      close();
      void navigate(href);
    },
    [close, navigate],
  );

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex flex-col bg-surface shadow-2xl sm:inset-x-auto sm:top-[12vh] sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>{m.search_label()}</Dialog.Title>
          </VisuallyHidden.Root>
          <Command
            shouldFilter={false}
            value={selected}
            onValueChange={(value) => setSelection({ forFirst: firstHref, value })}
            label={m.search_title()}
            loop
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Icon name="search" aria-hidden className="size-5 text-muted-foreground" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={m.search_placeholder()}
                className="min-h-14 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
              />
              <Dialog.Close className="rounded px-2 py-1 text-sm text-muted-foreground hover:bg-surface-muted sm:hidden">
                {m.ui_close()}
              </Dialog.Close>
            </div>
            <Command.List className="min-h-0 flex-1 overflow-y-auto p-2 sm:max-h-[300px]">
              {forum.searching && (
                <Command.Loading>
                  <p className="px-3 py-2 text-sm text-muted-foreground">{m.search_searching()}</p>
                </Command.Loading>
              )}
              {index && !forum.searching && (
                <Command.Empty className="px-3 py-6 text-center text-muted-foreground">
                  {m.search_no_results()}
                </Command.Empty>
              )}
              {!index && <Command.Loading>{m.ui_loading()}</Command.Loading>}
              {groups.map((group) => (
                <Command.Group
                  key={group.group}
                  heading={groupLabel(group.group)}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {group.items.map((item) => (
                    <Command.Item
                      key={item.href}
                      value={item.href}
                      onSelect={select}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 data-[selected=true]:bg-brand-soft data-[selected=true]:text-brand"
                    >
                      {item.href.startsWith("/community/forum") ? (
                        <Icon name="messages-square" aria-hidden className="size-4" />
                      ) : (
                        <Icon name="file-text" aria-hidden className="size-4" />
                      )}
                      {item.title}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
          {query.trim().length >= SEARCH_MIN_CHARS && (
            <Link
              to={`/search?q=${encodeURIComponent(query.trim())}`}
              onClick={close}
              className="flex min-h-11 items-center gap-2 border-t border-border px-4 text-sm text-brand underline"
            >
              <Icon name="search" aria-hidden className="size-4" /> {m.search_all_results({ term: query.trim() })}
            </Link>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
