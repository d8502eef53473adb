import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { m, locales, baseLocale, type Locale } from "@common/i18n";
import { htmlLang, pathInLocale, LANGUAGE_CHOICE_PATH } from "@common/locale-path";
import { escapeHtml } from "@common/escape-html";
import { getTextDirection } from "@common/paraglide/runtime.js";
import { useLocale } from "~/lib/localized-router";

/** Where a link to `locale`'s page goes: through the server, which remembers the choice in a cookie. */
function choiceHref(path: string, locale: Locale): string {
  return `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ locale, to: path })}`;
}

/**
 * The language switcher (issue #33): this page in each of the six languages, each named in its own
 * language. Plain links, so it works without JavaScript; the server remembers the choice in a cookie
 * and sends the reader on to the page (server/app.ts).
 */
export function LanguageSwitcher() {
  const { pathname, search } = useLocation();
  const current = useLocale();
  return (
    <nav aria-label={m.locale_switcher_label()} className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={choiceHref(pathInLocale(pathname, locale) + search, locale)}
              hrefLang={htmlLang(locale)}
              lang={htmlLang(locale)}
              aria-current={locale === current ? "true" : undefined}
              className={
                locale === current ? "font-semibold text-foreground" : "text-brand underline underline-offset-2"
              }
            >
              {m.language_name({}, { locale })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The elements the suggestion script looks for. */
const SUGGESTION_ATTRIBUTE = "data-locale-suggestion";

/**
 * Accept-Language only suggests (issue #33): on an English page, a reader whose browser prefers one of
 * the other five languages, and who has not chosen one here (no cookie), sees one line offering this
 * page in it, never a redirect. The lines are in the page for every language, hidden; this script,
 * which runs before the page is painted, shows the one the browser prefers. Prerendered and kept pages
 * are the same for every reader, so the choice is made in the browser, not the server.
 */
export const localeSuggestionScript = `try{if(!/(^|; )${"PARAGLIDE_LOCALE"}=/.test(document.cookie)){var l=navigator.languages||[navigator.language],i,t,p;for(i=0;i<l.length;i++){t=String(l[i]).toLowerCase();if(/^en\\b/.test(t))break;p=/^pt\\b/.test(t)?"pt-br":/^zh\\b/.test(t)?"zh-cn":t.split("-")[0];var e=document.querySelector("[${SUGGESTION_ATTRIBUTE}='"+p+"']");if(e){e.hidden=false;e.parentNode.hidden=false;break}}}}catch(e){}`;

/**
 * The five lines and their script, as the server writes them. The browser keeps the server's markup (the
 * client renders none of it), so the five translations of the line stay out of every page's JavaScript.
 */
function suggestionMarkup(pathname: string, search: string, nonce: string | undefined): string {
  const lines = locales
    .filter((locale) => locale !== baseLocale)
    .map((locale) => {
      const href = choiceHref(pathInLocale(pathname, locale) + search, locale);
      const words = m.locale_suggestion({ language: m.language_name({}, { locale }) }, { locale });
      return (
        `<p hidden ${SUGGESTION_ATTRIBUTE}="${locale}" lang="${htmlLang(locale)}" dir="${getTextDirection(locale)}"` +
        ` class="mx-auto max-w-6xl px-4 py-2 text-sm"><a href="${escapeHtml(href)}" class="text-brand underline">` +
        `${escapeHtml(words)}</a></p>`
      );
    });
  const script = `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>${localeSuggestionScript}</script>`;
  return lines.join("") + script;
}

export function LocaleSuggestion({ nonce }: { nonce: string | undefined }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const lines = useRef<HTMLDivElement>(null);
  // After a navigation in the browser, each line offers the page now shown. An unchanged address is left
  // alone: React Router looks for new routes on every change of an href in the page.
  useEffect(() => {
    for (const line of lines.current?.querySelectorAll<HTMLElement>(`[${SUGGESTION_ATTRIBUTE}]`) ?? []) {
      const locale = line.getAttribute(SUGGESTION_ATTRIBUTE) as Locale;
      const link = line.querySelector("a");
      const href = choiceHref(pathInLocale(pathname, locale) + search, locale);
      if (link && link.getAttribute("href") !== href) link.setAttribute("href", href);
    }
  }, [pathname, search]);
  if (current !== baseLocale) return null;
  return (
    <div
      ref={lines}
      hidden
      suppressHydrationWarning
      className="site-chrome border-b border-border bg-surface"
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? suggestionMarkup(pathname, search, nonce) : "" }}
    />
  );
}
