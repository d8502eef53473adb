import { POST_CATEGORIES } from "../common/forum-categories";
import { guidePaths } from "../content/guides";
import { locales } from "../common/paraglide/runtime.js";
import { pathInLocale } from "../common/locale-path";

/** Every public page a search engine should find, in each of the six languages (issue #33). */
export function publicPaths(): string[] {
  const categories = POST_CATEGORIES.map((category) => `/community/forum/c/${category.value}`);
  const english = [
    "/",
    "/start",
    "/terms-and-conditions",
    "/glossary",
    "/community/forum",
    ...categories,
    ...guidePaths(),
  ];
  return locales.flatMap((locale) => english.map((path) => pathInLocale(path, locale)));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(publicUrl: string): string {
  const urls = publicPaths()
    .map((path) => `  <url><loc>${escapeXml(publicUrl + (path === "/" ? "/" : path))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /auth",
    "Disallow: /settings",
    "Disallow: /dashboard",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
