import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { baseLocale, type Locale } from "@common/i18n";
import { languageChoiceHref, LOCALE_LINK_ATTRIBUTE, pathInLocale } from "@common/locale-path";
import { useLocale } from "~/lib/localized-router";
import { languageSwitcherMarkup, localeSuggestionMarkup } from "./chrome-markup";

/**
 * After a navigation in the browser, the links to the page in other languages that the server wrote in
 * `container` point at the page now shown. An unchanged address is left alone: React Router looks for new
 * routes on every change of an href in the page.
 */
function useLocaleLinksFollowThePage(container: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    for (const link of container.current?.querySelectorAll(`a[${LOCALE_LINK_ATTRIBUTE}]`) ?? []) {
      const locale = link.getAttribute(LOCALE_LINK_ATTRIBUTE) as Locale;
      const href = languageChoiceHref(pathInLocale(pathname, locale) + search, locale);
      if (link.getAttribute("href") !== href) link.setAttribute("href", href);
    }
  }, [container, pathname, search]);
}

/** The language switcher (chrome-markup.ts), as the server wrote it, its links following the page. */
export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  useLocaleLinksFollowThePage(container);
  return (
    <div
      ref={container}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? languageSwitcherMarkup(pathname, search) : "" }}
    />
  );
}

/** The language suggestion of an English page (chrome-markup.ts), as the server wrote it, its links following the page. */
export function LocaleSuggestion({ nonce }: { nonce: string | undefined }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  useLocaleLinksFollowThePage(container);
  if (current !== baseLocale) return null;
  return (
    <div
      ref={container}
      hidden
      suppressHydrationWarning
      className="site-chrome border-b border-border bg-surface"
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? localeSuggestionMarkup(pathname, search, nonce) : "",
      }}
    />
  );
}
