import { describe, expect, it } from "vitest";
import { BODY_ELEMENTS_MAX, BODY_LINKS_MAX, COMMENT_MAX, FORUM_MESSAGES, POST_MAX } from "@common/forum";
import { AppError } from "../app-error";
import { assertRenderableBody, markdownHtml } from "./markdown";

describe("post and comment bodies rendered on the server (ADR 0021, ADR 0022)", () => {
  it("render the Markdown subset and escape what a member typed", () => {
    expect(markdownHtml("**Bring** your *passport*")).toBe("<p><strong>Bring</strong> your <em>passport</em></p>");
    expect(markdownHtml("# A heading")).toBe("<h3>A heading</h3>");
    expect(markdownHtml("###### A small heading")).toBe("<h4>A small heading</h4>");
    expect(markdownHtml('1 < 2 & "quotes"')).toBe("<p>1 &lt; 2 &amp; &quot;quotes&quot;</p>");
    expect(markdownHtml("> quoted\n\n- one\n- two")).toBe(
      "<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });

  it("never pass raw HTML or script links through: raw HTML and unsafe links are shown as text", () => {
    const html = markdownHtml(
      '<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[tap](javascript:alert(3)) ![x](javascript:alert(4)) [ok](https://hse.ie)',
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expectOnlySafeMarkup(html);
    expect(html).toContain(">ok</a>");
  });

  it("mark links to other sites as user content, link mentions to profiles, and show images as links", () => {
    expect(markdownHtml("[RTB](https://rtb.ie)")).toBe(
      '<p><a href="https://rtb.ie" target="_blank" rel="nofollow ugc noopener noreferrer" class="text-brand underline">RTB</a></p>',
    );
    expect(markdownHtml("thanks @siobhan")).toContain(
      '<a href="/u/siobhan" class="font-medium text-brand underline">@siobhan</a>',
    );
    expect(markdownHtml("`@siobhan`")).toBe("<p><code>@siobhan</code></p>");
    expect(markdownHtml("[ask @siobhan](https://rtb.ie)")).not.toContain("/u/siobhan");
    expect(markdownHtml("![the form](https://example.com/form.png)")).toBe(
      '<p><a href="https://example.com/form.png" target="_blank" rel="nofollow ugc noopener noreferrer" class="text-brand underline">the form</a></p>',
    );
  });

  it("keep every output to the allowed tags and attributes, whatever is typed", () => {
    const pieces = [
      "> ",
      "- ",
      "1. ",
      "*",
      "**",
      "_",
      "`",
      "[",
      "](",
      ")",
      "<a href=x>",
      "![",
      "\n",
      "\n\n",
      "# ",
      "    ",
      "```",
      "@ann",
      "&lt;",
      "javascript:",
      "\"'",
      "<",
      ">",
    ];
    let seed = 29;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join("x");
      expectOnlySafeMarkup(markdownHtml(text));
    }
  });
});

/** Issue #29 S1: bodies that took the forum down, and others that cost the renderer or the browser. */
const PATHOLOGICAL: Record<string, string> = {
  "2,600 nested quotes": "> ".repeat(2_600) + "a",
  "6,600 nested ordered lists": "1. ".repeat(6_600),
  "9,999 nested bullet lists": "- ".repeat(9_999),
  "a comment of 1,000 nested lists": "- ".repeat(1_000) + "x",
  "lists nested by indentation": Array.from({ length: 139 }, (_, k) => " ".repeat(2 * k) + "- x").join("\n"),
  "5,000 nested emphasis runs": "*".repeat(10_000) + "a" + "*".repeat(9_999),
  "2,500 strong runs": "**a".repeat(5_000),
  "3,000 links": "[a](b) ".repeat(2_800),
  "3,000 reference links": "[a][b] ".repeat(2_800) + "\n\n[b]: https://c.ie",
  "20,000 open brackets": "[".repeat(20_000),
  "brackets nested 5,000 deep": "[".repeat(5_000) + "a" + "](b)".repeat(3_000),
  "a 20,000-character heading": "# " + "x".repeat(19_990),
  "10,000 lines": "a\n".repeat(10_000),
  "5,000 rules": "---\n".repeat(5_000),
  "a long table": "|a|b|\n|-|-|\n" + "|x|y|\n".repeat(3_000),
  "10,000 backticks": "`a".repeat(10_000),
  "20,000 less-than signs": "<".repeat(20_000),
  "4,000 mentions": "@abc ".repeat(3_999),
};

describe("a body that would take a page down (issue #29 S1)", () => {
  it.each(Object.entries(PATHOLOGICAL))("%s: is measured, and rendered, in bounded time", (_, text) => {
    expect(text.length).toBeLessThanOrEqual(POST_MAX);
    const started = performance.now();
    try {
      assertRenderableBody(text);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).field).toBe("content");
    }
    const html = markdownHtml(text + "\n");
    // About 20 ms for 20,000 characters on an idle core (react-markdown took 7 s, then threw, on some of
    // these); the bound leaves room for a machine busy with other tests.
    expect(performance.now() - started).toBeLessThan(2_000);
    expectOnlySafeMarkup(html);
    expect(maxDepth(html)).toBeLessThanOrEqual(40);
  });

  it("refuses each kind of excess with a message the author can act on", () => {
    expect(() => assertRenderableBody("> ".repeat(2_600) + "a")).toThrow(FORUM_MESSAGES.bodyNestedTooDeep);
    expect(() => assertRenderableBody("1. ".repeat(6_600))).toThrow(FORUM_MESSAGES.bodyNestedTooDeep);
    expect(() => assertRenderableBody("- ".repeat(1_000) + "x")).toThrow(FORUM_MESSAGES.bodyNestedTooDeep);
    expect(() => assertRenderableBody("*".repeat(100) + "a" + "*".repeat(100))).toThrow(
      FORUM_MESSAGES.bodyFormattingNestedTooDeep,
    );
    expect(() => assertRenderableBody("-\n".repeat(BODY_ELEMENTS_MAX))).toThrow(FORUM_MESSAGES.bodyTooManyElements);
    expect(() => assertRenderableBody("[a](b) ".repeat(BODY_LINKS_MAX + 1))).toThrow(FORUM_MESSAGES.bodyTooManyLinks);
    expect(() => assertRenderableBody("@abc ".repeat(BODY_LINKS_MAX + 1))).toThrow(FORUM_MESSAGES.bodyTooManyLinks);
    assertRenderableBody("[a](b) ".repeat(BODY_LINKS_MAX));
  });

  it("accepts what members really write: quotes in quotes, lists in lists, a long guide-like post", () => {
    assertRenderableBody("> > > she said\n>\n> I agree\n\n- a\n  - b\n    - c\n      1. d");
    const guide =
      "## Step\n\nSome **bold** and *em* text with a [link](https://www.citizensinformation.ie) and `code`.\n\n> a quote\n\n- a\n- b\n\n1. one\n2. two\n\n";
    assertRenderableBody(guide.repeat(Math.floor(POST_MAX / guide.length)));
    assertRenderableBody("word ".repeat(COMMENT_MAX / 5));
  });

  it("shows a body stored before the rule as plain text, not a broken page", () => {
    const html = markdownHtml("> ".repeat(2_600) + "<b>still here</b>");
    expect(html).toMatch(/^<p>(&gt; )+&lt;b&gt;still here&lt;\/b&gt;<\/p>$/);
  });
});

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "h3",
  "h4",
  "hr",
]);

function expectOnlySafeMarkup(html: string) {
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `<${tag}>`).toContain(tag!.toLowerCase());
    for (const [, name, value] of attributes!.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(["href", "title", "target", "rel", "class", "start"], name).toContain(name);
      if (name === "href") expect(value).not.toMatch(/^\s*(javascript|vbscript|data|file):/i);
    }
  }
}

function maxDepth(html: string) {
  let depth = 0;
  let max = 0;
  for (const [tag] of html.matchAll(/<\/?[a-z0-9]+[^>]*>/g)) {
    if (tag.startsWith("</")) depth--;
    else if (!/^<(br|hr)\b/.test(tag)) max = Math.max(max, ++depth);
  }
  return max;
}
