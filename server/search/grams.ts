/**
 * Character n-grams: how the site search matches Chinese, Ukrainian and Arabic (issue #46), where
 * PostgreSQL has no stemmer (Ukrainian), or a word is not set off by spaces (Chinese), or a word carries
 * its article and prepositions (Arabic "الحساب", "بالبنك"). The same code cuts the guides' translated text
 * and the reader's words, so both databases (PGlite and PostgreSQL) compare the same strings, whatever
 * their locale or parser: a word is found where most of its n-grams are (GRAM_SHARE_MIN).
 */

/** A word is found in a text that has at least this share of its n-grams: "рахунку" finds "рахунок". */
export const GRAM_SHARE_MIN = 0.6;
/** A word longer than this is cut for its n-grams: a hostile 100-letter "word" makes at most 30 grams. */
const GRAM_WORD_MAX = 32;
/** At most this many n-gram words from one term (a Chinese question is one run of characters). */
export const GRAM_WORDS_MAX = 16;

const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words that ask rather than name, in the languages matched by n-grams: left out of the reader's words
 * (PostgreSQL's Portuguese and Spanish configurations drop their own). Chinese ones are two-character
 * words, as the reader's text is cut into pairs.
 */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  // Ukrainian
  ..."як де що чи коли мені мене мій моя моє мої для на в у і й та з із до по про це як чому який яка яке які потрібно треба можна".split(
    " ",
  ),
  // Arabic (as normalised: no article)
  ..."كيف اين ما ماذا هل في من على الى عن مع او انا لي هذا هذه اريد يمكن متى".split(" "),
  // Chinese
  ..."怎么 如何 什么 哪里 在哪 我的 需要 可以 一个 办理 是否".split(" "),
]);

/**
 * Arabic written one way: without short vowels and tatweel, alef forms as alef, final yeh and teh
 * marbuta as written most often, and a leading article or joined preposition (وال، بال، لل، ال) taken off
 * a word long enough to keep three letters.
 */
function normaliseArabic(word: string): string {
  const plain = word
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه");
  const article = /^(وال|بال|كال|فال|لل|ال)/.exec(plain);
  return article && plain.length - article[0].length >= 3 ? plain.slice(article[0].length) : plain;
}

/** A word's trigrams; a word of three letters or fewer is its own gram. */
function trigrams(word: string): string[] {
  const letters = [...word.slice(0, GRAM_WORD_MAX)];
  if (letters.length <= 3) return [letters.join("")];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(""));
  return [...grams];
}

/** Chinese characters in pairs ("银行账户": 银行, 行账, 账户); a single character is its own gram. */
function bigrams(run: string): string[] {
  const letters = [...run];
  if (letters.length === 1) return letters;
  const grams: string[] = [];
  for (let i = 0; i + 2 <= letters.length; i++) grams.push(letters[i]! + letters[i + 1]!);
  return grams;
}

/** A word the reader typed, and the n-grams it is found by. */
export interface GramWord {
  word: string;
  grams: string[];
}

/**
 * The n-gram words of a text: each Latin, Cyrillic or Arabic word with its trigrams, each pair of Chinese
 * characters a word of its own (a Chinese question is one run: "怎么开银行账户"), question words left out.
 */
export function gramWords(text: string): GramWord[] {
  const found: GramWord[] = [];
  for (const raw of text.toLowerCase().normalize("NFC").match(WORD) ?? []) {
    for (const run of raw.match(HAN_RUNS) ?? []) {
      if (HAN.test(run)) {
        for (const pair of bigrams(run)) if (!QUESTION_WORDS.has(pair)) found.push({ word: pair, grams: [pair] });
        continue;
      }
      const word = normaliseArabic(run);
      if (word.length < 2 || QUESTION_WORDS.has(word)) continue;
      found.push({ word: run, grams: trigrams(word) });
    }
  }
  return found;
}

/** Every n-gram of a text (for the guides' rows), each once. */
export function gramsOf(text: string): string[] {
  return [...new Set(gramWords(text).flatMap((word) => word.grams))];
}
