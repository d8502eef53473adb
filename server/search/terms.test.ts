import { describe, expect, it } from "vitest";
import { SEARCH_WORDS_MAX, SIMILAR_TEXT_MAX, SIMILAR_WORDS_MAX, searchTerms } from "./terms";

/** 100 characters, 30 words: duplicates, one-letter noise, more than 8 real words. */
const LONG_TERM =
  "Ballymun ballymun a flat share b room c in dublin rent cheap near d e f g h i j k l m n o p q r s t!";

describe("searchTerms (issue #13: what any term costs is bounded)", () => {
  it("keeps at most 8 distinct words, without one-letter noise", () => {
    expect([LONG_TERM.length, LONG_TERM.split(" ").length]).toEqual([100, 30]);
    expect(SEARCH_WORDS_MAX).toBe(8);
    expect(searchTerms(LONG_TERM).words).toEqual([
      "ballymun",
      "flat",
      "share",
      "room",
      "in",
      "dublin",
      "rent",
      "cheap",
    ]);
  });

  it("gives the trigram fallback only the longest few words, in the term's order, and a short text", () => {
    expect(searchTerms(LONG_TERM).similarText).toBe("ballymun share dublin");
    expect(searchTerms("acommodation").similarText).toBe("acommodation");
    const { similarText } = searchTerms(`${"abcdefghijklmnopqrstuvwxyz".repeat(3)} more words`);
    expect(similarText.length).toBeLessThanOrEqual(SIMILAR_TEXT_MAX);
    expect(similarText.split(" ").length).toBeLessThanOrEqual(SIMILAR_WORDS_MAX);
  });

  it("keeps digits and letters of caseless scripts, and cuts the term at 100 characters", () => {
    expect(searchTerms("Stamp 4").words).toEqual(["stamp", "4"]);
    expect(searchTerms("租 房").words).toEqual(["租", "房"]);
    expect(searchTerms(`${"x".repeat(99)} ballymun`).words).toEqual(["x".repeat(99)]);
    expect(searchTerms("a").words).toEqual([]);
    expect(searchTerms("a b").words).toEqual([]);
  });

  it("leaves a question's stop words out of the keywords, and matches the last word as a prefix", () => {
    const question = searchTerms("How do I get a PPS number?");
    expect(question.words).toEqual(["how", "do", "get", "pps", "number"]);
    expect(question.keywords).toEqual(["get", "pps", "number"]);
    expect(question.websearch).toBe("how do get pps number");
    expect(question.prefix).toBe("number");
    expect(question.websearchBeforePrefix).toBe("how do get pps");
    expect(searchTerms("where do I register my residence permit").similarText).toBe("register residence permit");
    // Nothing but stop words: those are what the visitor means.
    expect(searchTerms("where").keywords).toEqual(["where"]);
    expect(searchTerms("pps where").prefix).toBe(null);
  });

  it("keeps quotes, `or` and -words for websearch_to_tsquery, and nothing else of the term's punctuation", () => {
    const phrase = searchTerms('"residence permit" or irp -gnib');
    expect(phrase.websearch).toBe('" residence permit " or irp -gnib');
    expect(phrase.keywords).toEqual(["residence", "permit", "irp"]);
    expect(phrase.excluded).toEqual(["gnib"]);
    expect(phrase.prefix).toBe(null); // excluded
    expect(searchTerms('"stamp 1g').prefix).toBe(null); // quoted
    expect(searchTerms("stamp-1g").websearch).toBe("stamp 1g"); // a hyphen inside a word excludes nothing
    expect(searchTerms("::* & | ! ( ) <-> '").words).toEqual([]);
    // Only words to leave out would read every post: nothing is searched.
    expect(searchTerms("-gnib -irp").key).toBe("");
  });

  it("gives one key to terms that differ only in case, spacing and punctuation", () => {
    expect(new Set(["Rent dublin", "rent  Dublin ", "RENT, dublin"].map((term) => searchTerms(term).key))).toEqual(
      new Set(["rent dublin"]),
    );
    expect(searchTerms("dublin rent").key).not.toBe(searchTerms("rent dublin").key);
  });
});
