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
      className="flex min-h-11 items-center gap-2 rounded-md border border-border bg-background px-2.5 text-sm whitespace-nowrap sm:px-3 text-muted-foreground hover:border-brand sm:w-60 lg:w-72"
    >
      <Icon name="search" aria-hidden className="size-4" />
      <span className="sm:hidden">{m.search_button_short()}</span>
      <span className="hidden sm:inline">{m.search_button_long()}</span>
      <kbd className="ms-auto hidden rounded border border-border px-1.5 text-xs sm:inline">Ctrl K</kbd>
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
