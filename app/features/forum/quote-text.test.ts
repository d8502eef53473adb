import { describe, expect, it } from "vitest";
import { escapeMarkdown, quoteMarkdown } from "./quote-text";

describe("a quote for the reply box", () => {
  const href = "/community/forum/posts/p1?comment=c1#comment-c1";

  it("names its author, links to the item and quotes a selection line by line", () => {
    expect(
      quoteMarkdown({ author: "aoife", href, text: "Deposits are\nat most one month.\n\nAsk the RTB.", source: false }),
    ).toBe(`> [aoife](${href}) wrote:\n>\n> Deposits are\\\n> at most one month.\n>\n> Ask the RTB.\n\n`);
  });

  it("quotes an item's Markdown as it is", () => {
    expect(quoteMarkdown({ author: "bilal", href, text: "- one\n- two\n\n    code\n", source: true })).toBe(
      `> [bilal](${href}) wrote:\n>\n> - one\n> - two\n>\n>     code\n\n`,
    );
  });

  it("escapes Markdown in the author's name, and names a deleted account 'Anonymous'", () => {
    expect(escapeMarkdown("ann_b*[x](y)")).toBe("ann\\_b\\*\\[x\\]\\(y\\)");
    expect(quoteMarkdown({ author: "ann_b", href, text: "Hi", source: true })).toContain("> [ann\\_b](");
    expect(quoteMarkdown({ author: null, href, text: "Hi", source: true })).toContain("> [Anonymous](");
  });
});
