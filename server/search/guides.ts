import { createHash } from "node:crypto";
import { inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@common/i18n";
import { glossary } from "../../content/glossary";
import { guideSections } from "../../content/guides";
import { GUIDE_TRANSLATIONS } from "../../content/localized-guides";
import { CONTENT_TRANSLATIONS } from "../../content/localized";
import type { Db } from "../db/database";
import { guideSearch } from "../db/schema";
import {
  fromHeadline,
  headlineInput,
  markMore,
  snippetFrom,
  SNIPPET_HEADLINE,
  TITLE_HEADLINE,
  type Highlighted,
} from "./highlight";
import { GRAM_SHARE_MIN, GRAM_WORDS_MAX, gramsOf, gramWords } from "./grams";
import { anyWordQuery, textArray } from "./queries";
import type { SearchTerms } from "./terms";

/** Guide pages and glossary terms a search shows above the forum's posts, at most. */
export const GUIDE_RESULTS_MAX = 5;
/**
 * A guide or term is shown when the words it matches carry at least this share of the term's weight. A
 * word weighs more the fewer guides have it (its inverse document frequency): in "how do I get a pps
 * number", 'pps' is in a few guides and weighs more than 'get', which most guides have; a guide that has
 * 'get' and 'number' but not 'pps' does not answer the question.
 */
export const GUIDE_COVERAGE_MIN = 0.5;
/**
 * How much a word found in a guide counts, times its weight: in the title or keywords, what the guide is
 * about; a typo of a word there (trigram similarity), a little less; only in the text, half.
 */
const IN_NAMES = 1;
const TYPO_IN_NAMES = 0.8;
const IN_TEXT = 0.5;
/** Shorter words have too few trigrams to tell a typo from another word ("cat" and "card"). */
const TYPO_LENGTH_MIN = 4;
/** When nothing matches: the closest titles and terms from this word similarity, at most this many. */
export const SUGGESTION_SIMILAR_MIN = 0.3;
export const SUGGESTIONS_MAX = 3;
const SUGGESTION_SHARE_OF_CLOSEST = 0.9;

export type GuideKind = "guide" | "glossary";

/** A document of the site search: a guide page or a glossary term, as content/ defines it. */
export interface GuideDocument {
  /** The language of its words: `en`, the source, or a translation of it. */
  locale: Locale;
  href: string;
  kind: GuideKind;
  /** The section's title ("Legal", "Jobs and Career") or "Glossary". */
  section: string;
  title: string;
  /** Other names and abbreviations: matched as strongly as the title, and for typos. */
  keywords: string;
  body: string;
  position: number;
  /** Character n-grams of the title and keywords, and of all its words (Chinese, Ukrainian, Arabic). */
  nameGrams: string[];
  grams: string[];
}

/** The translations matched by their words' stems: PostgreSQL's Portuguese and Spanish configurations. */
const STEMMED: ReadonlySet<Locale> = new Set(["pt-br", "es"]);
/** The translations matched by character n-grams (server/search/grams.ts). */
const BY_GRAMS: ReadonlySet<Locale> = new Set(["zh-cn", "uk", "ar"]);

/** Without accents: "saude" finds "saúde", as readers often type without them. */
const unaccented = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

/** A guide page or glossary term found for a term. */
export interface GuideHit {
  href: string;
  kind: GuideKind;
  section: string;
  title: string;
  titleParts: Highlighted;
  snippet: Highlighted;
}

/** Pieces of text as one, each a sentence of its own, so a snippet that spans two reads as two. */
const sentences = (pieces: string[]) =>
  pieces
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => (/[.!?:]$/.test(piece) ? piece : `${piece}.`))
    .join("\n");

/** Every guide page (all nine sections) and glossary term, and the glossary page, in the site's order. */
export function guideDocuments(): GuideDocument[] {
  const guides = guideSections.flatMap((section) =>
    section.guides.map((guide) => ({
      href: `/${section.slug}/${guide.slug}`,
      kind: "guide" as const,
      section: section.title,
      title: guide.title,
      keywords: (guide.keywords ?? []).join(", "),
      body: sentences([
        guide.description,
        guide.intro,
        guide.summary,
        ...guide.highlights,
        ...(guide.tips ?? []),
        ...guide.cards.flatMap((card) => [
          card.title,
          card.body ?? "",
          ...card.lists.flatMap((list) => [
            list.name,
            ...list.links.flatMap((link) => [link.text, link.description ?? ""]),
          ]),
        ]),
        section.title,
      ]),
    })),
  );
  const terms = glossary.map((term) => ({
    href: `/glossary#${term.id}`,
    kind: "glossary" as const,
    section: "Glossary",
    title: term.term === term.fullName ? term.term : `${term.term}: ${term.fullName}`,
    keywords: (term.keywords ?? []).join(", "),
    body: term.explanation,
  }));
  const page = {
    href: "/glossary",
    kind: "glossary" as const,
    section: "Glossary",
    title: "Glossary",
    keywords: "abbreviations, acronyms, words, meaning, definitions",
    body: "The abbreviations and Irish words you will meet in our guides and in official letters, spelled out in plain English.",
  };
  return [...guides, ...terms, page].map((document, position) => ({
    ...document,
    locale: "en" as const,
    position,
    nameGrams: [],
    grams: [],
  }));
}

/**
 * The same documents in each translated language (content/localized-guides.ts, content/localized.ts):
 * a guide's title, keywords and summary, a glossary term's meaning and explanation. Portuguese and
 * Spanish keywords also without accents; Chinese, Ukrainian and Arabic rows carry their n-grams.
 */
export function localizedDocuments(): GuideDocument[] {
  const english = new Map(guideDocuments().map((document) => [document.href, document]));
  const rows: GuideDocument[] = [];
  for (const [locale, guides] of Object.entries(GUIDE_TRANSLATIONS) as [
    Exclude<Locale, "en">,
    typeof GUIDE_TRANSLATIONS.es,
  ][]) {
    const glossaryWords = CONTENT_TRANSLATIONS[locale].glossary;
    const translated = [
      ...Object.entries(guides).map(([path, words]) => ({
        href: `/${path}`,
        title: words.title,
        keywords: words.keywords,
        body: words.summary,
      })),
      ...glossary.flatMap((term) => {
        const words = glossaryWords[term.id];
        return words
          ? [
              {
                href: `/glossary#${term.id}`,
                title: `${term.term}: ${words.fullName}`,
                keywords: [],
                body: words.explanation,
              },
            ]
          : [];
      }),
    ];
    for (const { href, title, keywords, body } of translated) {
      const source = english.get(href);
      if (!source) continue;
      const plain = STEMMED.has(locale)
        ? [title, ...keywords].map(unaccented).filter((word, index) => word !== [title, ...keywords][index])
        : [];
      const names = `${title} ${keywords.join(" ")}`;
      rows.push({
        ...source,
        locale,
        title,
        keywords: [...keywords, ...plain].join(", "),
        body,
        nameGrams: BY_GRAMS.has(locale) ? gramsOf(names) : [],
        grams: BY_GRAMS.has(locale) ? gramsOf(`${names} ${body}`) : [],
      });
    }
  }
  return rows;
}

const hashOf = (document: GuideDocument) => createHash("sha256").update(JSON.stringify(document)).digest("base64url");

/** Any number: it only has to be the same in every process that writes the guides' search rows. */
const SYNC_LOCK_KEY = 2_718_281_828;
const synced = new WeakMap<object, Promise<void>>();

/**
 * The guides as the search reads them, written to the database once per process, by its first search: rows are compared by a hash of their content, so a process that starts on unchanged content
 * writes nothing, and one with changed content rewrites only what changed. A failure is retried by the
 * next search.
 */
export function ensureGuideDocuments(db: Db): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = syncGuideDocuments(db).catch((error: unknown) => {
      synced.delete(db);
      throw error;
    });
    synced.set(db, done);
  }
  return done;
}

/** A row's key: its language and address. */
const keyOf = (row: { locale: string; href: string }) => `${row.locale} ${row.href}`;
const keyColumn = sql`${guideSearch.locale} || ' ' || ${guideSearch.href}`;

async function syncGuideDocuments(db: Db) {
  const documents = [...guideDocuments(), ...localizedDocuments()].map((document) => ({
    ...document,
    contentHash: hashOf(document),
  }));
  const stored = await db
    .select({ locale: guideSearch.locale, href: guideSearch.href, contentHash: guideSearch.contentHash })
    .from(guideSearch);
  const storedHash = new Map(stored.map((row) => [keyOf(row), row.contentHash]));
  const changed = documents.filter((document) => storedHash.get(keyOf(document)) !== document.contentHash);
  const keys = documents.map(keyOf);
  if (changed.length === 0 && stored.length === documents.length) return;
  await db.transaction(async (tx) => {
    // Processes starting together write one after another.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
    await tx.delete(guideSearch).where(notInArray(keyColumn, keys));
    if (changed.length === 0) return;
    await tx.delete(guideSearch).where(inArray(keyColumn, changed.map(keyOf)));
    await tx.insert(guideSearch).values(changed);
  });
}

/** Guide pages before glossary terms, the glossary page last, when they match as well. */
const KIND_ORDER = sql`CASE WHEN kind = 'guide' THEN 0 WHEN href <> '/glossary' THEN 1 ELSE 2 END`;
/** Titles and keywords, as the trigram comparisons (and their index) read them. */
const GUIDE_NAMES = sql`lower(g.title || ' ' || g.keywords)`;

/** Leaves out the guides that have a word the term excludes ("-gnib"). */
function excludedFilter(terms: SearchTerms): SQL {
  if (terms.excluded.length === 0) return sql``;
  return sql` AND NOT (g.search_vector @@ to_tsquery('simple', ${terms.excluded.join(" | ")}))`;
}

/** The text-search configuration of a language's rows ('simple' where n-grams do the matching). */
const configOf = (locale: Locale) =>
  sql.raw(
    `'${locale === "pt-br" ? "portuguese" : locale === "es" ? "spanish" : locale === "en" ? "english" : "simple"}'::regconfig`,
  );

/**
 * The reader's words as n-grams, for a language matched by them: each keyword's number (a Chinese run's
 * character pairs are words of their own, numbered after the keywords), the word and one gram a row.
 */
function gramRows(terms: SearchTerms, locale: Locale) {
  const rows = { n: [] as number[], word: [] as string[], gram: [] as string[] };
  if (!BY_GRAMS.has(locale)) return rows;
  let extra = terms.keywords.length;
  let count = 0;
  terms.keywords.forEach((keyword, index) => {
    for (const { word, grams } of gramWords(keyword)) {
      if (count++ >= GRAM_WORDS_MAX) return;
      const n = word === keyword ? index + 1 : ++extra;
      for (const gram of grams) {
        rows.n.push(n);
        rows.word.push(word);
        rows.gram.push(gram);
      }
    }
  });
  return rows;
}

/**
 * The guide pages and glossary terms that answer a term, best first, in the reader's language `locale`
 * and in English (issue #46: "conta bancária", "банківський рахунок" and "bank account" all find Banking
 * Services). A question is not all keywords, so a guide need not have every word: each keyword is looked
 * for on its own, by full text (English rows by the `english` configuration, Portuguese and Spanish
 * translations by theirs; the last word also as a prefix) in the title and keywords or in the text, by
 * character n-grams in Chinese, Ukrainian and Arabic translations (most of a word's n-grams in one row:
 * GRAM_SHARE_MIN), or by trigram word similarity in the title and keywords (`%>`: pg_trgm's
 * word_similarity_threshold, 0.6; a typo: "accomodation", "numbr"), and weighs by how rare it is among
 * the guides. A guide is shown when the words it has weigh at least GUIDE_COVERAGE_MIN of the term;
 * ranked by those weights times where each was found (IN_NAMES, TYPO_IN_NAMES, IN_TEXT), then guides
 * before glossary terms, then ts_rank, then the site's order; shown with its title and summary in the
 * reader's language where it has them. Some 120 documents a language: every comparison is cheap.
 */
export async function guidesIn(
  tx: Pick<Db, "execute">,
  terms: SearchTerms,
  locale: Locale = "en",
): Promise<GuideHit[]> {
  if (terms.keywords.length === 0) return [];
  const query = anyWordQuery(terms);
  const config = configOf(locale);
  const stemmed = STEMMED.has(locale);
  const grams = gramRows(terms, locale);
  const plain = terms.keywords.map(unaccented);
  // What a translated row's rank is measured against: its words in its own language, any of them.
  const translatedQuery = sql`to_tsquery(${config}, ${[...new Set([...terms.keywords, ...plain])].join(" | ")})`;
  const found = await tx.execute(sql`
    WITH words AS (
      SELECT word, n,
             CASE WHEN numnode(websearch_to_tsquery('english', word)) > 0 THEN websearch_to_tsquery('english', word)
                  ELSE websearch_to_tsquery('simple', word) END
             || CASE WHEN word = ${terms.prefix} THEN to_tsquery('simple', word || ':*') ELSE ''::tsquery END AS query,
             -- In Portuguese or Spanish: the word's stem (its stop words, "como", "de", match nothing there).
             CASE WHEN ${stemmed} AND numnode(websearch_to_tsquery(${config}, word)) > 0 THEN
               websearch_to_tsquery(${config}, word) || websearch_to_tsquery(${config}, plain)
               || CASE WHEN word = ${terms.prefix} THEN to_tsquery('simple', word || ':*') ELSE ''::tsquery END
             END AS translated_query
      FROM unnest(${textArray(terms.keywords)}, ${textArray(plain)}) WITH ORDINALITY AS w(word, plain, n)
      -- A stop word of the reader's language ("como", "para") is no English word's typo either.
      WHERE NOT (${stemmed} AND numnode(websearch_to_tsquery(${config}, word)) = 0)
    ),
    gram_words AS (
      SELECT n, word, quote_literal(gram)::tsquery AS query
      FROM unnest(${sql`ARRAY[${sql.join(
        grams.n.map((n) => sql`${n}`),
        sql`, `,
      )}]::int[]`}, ${textArray(grams.word)}, ${textArray(grams.gram)}) AS q(n, word, gram)
    ),
    gram_sizes AS (SELECT n, count(*) AS size FROM gram_words GROUP BY n),
    gram_hits AS (
      SELECT g.href, q.n, min(q.word) AS word, count(*) AS found,
             count(*) FILTER (WHERE g.name_grams_vector @@ q.query) AS in_names
      FROM gram_words q JOIN guide_search g ON g.locale = ${locale} AND g.grams_vector @@ q.query
      GROUP BY g.href, q.n
    ),
    -- Each word through the indexes: a guide's vector read for every word would be detoasted every time.
    exact AS (
      SELECT g.href, w.n, w.word,
             CASE WHEN g.names_vector @@ w.query THEN ${IN_NAMES}::numeric ELSE ${IN_TEXT}::numeric END AS strength
      FROM words w JOIN guide_search g ON g.locale = 'en' AND g.search_vector @@ w.query
      UNION ALL
      SELECT g.href, w.n, w.word,
             CASE WHEN g.names_vector @@ w.translated_query THEN ${IN_NAMES}::numeric ELSE ${IN_TEXT}::numeric END
      FROM words w JOIN guide_search g ON g.locale = ${locale} AND g.search_vector @@ w.translated_query
      WHERE w.translated_query IS NOT NULL
      UNION ALL
      SELECT h.href, h.n, h.word,
             CASE WHEN h.in_names >= ${GRAM_SHARE_MIN}::numeric * s.size THEN ${IN_NAMES}::numeric
                  ELSE ${IN_TEXT}::numeric END
      FROM gram_hits h JOIN gram_sizes s USING (n)
      WHERE h.found >= ${GRAM_SHARE_MIN}::numeric * s.size
    ),
    typos AS (
      SELECT g.href, w.n, w.word, ${TYPO_IN_NAMES}::numeric AS strength
      FROM words w JOIN guide_search g ON ${GUIDE_NAMES} %> w.word
      -- Only a word no guide has is taken for a typo: "visa" is not "visit". In English names only: a
      -- translation's own words ("como", "de") are not typos of anything.
      WHERE g.locale = 'en' AND length(w.word) >= ${TYPO_LENGTH_MIN}
        AND NOT EXISTS (SELECT 1 FROM exact e WHERE e.n = w.n)
    ),
    matched AS (
      SELECT href, n, min(word) AS word, max(strength) AS strength
      FROM (SELECT * FROM exact UNION ALL SELECT * FROM typos) found
      GROUP BY href, n
    ),
    weights AS (
      SELECT n, ln((SELECT count(*) FROM guide_search WHERE locale = 'en') + 1.0) - ln(count(*)::numeric) AS weight
      FROM matched GROUP BY n
    ),
    scored AS (
      SELECT m.href, sum(w.weight * m.strength) AS score,
             sum(w.weight) / nullif((SELECT sum(weight) FROM weights), 0) AS coverage,
             coalesce(array_agg(m.word) FILTER (WHERE m.strength = ${TYPO_IN_NAMES}::numeric), '{}') AS typos
      FROM matched m JOIN weights w USING (n)
      GROUP BY m.href
    ),
    best AS (
      SELECT g.href, g.kind, g.section, coalesce(t.title, g.title) AS title, coalesce(t.body, g.body) AS body,
             t.title IS NOT NULL AS translated, g.position, s.score, s.typos,
             ts_rank(g.search_vector, ${query}) + coalesce(t.rank, 0) AS rank
      FROM scored s JOIN guide_search g USING (href)
        LEFT JOIN LATERAL (
          SELECT l.title, l.body, ts_rank(l.search_vector, ${translatedQuery}) AS rank
          FROM guide_search l WHERE l.href = s.href AND l.locale = ${locale} AND l.locale <> 'en'
        ) t ON true
      WHERE g.locale = 'en' AND s.coverage >= ${GUIDE_COVERAGE_MIN}::numeric${excludedFilter(terms)}
      ORDER BY round(s.score, 3) DESC, ${KIND_ORDER}, rank DESC, g.position
      LIMIT ${GUIDE_RESULTS_MAX}
    )
    SELECT href, kind, section, title, typos,
           ts_headline(CASE WHEN translated THEN ${config} ELSE 'english'::regconfig END,
                       ${headlineInput(sql`title`)}, ${query}, ${TITLE_HEADLINE}) AS title_headline,
           ts_headline(CASE WHEN translated THEN ${config} ELSE 'english'::regconfig END,
                       ${headlineInput(sql`body`)}, ${query}, ${SNIPPET_HEADLINE}) AS snippet
    FROM best
    ORDER BY round(score, 3) DESC, ${KIND_ORDER}, rank DESC, position`);
  return found.rows.map((row) => {
    const typos = (row.typos as string[] | null) ?? [];
    return {
      href: String(row.href),
      kind: row.kind as GuideKind,
      section: String(row.section),
      title: String(row.title),
      titleParts: markMore(fromHeadline(String(row.title_headline)), terms.prefix, typos),
      snippet: markMore(snippetFrom(String(row.snippet)), terms.prefix, typos),
    };
  });
}

/**
 * When nothing matches: the guide pages and glossary terms whose titles or keywords come closest to one of
 * the words (trigram word similarity), rather than an empty page.
 */
export async function suggestionsIn(
  tx: Pick<Db, "execute">,
  terms: SearchTerms,
  locale: Locale = "en",
): Promise<GuideHit[]> {
  if (terms.keywords.length === 0) return [];
  // The trigram index finds the candidates (`%>` at this transaction's threshold), then each is measured.
  await tx.execute(
    sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILAR_MIN)}, true)`,
  );
  const found = await tx.execute(sql`
    SELECT href, kind, section,
           coalesce((SELECT l.title FROM guide_search l WHERE l.href = ranked.href AND l.locale = ${locale}), title) AS title
    FROM (
      SELECT *, max(closeness) OVER () AS closest FROM (
        SELECT g.href, min(g.kind) AS kind, min(g.section) AS section, min(g.title) FILTER (WHERE g.locale = 'en') AS title,
               min(g.position) AS position, max(word_similarity(w.word, ${GUIDE_NAMES})) AS closeness
        FROM unnest(${textArray(terms.keywords)}) AS w(word) JOIN guide_search g ON ${GUIDE_NAMES} %> w.word
        WHERE g.locale IN ('en', ${locale})
        GROUP BY g.href
      ) close
    ) ranked
    -- Only those about as close as the closest: "accomadashun" suggests Student Accommodation, not Banking.
    WHERE closeness >= ${SUGGESTION_SHARE_OF_CLOSEST}::real * closest
    ORDER BY closeness DESC, ${KIND_ORDER}, position
    LIMIT ${SUGGESTIONS_MAX}`);
  return found.rows.map((row) => ({
    href: String(row.href),
    kind: row.kind as GuideKind,
    section: String(row.section),
    title: String(row.title),
    titleParts: markMore([String(row.title)], null, terms.keywords),
    snippet: [],
  }));
}
