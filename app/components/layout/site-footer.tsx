import type { MouseEvent } from "react";
import { useNavigate } from "~/lib/localized-router";
import { footerLinksMarkup, footerTaglineMarkup } from "./chrome-markup";
import { LanguageSwitcher } from "./language-switcher";
import { SavedForOfflineNote } from "~/features/offline";

/**
 * A click on one of the footer's own links is a navigation in the page, as a <Link> makes it; a click
 * that asks for a new tab or window is the browser's.
 */
function useFooterNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      link.target ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    void navigate(link.getAttribute("href")!);
  };
}

/**
 * The tagline, the links and the language switcher are left as the server wrote them (./chrome-markup.ts).
 * The offline note, which changes while the page is open, is rendered on both sides.
 */
export function SiteFooter() {
  const onClick = useFooterNavigation();
  const links = import.meta.env.SSR ? footerLinksMarkup() : "";
  return (
    <footer className="site-chrome mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? footerTaglineMarkup() : "" }}
          />
          <SavedForOfflineNote />
        </p>
        {/* The links' clicks bubble here; each link is focusable and answers Enter as a link does. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          className="flex flex-wrap gap-4"
          onClick={onClick}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: links }}
        />
      </div>
      <LanguageSwitcher className="mx-auto max-w-6xl px-4 pb-8" />
    </footer>
  );
}
