import { sql, type SQL } from "drizzle-orm";
import type { SearchTerms } from "./terms";

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
