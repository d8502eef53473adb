import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "@common/sections";
import { getLocale, locales } from "@common/i18n";
import { pathInLocale } from "@common/locale-path";
import { openGraphLocale } from "@common/locales";

/**
 * Where a page's canonical and og:url addresses start. The server's HTML carries paths, and the server
 * that sends a page puts its own PUBLIC_URL in front (server/http/public-address.ts), prerendered pages
 * included: one build serves at any address (issue #29). In the browser, the origin those tags already
 * have in the page, so that hydration renders what the server sent (React matches head tags by their
 * address), else the page's own.
 */
export function siteAddress(): string {
  if (typeof document === "undefined") return "";
  return new URL(document.querySelector<HTMLLinkElement>("link[rel=canonical]")?.href ?? location.href).origin;
}

/** Title, description, canonical URL and Open Graph tags for one page; `path` may carry its query. */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  // The page in the reader's locale is canonical (issue #33); `path` may be the English path or carry
  // the prefix. Its alternates in the other languages are in the root layout (alternateLinks).
  const locale = getLocale();
  const url = `${siteAddress()}${pathInLocale(path, locale)}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: openGraphLocale(locale) },
    { name: "twitter:card", content: "summary" },
  ];
}

/**
 * This page in each of the six languages, English also as x-default (issue #33): every page's head lists
 * them (app/root.tsx). Written as the canonical is, so that the server makes them absolute.
 */
export function alternateLinks(pathname: string): { hrefLang: string; href: string }[] {
  const site = siteAddress();
  return [...locales, "x-default" as const].map((hrefLang) => ({
    hrefLang,
    href: `${site}${pathInLocale(pathname, hrefLang === "x-default" ? "en" : hrefLang)}`,
  }));
}
