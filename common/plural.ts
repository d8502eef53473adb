const rules = new Intl.PluralRules("en-IE");

/** The word for a count, by the language's plural rules: `plural(1, "post", "posts")` is "post". */
export function plural(count: number, one: string, other: string): string {
  return rules.select(count) === "one" ? one : other;
}

/** A count and its word: "1 comment", "3 comments", "1,204 karma points". */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString("en-IE")} ${plural(count, one, other)}`;
}
