import { describe, expect, it } from "vitest";
import { GRAM_SHARE_MIN, gramWords, gramsOf } from "./grams";

/** The share of a word's n-grams a text has: what the search compares with GRAM_SHARE_MIN. */
const share = (word: string, text: string) => {
  const { grams } = gramWords(word)[0]!;
  const inText = new Set(gramsOf(text));
  return grams.filter((gram) => inText.has(gram)).length / grams.length;
};

describe("character n-grams (issue #46)", () => {
  it("cuts Chinese into pairs of characters, each a word of its own, without question words", () => {
    expect(gramWords("怎么开银行账户").map((word) => word.word)).toEqual(["么开", "开银", "银行", "行账", "账户"]);
    expect(gramWords("税").map((word) => word.grams)).toEqual([["税"]]);
  });

  it("finds a Ukrainian word in another of its forms, and not in an unrelated word", () => {
    expect(share("рахунку", "банківський рахунок")).toBeGreaterThanOrEqual(GRAM_SHARE_MIN);
    expect(share("банку", "банківський рахунок")).toBeGreaterThanOrEqual(GRAM_SHARE_MIN);
    expect(share("рахунку", "розклад автобусів")).toBeLessThan(GRAM_SHARE_MIN);
  });

  it("reads an Arabic word with its article, a joined preposition or another alef as the same word", () => {
    expect(gramWords("الحساب")[0]!.grams).toEqual(gramWords("حساب")[0]!.grams);
    expect(gramWords("بالبنك")[0]!.grams).toEqual(gramWords("بنك")[0]!.grams);
    expect(gramWords("إقامة")[0]!.grams).toEqual(gramWords("اقامه")[0]!.grams);
  });

  it("stays small whatever is sent: a 100-letter word makes at most 30 grams", () => {
    expect(gramWords("б".repeat(100))[0]!.grams.length).toBeLessThanOrEqual(30);
    expect(gramWords("бвгдежзийклмнопрстуфхцчшщьюя".repeat(4))[0]!.grams.length).toBeLessThanOrEqual(30);
  });
});
