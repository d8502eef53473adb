import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The rules for a guide's external links (issue #18), shared by content/guides/guide-links.test.ts and
 * content/glossary.test.ts.
 */

/** Hosts that closed or moved; a link there is dead or redirects to somewhere else. */
export const DEAD_HOSTS = [
  "inis.gov.ie", // INIS became Immigration Service Delivery: irishimmigration.ie
  "gnib.ie",
  "welfare.ie", // Department of Social Protection: gov.ie and mywelfare.ie
  "research.ie", // Irish Research Council merged into Research Ireland (31 July 2024)
  "sfi.ie", // Science Foundation Ireland, likewise
  "ulsterbank.ie", // left Irish retail banking (2022–23)
  "kbc.ie", // likewise
];

/** The same address whatever its scheme, "www." and trailing slash: "tcd.ie/accommodation". */
export function normaliseUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const pathAndQuery = (parsed.pathname + parsed.search).replace(/\/+$/, "").replace(/\/(?=\?)/, "");
  return host + pathAndQuery;
}

/** Why this address must not be linked, or null when it may. */
export function forbiddenReason(url: string): string | null {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const firstSegment = parsed.pathname.split("/")[1]?.toLowerCase() ?? "";
  if (/^[a-z]{2}(-[a-z]{2})?$/.test(firstSegment) && !/^en(-[a-z]{2})?$/.test(firstSegment))
    return `language variant (/${firstSegment}/): link the English page`;
  if (parsed.searchParams.has("p")) return "?p= (a WordPress id, not the page's address)";
  if ([...parsed.searchParams.keys()].some((key) => key.toLowerCase().startsWith("utm_")))
    return "tracking parameters (utm_)";
  if (/(^|\/)(feed|rss)(\/|\.|$)/i.test(parsed.pathname) || /rss/i.test(host.split(".")[0]!))
    return "a feed, not a page";
  const dead = DEAD_HOSTS.find((d) => host === d || host.endsWith(`.${d}`));
  if (dead) return `${dead} closed or moved`;
  return null;
}

/** Evidence that counts as confirmed: the page itself, the same page under another path, or a page inside it. */
export const CONFIRMED_EVIDENCE = new Set(["page", "variant", "section"]);

export interface FactSheet {
  pages: Record<string, { cards: { links: { url: string; evidence?: string }[] }[] }>;
}

/** The normalised URLs the fact sheet confirms (see normaliseUrl). */
export function confirmedUrls(sheet: FactSheet): Set<string> {
  return new Set(
    Object.values(sheet.pages)
      .flatMap((page) => page.cards.flatMap((card) => card.links))
      .filter((link) => CONFIRMED_EVIDENCE.has(link.evidence ?? ""))
      .map((link) => normaliseUrl(link.url)),
  );
}

/** The fact sheet beside the clone (CI) or the repository (the team machine): ../shared/guide-links.json. */
export const FACT_SHEET_PATH = path.resolve(process.cwd(), "../shared/guide-links.json");

/** The fact sheet, or null where there is none (then the checks against it are skipped). */
export function readFactSheet(): FactSheet | null {
  return existsSync(FACT_SHEET_PATH) ? (JSON.parse(readFileSync(FACT_SHEET_PATH, "utf8")) as FactSheet) : null;
}
