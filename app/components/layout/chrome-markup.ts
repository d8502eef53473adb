/**
 * The parts of the site's chrome that the server writes and the browser keeps as written
 * (`dangerouslySetInnerHTML` with an empty string in the client, as the head scripts are): the footer's
 * tagline and links, the language switcher and the language suggestion. None of them changes while a page
 * is open (a new language is a new page; the links to the other languages are pointed at the page after a
 * navigation, LOCALE_LINK_ATTRIBUTE), so their words stay out of every page's JavaScript (a guide page's
 * budget, #17). A module of its own, outside the layout chunk's (vite.config.ts), so that the words named
 * here stay with the screens that also show them.
 */
import { SITE_NAME } from "@common/sections";
import { baseLocale, getLocale, locales, m, type Locale } from "@common/i18n";
import { htmlLang } from "@common/locales";
import { languageChoiceHref, localizedPath, LOCALE_LINK_ATTRIBUTE, pathInLocale } from "@common/locale-path";
import { escapeHtml } from "@common/escape-html";
import { getTextDirection } from "@common/paraglide/runtime.js";
import { SUGGESTION_ATTRIBUTE } from "./locale-suggestion-attribute";
import localeSuggestionScript from "./locale-suggestion?inline-script";

export function footerTaglineMarkup(): string {
  return escapeHtml(m.ui_footer_tagline({ siteName: SITE_NAME }));
}

export function footerLinksMarkup(): string {
  const link = (path: string, words: string) =>
    `<li><a href="${escapeHtml(localizedPath(path))}" class="text-brand underline" data-discover="true">${escapeHtml(words)}</a></li>`;
  // The terms open in a new tab, as the sign-up form's link does (TermsLink), and say so to a screen reader.
  const terms =
    `<li><a href="${escapeHtml(localizedPath("/terms-and-conditions"))}" target="_blank" rel="noopener noreferrer" class="text-brand underline">` +
    `${escapeHtml(m.ui_terms_of_use())}<span class="sr-only"> ${escapeHtml(m.ui_opens_new_tab())}</span></a></li>`;
  return [
    link("/community/forum", m.ui_footer_forum()),
    link("/glossary", m.ui_glossary()),
    link("/moderation/log", m.ui_footer_moderation_log()),
    terms,
    link("/connection-test", m.ui_connection_test()),
  ].join("");
}

/** A link to the page at `pathname` + `search` in `locale`, whose href the browser keeps pointed at the page shown. */
function localeLink(pathname: string, search: string, locale: Locale, attributes: string, words: string): string {
  const href = languageChoiceHref(pathInLocale(pathname, locale) + search, locale);
  return `<a href="${escapeHtml(href)}" ${LOCALE_LINK_ATTRIBUTE}="${locale}" ${attributes}>${escapeHtml(words)}</a>`;
}

/**
 * The language switcher (issue #33): this page in each of the six languages, each named in its own
 * language. Plain links, so it works without JavaScript; the server remembers the choice in a cookie
 * and sends the reader on to the page (server/app.ts).
 */
export function languageSwitcherMarkup(pathname: string, search: string): string {
  const current = getLocale();
  const items = locales.map((locale) => {
    const lang = htmlLang(locale);
    const look =
      locale === current
        ? `aria-current="true" class="font-semibold text-foreground"`
        : `class="text-brand underline underline-offset-2"`;
    const attributes = `hreflang="${lang}" lang="${lang}" ${look}`;
    return `<li>${localeLink(pathname, search, locale, attributes, m.language_name({}, { locale }))}</li>`;
  });
  return (
    `<nav aria-label="${escapeHtml(m.locale_switcher_label())}" class="text-sm">` +
    `<ul class="flex flex-wrap gap-x-4 gap-y-2">${items.join("")}</ul></nav>`
  );
}

/**
 * Accept-Language only suggests (issue #33): on an English page, a reader whose browser prefers one of
 * the other five languages, and who has not chosen one here (no cookie), sees one line offering this
 * page in it, never a redirect. The lines are in the page for every language, hidden; a script
 * (./locale-suggestion.ts), which runs before the page is painted, shows the one the browser prefers.
 * Prerendered and kept pages are the same for every reader, so the choice is made in the browser, not
 * the server. Here: the five lines, hidden, and the script.
 */
export function localeSuggestionMarkup(pathname: string, search: string, nonce: string | undefined): string {
  const lines = locales
    .filter((locale) => locale !== baseLocale)
    .map((locale) => {
      const words = m.locale_suggestion({ language: m.language_name({}, { locale }) }, { locale });
      return (
        `<p hidden ${SUGGESTION_ATTRIBUTE}="${locale}" lang="${htmlLang(locale)}" dir="${getTextDirection(locale)}"` +
        ` class="mx-auto max-w-6xl px-4 py-2 text-sm">` +
        `${localeLink(pathname, search, locale, `class="text-brand underline"`, words)}</p>`
      );
    });
  const script = `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>${localeSuggestionScript}</script>`;
  return lines.join("") + script;
}
