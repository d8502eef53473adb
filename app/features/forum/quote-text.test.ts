import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { escapeMarkdown, quoteMarkdown } from "./quote-text";

afterEach(() => overwriteGetLocale(() => baseLocale));

describe("a quote for the reply box", () => {
  const href = "/community/forum/posts/p1?comment=c1#comment-c1";

  it("names its author, links to the item and quotes a selection line by line", () => {
    expect(
      quoteMarkdown({ author: "aoife", href, text: "Deposits are\nat most one month.\n\nAsk the RTB.", source: false }),
    ).toBe(`> [aoife](${href}):\n>\n> Deposits are\\\n> at most one month.\n>\n> Ask the RTB.\n\n`);
  });

  it("quotes an item's Markdown as it is", () => {
    expect(quoteMarkdown({ author: "bilal", href, text: "- one\n- two\n\n    code\n", source: true })).toBe(
      `> [bilal](${href}):\n>\n> - one\n> - two\n>\n>     code\n\n`,
    );
  });

  it("escapes Markdown in the author's name, and names a deleted account in no language", () => {
    expect(escapeMarkdown("ann_b*[x](y)")).toBe("ann\\_b\\*\\[x\\]\\(y\\)");
    expect(quoteMarkdown({ author: "ann_b", href, text: "Hi", source: true })).toContain("> [ann\\_b](");
    expect(quoteMarkdown({ author: null, href, text: "Hi", source: true })).toContain(`> [—](${href}):\n`);
  });

  it("is the same text whatever the quoting member's language (issue #46 item 13)", () => {
    const quote = () => quoteMarkdown({ author: "aoife", href, text: "Hi", source: true });
    overwriteGetLocale(() => "zh-cn");
    const chinese = quote();
    overwriteGetLocale(() => "ar");
    expect(quote()).toBe(chinese);
    expect(chinese).toBe(`> [aoife](${href}):\n>\n> Hi\n\n`);
  });
});
