import { HOLD_UNTIL_HYDRATED } from "~/lib/deferred-hydration";
import { Icon } from "~/components/ui/icons";
import { lazy, Suspense, useEffect, useState } from "react";
import { m } from "@common/i18n";
import { localizedPath } from "@common/locale-path";

const SearchDialog = lazy(() => import("./search-dialog"));

let openPalette: (() => void) | undefined;

/**
 * The header's search button (spec: 'Search information...', 'Search...' on small screens). It is a link
 * to the /search page, which is what it does without JavaScript; with it, it opens the palette, which
 * answers as the visitor types. On a page that hydrates on first use (ADR 0020), a click before hydration
 * waits for it, so the palette opens there too.
 */
export function SearchButton() {
  return (
    <a
      href={localizedPath("/search")}
      {...{ [HOLD_UNTIL_HYDRATED]: "" }}
      onClick={(event) => {
        if (!openPalette || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        openPalette();
      }}
      // The long label and the shortcut's hint from 768 px: below that the header has no room for them in
      // most languages (at 640 px "Search information..." was cut to "Search informat…"). tests/e2e/locales
      // checks that no label is cut, in every language from 320 px; min-w-0 and truncate are the fallback
      // that keeps a longer translation from pushing the header wider than the screen.
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-md border border-border bg-background px-2.5 text-sm whitespace-nowrap sm:px-3 text-muted-foreground hover:border-brand md:w-72"
    >
      <Icon name="search" aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 truncate md:hidden">{m.search_button_short()}</span>
      <span className="hidden min-w-0 truncate md:inline">{m.search_button_long()}</span>
      <kbd className="ms-auto hidden shrink-0 rounded border border-border px-1.5 text-xs md:inline">Ctrl K</kbd>
    </a>
  );
}

/**
 * Ctrl/Cmd+K toggles the palette (spec 'Search palette'). Its code (cmdk, the dialog, the guide index)
 * is fetched on first use, so pages do not pay for it up front.
 */
export function SearchPalette() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    openPalette = () => {
      setUsed(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setUsed(true);
        setOpen((isOpen) => !isOpen);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      openPalette = undefined;
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={open} setOpen={setOpen} />
    </Suspense>
  );
}
