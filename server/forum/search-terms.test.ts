import { describe, expect, it } from "vitest";
import { SEARCH_WORDS_MAX, SIMILAR_TEXT_MAX, SIMILAR_WORDS_MAX, searchTerms } from "./service";

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
});
