import { m } from "@common/i18n";
import { SECTION_LABELS } from "~/components/layout/section-labels";

/**
 * Each guide section's one name in the reader's language (issue #46 item 12): the landing's heading, the
 * breadcrumbs, "More in …" and the /search results' "where" line all read it, as the menu reads the same
 * messages. The content keeps the spec's English titles. Called from loaders only, so that the names ride
 * in the page's data and add nothing to a reading page's JavaScript.
 */
const SECTION_TITLES: Record<string, () => string> = {
  ...SECTION_LABELS,
  // Where the menu's short word is not the section's name.
  business: m.guide_section_business_title,
  jobs: m.ui_jobs_and_career,
};

/** The section's title in the page's language; `fallback` (the English) for a slug not listed. */
export function sectionTitle(slug: string, fallback: string): string {
  return SECTION_TITLES[slug]?.() ?? fallback;
}

/** Where a /search guide result lives: its section's name, or the glossary's, in the page's language. */
export function searchResultPlace(hit: { href: string; kind: string; section: string }): string {
  if (hit.kind === "glossary") return m.ui_glossary();
  return sectionTitle(hit.href.split("/")[1] ?? "", hit.section);
}
