import { SEARCH_MIN_CHARS, SEARCH_TERM_MAX } from "../../common/forum";

/** Full text looks for at most this many distinct words (all of them must match, so more narrow nothing). */
export const SEARCH_WORDS_MAX = 8;
/**
 * The trigram fallback compares titles with the term's longest words only, at most this many and this
 * long: the index scan and every comparison cost by the number of trigrams in the text.
 */
export const SIMILAR_WORDS_MAX = 3;
export const SIMILAR_TEXT_MAX = 40;

/**
 * PostgreSQL's English stop words (`tsearch_data/english.stop`, the list the `english` configuration
 * drops), so that the words a question is made of ("how do I get …") are left out where the server
 * matches words itself: the trigram fallback and the guides' word-by-word ranking. Checked against both
 * databases by tests/integration/search-questions.test.ts.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is " +
    "are was were be been being have has had having do does did doing a an the and but if or because as until " +
    "while of at by for with about against between into through during before after above below to from up " +
    "down in out on off over under again further then once here there when where why how all any both each " +
    "few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

export interface SearchTerms {
  /** Distinct words, lower-cased, without one-letter noise, at most SEARCH_WORDS_MAX (stop words included). */
  words: string[];
  /** The words that carry the meaning: without stop words and excluded (`-word`) words; all words if none is left. */
  keywords: string[];
  /**
   * The term rebuilt for `websearch_to_tsquery` from those words only: quotes ("residence permit"), `or`
   * and `-word` keep their meaning, nothing else reaches the database's parser.
   */
  websearch: string;
  /** Words to leave out (`-gnib`): a guide that has one is not shown. */
  excluded: string[];
  /** `websearch` without its last word, when that word is also matched as a prefix. */
  websearchBeforePrefix: string;
  /** The last word, matched as a prefix too (typing in progress: 'accommodat'), unless quoted, excluded or a stop word. */
  prefix: string | null;
  /** What the trigram fallback compares titles with: the longest few keywords, in the term's order. */
  similarText: string;
  /** One answer per key: terms that differ only in case, spacing or punctuation search the same. */
  key: string;
}

const EMPTY: SearchTerms = {
  words: [],
  keywords: [],
  excluded: [],
  websearch: "",
  websearchBeforePrefix: "",
  prefix: null,
  similarText: "",
  key: "",
};

const WORD = /[\p{L}\p{N}]+/gu;
/** One-letter noise ('a', 'b'); digits and letters of caseless scripts (Chinese) stay. */
const isNoise = (word: string) => word.length === 1 && /\p{Ll}/u.test(word);

type Token = { quote: true } | { word: string; excluded: boolean; quoted: boolean };

/**
 * What a visitor's search term becomes. Letters and digits of any script only, so nothing a visitor
 * types can be read as tsquery syntax; bounded whatever is sent (issue #13): 100 characters, 8 distinct
 * words, a short trigram text.
 */
export function searchTerms(term: string): SearchTerms {
  const trimmed = term.trim().slice(0, SEARCH_TERM_MAX);
  if (trimmed.length < SEARCH_MIN_CHARS) return EMPTY;
  const tokens: Token[] = [];
  let quoted = false;
  for (const chunk of trimmed.toLowerCase().split(/\s+/)) {
    // websearch_to_tsquery reads '-' as "not" only at the start of a word: "-gnib", not "stamp-1g".
    let excluded = /^"*-[\p{L}\p{N}]/u.test(chunk);
    let rest = chunk;
    while (rest) {
      const quote = rest.indexOf('"');
      const text = quote < 0 ? rest : rest.slice(0, quote);
      for (const word of text.match(WORD) ?? []) {
        if (!isNoise(word)) tokens.push({ word, excluded, quoted });
        excluded = false;
      }
      if (quote < 0) break;
      tokens.push({ quote: true });
      quoted = !quoted;
      rest = rest.slice(quote + 1);
    }
  }
  const words = [...new Set(tokens.flatMap((token) => ("word" in token ? [token.word] : [])))].slice(
    0,
    SEARCH_WORDS_MAX,
  );
  if (words.length === 0) return EMPTY;
  const kept = new Set(words);
  // Each kept word at most twice (a phrase may repeat one); words past the first 8 distinct are dropped.
  const seen = new Map<string, number>();
  const used = tokens.filter((token) => {
    if (!("word" in token)) return true;
    const count = seen.get(token.word) ?? 0;
    seen.set(token.word, count + 1);
    return kept.has(token.word) && count < 2;
  });
  const toText = (list: Token[]) =>
    list.map((token) => ("word" in token ? `${token.excluded ? "-" : ""}${token.word}` : '"')).join(" ");
  const last = used.at(-1);
  const prefix =
    last && "word" in last && !last.excluded && !last.quoted && !ENGLISH_STOP_WORDS.has(last.word) ? last.word : null;
  const positive = words.filter((word) =>
    used.some((token) => "word" in token && token.word === word && !token.excluded),
  );
  // Only words to leave out ("-gnib"): a query of nothing but NOT would read every post.
  if (positive.length === 0) return EMPTY;
  const meaningful = positive.filter((word) => !ENGLISH_STOP_WORDS.has(word));
  const keywords = meaningful.length > 0 ? meaningful : positive;
  const longest = new Set([...keywords].sort((a, b) => b.length - a.length).slice(0, SIMILAR_WORDS_MAX));
  const similarText = keywords
    .filter((word) => longest.has(word))
    .join(" ")
    .slice(0, SIMILAR_TEXT_MAX);
  const websearch = toText(used);
  const excluded = words.filter((word) => !positive.includes(word));
  return {
    words,
    keywords,
    excluded,
    websearch,
    websearchBeforePrefix: prefix ? toText(used.slice(0, -1)) : websearch,
    prefix,
    similarText,
    key: websearch,
  };
}
