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
  // A locale's home page asks for its data at /pt-br/_root.data, its router for routes at /pt-br/__manifest.
  const first = pathname.split("/", 2)[1] ?? "";
  return first !== baseLocale && isLocale(first) ? first : baseLocale;
}

/**
 * The basename of a locale's pages ("/" for English, "/ar" for Arabic): React Router's, in the locale's
 * build (react-router.config.ts) and in the locale's request handler (server/locale-clients.ts), so that
 * one route table serves every locale (ADR 0069).
 */
export function basenameOf(locale: Locale): string {
  return locale === baseLocale ? "/" : `/${locale}`;
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
 * An internal path as React Router takes it on a locale's pages: without the locale's prefix, which the
 * router's basename adds (ADR 0069). "/ar/glossary" → "/glossary"; a path without a prefix, a relative
 * path and an absolute URL are unchanged. A path that would leave the site once its prefix is gone
 * (`/en//evil.example`) is the home page.
 */
export function routerPath(path: string): string {
  const unprefixed = unlocalizedPath(path);
  return unprefixed !== path && unprefixed.startsWith("//") ? "/" : unprefixed;
}

/**
 * React Router's redirect to an internal path, kept in the request's locale: the router's basename puts
 * the locale's prefix in front of it (ADR 0069), so a prefix the path already has is taken off first.
 */
export function redirect(to: string, init?: number | ResponseInit): Response {
  return routerRedirect(routerPath(to), init);
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
