import { describe, expect, it } from "vitest";
import { withoutHiddenCharacters } from "./member-text";

describe("withoutHiddenCharacters (issue #45)", () => {
  it("takes out controls, noncharacters, lone surrogates and bidirectional overrides", () => {
    for (const hidden of [
      "\u0000",
      "\u0001",
      "\u001F",
      "\u007F",
      "\u0085",
      "\u009F",
      "\u202A",
      "\u202E",
      "\u2066",
      "\u2069",
      "\uFDD0",
      "\uFFFE",
      "\uFFFF",
      "\u{1FFFE}",
      "\uD800",
      "\uDC00",
    ]) {
      expect(withoutHiddenCharacters(`a${hidden}b`), hidden.codePointAt(0)!.toString(16)).toBe("ab");
    }
  });

  it("keeps tabs, line breaks, the direction marks and whole characters outside the first plane", () => {
    const kept = "a\tb\nc\r\nd \u200E\u200F é 中文 العربية 😀 \u{1F1EE}\u{1F1EA}";
    expect(withoutHiddenCharacters(kept)).toBe(kept);
  });
});
