import { glossary } from "@content/glossary";
import { guideSections } from "@content/guides";
import { normalise, words, type GuideSearchEntry } from "./guide-search";
import { m } from "@common/i18n";

/**
 * The palette's static groups, exactly as the spec lists them (spec 'Search palette'): Business is not a
 * palette group; Community includes the forum.
 */
const PALETTE_GROUPS: {
  section: string;
  group: string;
  /** `title` is a message: called when the index is built, in the page's language. */
  extra?: { title: () => string; href: string; keywords: string[] }[];
}[] = [
  { section: "housing", group: "Housing" },
  { section: "transport", group: "Transport" },
  { section: "education", group: "Education" },
  { section: "healthcare", group: "Healthcare" },
  { section: "finance", group: "Finance" },
  {
    section: "community",
    group: "Community",
    extra: [
      {
        title: m.search_community_forum,
        href: "/community/forum",
        keywords: ["forum", "ask", "questions", "discussion", "posts"],
      },
    ],
  },
  { section: "legal", group: "Legal" },
  { section: "jobs", group: "Jobs and Career" },
];

/**
 * Glossary terms (issue #18), after every guide so that a guide wins a tie: typing "prsi" or "usc" offers
 * "PRSI: Pay Related Social Insurance" at /glossary#prsi. A term matches on its abbreviation, full name
 * and keywords (not on its explanation, which would match everyday words); an exact keyword earns no
 * bonus here, so a guide whose keywords name the term ("irp") stays first. The glossary page itself is
 * found by "glossary", "abbreviations" and the like.
 */
export const GLOSSARY_GROUP = "Glossary";

function glossaryEntries(): GuideSearchEntry[] {
  const page: GuideSearchEntry = {
    group: GLOSSARY_GROUP,
    title: m.glossary_search_title(),
    href: "/glossary",
    titleWords: words("Glossary"),
    keywords: ["glossary", "abbreviations", "acronyms", "words", "meaning", "definitions"],
    textWords: new Set(),
    onlyWhenSearching: true,
  };
  const terms = glossary.map((term) => ({
    group: GLOSSARY_GROUP,
    title: term.term === term.fullName ? term.term : `${term.term}: ${term.fullName}`,
    href: `/glossary#${term.id}`,
    titleWords: words(`${term.term} ${term.fullName}`),
    keywords: [],
    textWords: new Set((term.keywords ?? []).flatMap((keyword) => words(keyword))),
    onlyWhenSearching: true,
  }));
  return [...terms, page];
}

export function buildGuideIndex(): GuideSearchEntry[] {
  return [...guideEntries(), ...glossaryEntries()];
}

function guideEntries(): GuideSearchEntry[] {
  return PALETTE_GROUPS.flatMap(({ section: slug, group, extra }) => {
    const section = guideSections.find((s) => s.slug === slug);
    if (!section) return [];
    const pages = section.guides.map((guide) => {
      const text = [
        guide.summary,
        ...guide.highlights,
        ...guide.cards.flatMap((card) => [card.title, ...card.lists.flatMap((list) => list.links.map((l) => l.text))]),
        ...(guide.tips ?? []),
      ].join(" ");
      return {
        group,
        title: guide.title,
        href: `/${section.slug}/${guide.slug}`,
        titleWords: words(guide.title),
        keywords: (guide.keywords ?? []).map(normalise),
        textWords: new Set(words(text)),
      };
    });
    const extras = (extra ?? []).map((item) => ({
      group,
      title: item.title(),
      href: item.href,
      titleWords: words(item.title()),
      keywords: item.keywords,
      textWords: new Set<string>(),
    }));
    return [...pages, ...extras];
  });
}
