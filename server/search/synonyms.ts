import { glossary } from "../../content/glossary";
import { ENGLISH_STOP_WORDS } from "./terms";

/** Lower-case words, without stop words and one-letter noise. */
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !ENGLISH_STOP_WORDS.has(word),
  );
/** "permits" and "permit" as one: the plural is the form that differs most often in a question. */
const singular = (word: string) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word);

/**
 * What the glossary says a phrase is also called: its full name and its phrases of two words or more
 * ("Irish Residence Permit", "residence permit") stand for its term ("IRP"). Single-word keywords
 * ("immigration", "grant") are left out: they are related words, not other names.
 */
const NAMES = glossary.flatMap((entry) => {
  const term = wordsOf(entry.term);
  if (term.length === 0) return [];
  return [entry.fullName, ...(entry.keywords ?? [])]
    .map((phrase) => wordsOf(phrase).map(singular))
    .filter((phrase) => phrase.length >= 2 && phrase.join(" ") !== term.join(" "))
    .map((phrase) => ({ phrase, term }));
});

/**
 * The keywords said another way, by the glossary's names: "where do I register my residence permit"
 * is also "register irp", which is how members title their posts ("IRP registration at Burgh Quay").
 * At most two other ways.
 */
export function otherNames(keywords: string[]): string[][] {
  const own = keywords.map(singular);
  const found: string[][] = [];
  for (const { phrase, term } of NAMES) {
    if (!phrase.every((word) => own.includes(word))) continue;
    const rest = keywords.filter((_, index) => !phrase.includes(own[index]!));
    const other = [...new Set([...rest, ...term])];
    if (!found.some((known) => known.join(" ") === other.join(" "))) found.push(other);
    if (found.length === 2) break;
  }
  return found;
}
