import { sql, type SQL } from "drizzle-orm";
import { otherNames } from "./synonyms";
import type { SearchTerms } from "./terms";

/** A text[] of these words, each its own parameter. */
export const textArray = (words: string[]) =>
  sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * The query a term stands for, in PostgreSQL: `websearch_to_tsquery` with the `english` configuration
 * (stop words left out, word forms matched: "registering" finds "register"; quotes, `or` and `-word` as
 * a search engine reads them), or with `simple` when the term is nothing but stop words ("where"); the
 * last word also as a prefix of the words as written (`simple`), for a term still being typed.
 */
export function textQuery(terms: SearchTerms): SQL {
  const english = sql`websearch_to_tsquery('english', ${terms.websearch})`;
  const base = sql`(CASE WHEN numnode(${english}) > 0 THEN ${english} ELSE websearch_to_tsquery('simple', ${terms.websearch}) END)`;
  if (!terms.prefix) return base;
  return sql`(${base} || (websearch_to_tsquery('english', ${terms.websearchBeforePrefix}) && to_tsquery('simple', ${`${terms.prefix}:*`})))`;
}

/**
 * The keywords, any of them (`|`), with the last word also as a prefix: what a found guide's rank and
 * headlines are measured against.
 */
export function anyWordQuery(terms: SearchTerms): SQL {
  const any = terms.keywords.join(" | ");
  const english = sql`to_tsquery('english', ${any})`;
  const base = sql`(CASE WHEN numnode(${english}) > 0 THEN ${english} ELSE to_tsquery('simple', ${any}) END)`;
  return terms.prefix ? sql`(${base} || to_tsquery('simple', ${`${terms.prefix}:*`}))` : base;
}

/** A typed word shorter than this is matched as itself, not as the prefix of its stem ('pps', not 'pp:*'). */
const STEM_PREFIX_MIN = 4;

/**
 * What fills a first page that full text left short: every keyword by its stem as a prefix of the words
 * as written (`simple`): the english stemmer makes "register" 'regist' but "registration" 'registr',
 * and 'regist:*' finds both; or, where the glossary gives a phrase another name, with that name instead
 * ("residence permit": 'irp'), matched as it is. A scalar subquery, so PostgreSQL works it out once, and
 * the GIN index still takes it.
 */
export function relaxedQuery(terms: SearchTerms): SQL {
  const ways = [terms.keywords, ...otherNames(terms.keywords)].map((words) => {
    const typed = words.map((word) => terms.keywords.includes(word));
    return sql`(SELECT to_tsquery('simple', string_agg(
        CASE WHEN typed AND length(coalesce((ts_lexize('english_stem', word))[1], word)) >= ${STEM_PREFIX_MIN}
             THEN coalesce((ts_lexize('english_stem', word))[1], word) || ':*' ELSE word END, ' & '))
      FROM unnest(${textArray(words)}, ARRAY[${sql.join(
        typed.map((flag) => sql`${flag}`),
        sql`, `,
      )}]::boolean[]) AS way(word, typed))`;
  });
  return sql`(${sql.join(ways, sql` || `)})`;
}
