import { getLocale } from "./i18n";
import { intlLocale } from "./locales";

const rules = new Intl.PluralRules("en-IE");

/** The English word for a count (the English dates' own words; the catalogue's plurals are per language): `plural(1, "post", "posts")` is "post". */
export function plural(count: number, one: string, other: string): string {
  return rules.select(count) === "one" ? one : other;
}

/**
 * A number as the reader's language writes it: "1,204" in English (as en-IE writes it), "1.204" in
 * Spanish and Brazilian Portuguese, "1 204" in Ukrainian. Its words come from the catalogue, whose
 * plurals take the count itself (`m.search_post_count({ count, shown: localNumber(count) })`).
 */
export function localNumber(value: number): string {
  return value.toLocaleString(intlLocale(getLocale()));
}
