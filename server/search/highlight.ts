import { sql, type SQL } from "drizzle-orm";

/**
 * A text with some words marked: the parts alternate, unmarked first (`["You need a ", "PPS", " number"]`
 * marks "PPS"). Pages render each part as text (React escapes it) and the odd ones in `<mark>`, so nothing
 * a member typed is ever read as HTML.
 */
export type Highlighted = string[];

const MARK_START = "\u0001";
const MARK_END = "\u0002";
/** ts_headline drops whatever its parser takes for an HTML tag: '<' is hidden from it and put back after. */
const LESS_THAN = "\u0003";

/**
 * `text` as ts_headline should read it: without the control characters used as markers (a member may
 * type them), '<' hidden so that '<b>' or '<script>' is shown as typed rather than dropped.
 */
export const headlineInput = (text: SQL) =>
  sql`replace(translate(${text}, chr(1) || chr(2) || chr(3), ''), '<', chr(3))`;

/** ts_headline's options: our markers, and (for a snippet) a short passage around the best match. */
export const TITLE_HEADLINE = `HighlightAll=true, StartSel="${MARK_START}", StopSel="${MARK_END}"`;
export const SNIPPET_HEADLINE = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxFragments=1, MaxWords=28, MinWords=15`;

/** A headline from the database, as parts. */
export function fromHeadline(headline: string): Highlighted {
  const parts: Highlighted = [];
  let marked = false;
  let current = "";
  for (const char of headline.replaceAll(LESS_THAN, "<")) {
    if (char === (marked ? MARK_END : MARK_START)) {
      parts.push(current);
      current = "";
      marked = !marked;
    } else if (char !== MARK_START && char !== MARK_END) current += char;
  }
  parts.push(current);
  return parts;
}

/**
 * A snippet from the database, as parts: its spacing made one line, and "…" where it starts or ends inside
 * a sentence (ts_headline takes a passage from the middle of the text).
 */
export function snippetFrom(headline: string): Highlighted {
  const parts = fromHeadline(headline.replace(/\s+/g, " ").trim());
  const text = parts.join("");
  if (!text) return [];
  if (/^[\p{Ll}\p{P}]/u.test(text) && !/^["'‘“(¿¡]/u.test(text)) parts[0] = `… ${parts[0]}`;
  if (!/[.!?…:)"'’”]$/u.test(text)) parts[parts.length - 1] += " …";
  return parts;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function similarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared++;
  return shared / (first.size + second.size - shared);
}

/** Two words are taken for one another, one mistyped, from this similarity (pg_trgm: "numbr"/"number" 0.44). */
export const SIMILAR_WORD = 0.4;

/**
 * Marks what ts_headline could not: words that start with the word being typed (`prefix`) and, for a
 * result the trigram fallback found, words that look like one of `similarTo` (a typo: "numbr" marks
 * "number"). Only unmarked parts are looked at.
 */
export function markMore(parts: Highlighted, prefix: string | null, similarTo: string[] = []): Highlighted {
  const candidates = similarTo.filter((word) => word.length >= 3);
  if (!prefix && candidates.length === 0) return parts;
  const marks = (word: string) => {
    const lower = word.toLowerCase();
    return (
      (prefix !== null && lower.startsWith(prefix)) ||
      candidates.some((candidate) => similarity(lower, candidate) >= SIMILAR_WORD)
    );
  };
  const result: Highlighted = [];
  const push = (text: string, marked: boolean) => {
    if ((result.length % 2 === 1) === marked) result.push(text);
    else if (result.length > 0) result[result.length - 1] += text;
    else result.push("", text);
  };
  parts.forEach((part, index) => {
    if (index % 2 === 1) return push(part, true);
    let last = 0;
    for (const match of part.matchAll(/[\p{L}\p{N}]+/gu)) {
      if (!marks(match[0])) continue;
      push(part.slice(last, match.index), false);
      push(match[0], true);
      last = match.index + match[0].length;
    }
    push(part.slice(last), false);
  });
  return result;
}
