import { sql } from "drizzle-orm";
import { POST_CATEGORIES } from "../common/forum-categories";
import type { Db } from "./db/database";
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

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const urlEntry = (publicUrl: string, path: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
const urlSet = (entries: string[]) => `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</urlset>\n`;

/** The guides, the checklist, the glossary and the forum's lists: /sitemaps/pages.xml. */
export function pagesSitemapXml(publicUrl: string): string {
  return urlSet(publicPaths().map((path) => urlEntry(publicUrl, path)));
}

/**
 * Forum posts per sitemap file (issue #46 item 18): each in six languages, 30,000 addresses, under the
 * protocol's 50,000 a file. The files are numbered from the oldest post, so a file's posts change only when
 * one of them is removed or a post is added to the last file.
 */
export const POSTS_PER_SITEMAP = 5_000;

/** Posts everyone may read (post_counters.listed: visible, kept by triggers), counted for the index. */
async function listedPostCount(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM post_counters WHERE listed`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * /sitemap.xml: an index of the pages' sitemap and the posts' files, which robots.txt names. A search engine
 * reads each post's `lastmod` (its last edit or visible comment) to fetch what changed, not everything.
 */
export async function sitemapIndexXml(db: Db, publicUrl: string): Promise<string> {
  const files = Math.ceil((await listedPostCount(db)) / POSTS_PER_SITEMAP);
  const paths = ["/sitemaps/pages.xml", ...Array.from({ length: files }, (_, i) => `/sitemaps/posts-${i + 1}.xml`)];
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * /sitemaps/posts-<file>.xml: the file's posts, each at its permalink in every language with its `lastmod`;
 * undefined for a file the index does not name (so a made-up number costs one bounded count, not a scan).
 */
export async function postsSitemapXml(db: Db, publicUrl: string, file: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(file) || file < 1) return undefined;
  if (file > Math.ceil((await listedPostCount(db)) / POSTS_PER_SITEMAP)) return undefined;
  const result = await db.execute(sql`
    SELECT pc.post_id AS id, greatest(p.updated_at, pc.last_activity_at) AS changed
    FROM post_counters pc JOIN posts p ON p.id = pc.post_id
    WHERE pc.listed
    ORDER BY pc.created_at, pc.post_id
    OFFSET ${(file - 1) * POSTS_PER_SITEMAP} LIMIT ${POSTS_PER_SITEMAP}`);
  const entries = result.rows.flatMap((row) => {
    const lastmod = new Date(row.changed as string).toISOString();
    return locales.map((locale) =>
      urlEntry(publicUrl, pathInLocale(`/community/forum/posts/${String(row.id)}`, locale), lastmod),
    );
  });
  return urlSet(entries);
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
