/**
 * Addresses in the reader's locale (issue #33, ADR 0040). English keeps today's addresses; every other
 * locale sits under its prefix (/pt-br/…, /ar/…). Every internal link, form action, redirect and
 * navigation goes through `localizedPath`, so a reader who chose Arabic stays in Arabic.
 */
// eslint-disable-next-line no-restricted-imports -- the one place the raw redirect is wrapped
import { redirect as routerRedirect } from "react-router";
import { baseLocale, getLocale, isLocale, type Locale } from "./paraglide/runtime.js";

/** The installed app's manifest; each language has its own under its prefix (server/http/web-manifest.ts). */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/** The locale an address is in: its first segment when that names a prefixed locale, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  // A locale's home page asks for its data at /pt-br.data (React Router's single fetch adds ".data" to "/pt-br").
  const first = pathname.split(/\/|\.data$/, 2)[1] ?? "";
  return first !== baseLocale && isLocale(first) ? first : baseLocale;
}

/** The address without its locale prefix ("/ar/glossary" → "/glossary", "/ar" → "/"). */
export function unlocalizedPath(path: string): string {
  const first = path.split(/[/?#]/, 2)[1] ?? "";
  if (!isLocale(first) || !path.startsWith(`/${first}`)) return path;
  const rest = path.slice(first.length + 1);
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * An internal absolute path ("/glossary?q=x#y") in `locale` (the request's or page's by default). A path
 * that already names a locale, a relative path ("..", "?page=2", "#top") and an absolute URL are
 * returned unchanged, so calling it twice is harmless.
 */
export function localizedPath(path: string, locale: Locale = getLocale()): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const first = path.split(/[/?#]/, 2)[1] ?? "";
  if (isLocale(first) && first !== baseLocale) return path;
  if (first === baseLocale && isLocale(first)) path = unlocalizedPath(path);
  if (locale === baseLocale) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** `path` in another locale: the language switcher's and hreflang's addresses. */
export function pathInLocale(path: string, locale: Locale): string {
  return localizedPath(unlocalizedPath(path), locale);
}

/**
 * React Router's redirect to an internal path kept in the request's locale. The path is checked after it
 * is localized (`/en//evil.example` loses its prefix there): one that would leave the site goes home.
 */
export function redirect(to: string, init?: number | ResponseInit): Response {
  return routerRedirect(localizedPath(to), init);
}

/**
 * The language switcher's address: `?locale=ar&to=/ar/glossary` remembers the choice in a cookie and
 * sends the reader on (server/app.ts). Not under a prefix: it is the same in every language.
 */
export const LANGUAGE_CHOICE_PATH = "/language";

/** Where a link to `path` in `locale` goes: through the server, which remembers the choice in a cookie. */
export function languageChoiceHref(path: string, locale: Locale): string {
  return `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ locale, to: path })}`;
}

/**
 * The attribute of a link to the page shown in another language (the switcher's, the suggestion's): the
 * server writes those links, and the browser points them at the page after each navigation.
 */
export const LOCALE_LINK_ATTRIBUTE = "data-locale-link";
