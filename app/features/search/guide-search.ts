export interface GuideSearchEntry {
  group: string;
  title: string;
  href: string;
  /** Normalised words of the title, keywords and page text, for prefix matching. */
  titleWords: string[];
  keywords: string[];
  textWords: Set<string>;
  /** Left out of the empty palette (which lists the spec's groups): glossary terms show only for a query. */
  onlyWhenSearching?: boolean;
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ");
}

/** Chinese is written without spaces: each character is a word of its own, so "许可" finds "居留许可". */
const HAN_OR_NOT = /\p{Script=Han}|[^\p{Script=Han}]+/gu;

/**
 * The words of a text in any script (the localized glossary is Cyrillic, Arabic and Chinese as well as
 * Latin), lower-cased and without accents, each Chinese character on its own.
 */
export function words(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}€]+/u)
    .filter(Boolean)
    .flatMap((word) => word.match(HAN_OR_NOT) ?? []);
}

/** Score of one entry for the query's terms: 0 when any term matches nothing. */
export function scoreEntry(entry: GuideSearchEntry, query: string): number {
  const normalisedQuery = normalise(query).trim();
  const terms = words(query);
  if (terms.length === 0) return 1;
  let score = 0;
  if (entry.keywords.some((keyword) => keyword === normalisedQuery)) score += 10;
  for (const term of terms) {
    if (entry.titleWords.some((word) => word.startsWith(term))) score += 4;
    else {
      // A page whose keywords name the term several times ("irp", "irp card") is more about it.
      const keywordHits = entry.keywords.filter((keyword) =>
        keyword.split(/\s+/).some((word) => word.startsWith(term)),
      );
      if (keywordHits.length > 0) score += 3 + Math.min(keywordHits.length - 1, 4) * 0.5;
      else if ([...entry.textWords].some((word) => word.startsWith(term))) score += 1;
      else return 0;
    }
  }
  return score;
}

export interface GuideSearchGroup {
  group: string;
  items: { title: string; href: string }[];
}

/** Groups in the spec's order when the query is empty; otherwise the best-matching group and page first. */
export function searchGuides(index: GuideSearchEntry[], query: string): GuideSearchGroup[] {
  const searching = query.trim() !== "";
  const scored = index
    .filter((entry) => searching || !entry.onlyWhenSearching)
    .map((entry, position) => ({ entry, position, score: scoreEntry(entry, query) }))
    .filter((item) => item.score > 0);
  if (searching) scored.sort((a, b) => b.score - a.score || a.position - b.position);
  const groups = new Map<string, GuideSearchGroup>();
  for (const { entry } of scored) {
    const group = groups.get(entry.group) ?? { group: entry.group, items: [] };
    group.items.push({ title: entry.title, href: entry.href });
    groups.set(entry.group, group);
  }
  return [...groups.values()];
}
