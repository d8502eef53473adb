import { describe, expect, it } from "vitest";
import { fromHeadline, markMore, similarity, snippetFrom } from "./highlight";

describe("highlighted text", () => {
  it("reads ts_headline's markers as parts, unmarked first, and puts back the '<' hidden from it", () => {
    expect(fromHeadline("You need a \u0001PPS\u0002 \u0001number\u0002")).toEqual([
      "You need a ",
      "PPS",
      " ",
      "number",
      "",
    ]);
    expect(fromHeadline("\u0001Rent\u0002 \u0003b> & \u0003script>")).toEqual(["", "Rent", " <b> & <script>"]);
    expect(fromHeadline("plain")).toEqual(["plain"]);
  });

  it("says where a snippet starts or ends inside a sentence", () => {
    expect(snippetFrom("got my \u0001PPS\u0002 number\n  in   Cork")).toEqual([
      "… got my ",
      "PPS",
      " number in Cork …",
    ]);
    expect(snippetFrom("Your \u0001PPS\u0002 number.")).toEqual(["Your ", "PPS", " number."]);
    expect(snippetFrom("  ")).toEqual([]);
  });

  it("marks the word being typed and, for a typo's result, the words that look like it", () => {
    expect(markMore(["Student accommodation near UCD"], "accommod")).toEqual([
      "Student ",
      "accommodation",
      " near UCD",
    ]);
    expect(markMore(["How do I get a ", "PPS", " number?"], null, ["numbr"])).toEqual([
      "How do I get a ",
      "PPS",
      " ",
      "number",
      "?",
    ]);
    // Nothing to mark: the parts are kept as they were.
    const parts = ["nothing ", "here", ""];
    expect(markMore(parts, null, [])).toBe(parts);
    // Words of fewer than three letters are too short to tell a typo from another word.
    expect(markMore(["go to it"], null, ["to"])).toEqual(["go to it"]);
  });

  it("measures word similarity as pg_trgm does", () => {
    expect(similarity("numbr", "number")).toBeCloseTo(0.444, 3);
    expect(similarity("accomodation", "accommodation")).toBeCloseTo(0.8, 1);
    expect(similarity("visa", "visa")).toBe(1);
  });
});
