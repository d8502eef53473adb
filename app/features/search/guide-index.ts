import { glossary } from "@content/glossary";
import { guideSections } from "@content/guides";
import { normalise, words, type GuideSearchEntry } from "./guide-search";
import { baseLocale, getLocale, m, type Locale } from "@common/i18n";
import type { ContentTranslation, TermTranslation } from "@content/locales/types";

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

/**
 * `translation`: the glossary's words in the page's language (content/locales), when it is not English.
 * A translated term shows as the glossary page shows it, the term as written in Ireland with its meaning
 * in that language ("PPS number: Número personal de servicio público"), found by either language's words.
 */
function glossaryEntries(translation?: Record<string, TermTranslation>): GuideSearchEntry[] {
  const title = m.glossary_search_title();
  const page: GuideSearchEntry = {
    group: GLOSSARY_GROUP,
    title,
    href: "/glossary",
    titleWords: translation ? words(`Glossary ${title}`) : words("Glossary"),
    keywords: ["glossary", "abbreviations", "acronyms", "words", "meaning", "definitions"],
    textWords: new Set(),
    onlyWhenSearching: true,
  };
  const terms = glossary.map((term) => {
    const fullName = translation?.[term.id]?.fullName ?? term.fullName;
    return {
      group: GLOSSARY_GROUP,
      title: term.term === fullName ? term.term : `${term.term}: ${fullName}`,
      href: `/glossary#${term.id}`,
      titleWords: words(
        fullName === term.fullName ? `${term.term} ${fullName}` : `${term.term} ${fullName} ${term.fullName}`,
      ),
      keywords: [],
      textWords: new Set((term.keywords ?? []).flatMap((keyword) => words(keyword))),
      onlyWhenSearching: true,
    };
  });
  return [...terms, page];
}

export function buildGuideIndex(translation?: Record<string, TermTranslation>): GuideSearchEntry[] {
  return [...guideEntries(), ...glossaryEntries(translation)];
}

/** Each language's glossary is its own chunk, loaded with the palette in that language only. */
const GLOSSARY_TRANSLATIONS: Record<Exclude<Locale, "en">, () => Promise<ContentTranslation>> = {
  "pt-br": () => import("@content/locales/pt-br").then((module) => module.ptBr),
  es: () => import("@content/locales/es").then((module) => module.es),
  "zh-cn": () => import("@content/locales/zh-cn").then((module) => module.zhCn),
  uk: () => import("@content/locales/uk").then((module) => module.uk),
  ar: () => import("@content/locales/ar").then((module) => module.ar),
};

/** The palette's index for the page's language: the guides (English) and the glossary in that language. */
export async function loadGuideIndex(locale: Locale = getLocale()): Promise<GuideSearchEntry[]> {
  if (locale === baseLocale) return buildGuideIndex();
  const translation = await GLOSSARY_TRANSLATIONS[locale as Exclude<Locale, "en">]();
  return buildGuideIndex(translation.glossary);
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
