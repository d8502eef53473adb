import { describe, expect, it } from "vitest";
import { markdownHtml } from "./markdown";

describe("post and comment bodies rendered on the server (ADR 0021)", () => {
  it("render the Markdown subset and escape what a member typed", () => {
    expect(markdownHtml("**Bring** your *passport*")).toBe("<p><strong>Bring</strong> your <em>passport</em></p>");
    expect(markdownHtml("# A heading")).toBe("<h3>A heading</h3>");
    expect(markdownHtml('1 < 2 & "quotes"')).toBe("<p>1 &lt; 2 &amp; &quot;quotes&quot;</p>");
  });

  it("never pass raw HTML or script links through", () => {
    const html = markdownHtml('<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[tap](javascript:alert(3))');
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(html).toContain(">tap</a>");
  });

  it("mark links to other sites as user content, and link mentions to profiles", () => {
    expect(markdownHtml("[RTB](https://rtb.ie)")).toBe(
      '<p><a href="https://rtb.ie" target="_blank" rel="nofollow ugc noopener noreferrer" class="text-brand underline">RTB</a></p>',
    );
    expect(markdownHtml("thanks @siobhan")).toContain(
      '<a href="/u/siobhan" class="font-medium text-brand underline">@siobhan</a>',
    );
    expect(markdownHtml("`@siobhan`")).toBe("<p><code>@siobhan</code></p>");
  });
});
