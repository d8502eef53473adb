import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { Markdown } from "~/features/forum/markdown";
import { plainTextOf } from "~/features/forum/qa-page";
import { quoteMarkdown } from "~/features/forum/quote-text";
import { markdownHtml } from "./markdown";

afterEach(() => overwriteGetLocale(() => baseLocale));

const href = "/community/forum/posts/0b7c8a52-3c1d-4a53-9a8e-1f0a4c7d2e11";

/** A quote as a member writing on an English page makes it, sent with a reply. */
function quoteWrittenInEnglish(author: string | null) {
  overwriteGetLocale(() => "en");
  const text = `${quoteMarkdown({ author, href, text: "Ask the RTB.", source: false })}Thanks!`;
  overwriteGetLocale(() => baseLocale);
  return text;
}

const shownIn = (locale: "en" | "zh-cn" | "ar" | "pt-br", text: string) => {
  overwriteGetLocale(() => locale);
  return renderToStaticMarkup(<Markdown html={markdownHtml(text)} />);
};

describe("a quote's byline (issue #46 item 13)", () => {
  it("is saved in no language", () => {
    const text = quoteWrittenInEnglish("aoife");
    expect(text).toBe(`> [aoife](${href}):\n>\n> Ask the RTB.\n\nThanks!`);
    expect(text).not.toContain("wrote");
  });

  it("reads 'aoife写道：' to a Chinese reader and 'aoife wrote:' to an English one, of the same text", () => {
    const text = quoteWrittenInEnglish("aoife");
    const link = (prefix: string) =>
      `<a href="${prefix}${href}" class="font-medium text-brand underline"><bdi>aoife</bdi></a>`;
    expect(shownIn("zh-cn", text)).toContain(`<p class="quote-byline" dir="ltr">${link("/zh-cn")}写道：</p>`);
    expect(shownIn("en", text)).toContain(`<p class="quote-byline" dir="ltr">${link("")} wrote:</p>`);
    expect(shownIn("pt-br", text)).toContain(`escreveu:`);
    // The address in the reader's language, the name isolated in a right-to-left sentence.
    expect(shownIn("ar", text)).toContain(
      `<p class="quote-byline" dir="rtl">كتب <a href="/ar${href}" class="font-medium text-brand underline"><bdi>aoife</bdi></a>:</p>`,
    );
  });

  it("names a deleted account in the reader's language", () => {
    const text = quoteWrittenInEnglish(null);
    expect(text).not.toContain("Anonymous");
    expect(shownIn("zh-cn", text)).toContain("<bdi>匿名</bdi></a>写道：");
    expect(shownIn("en", text)).toContain("<bdi>Anonymous</bdi></a> wrote:");
  });

  it("is plain text in the page's data, and only a quote's first line to a post here is one", () => {
    const html = markdownHtml(quoteWrittenInEnglish("aoife"));
    overwriteGetLocale(() => "zh-cn");
    expect(plainTextOf(html)).toBe("aoife写道：\nAsk the RTB.\nThanks!");
    // A member's own text that only looks like one, or a link elsewhere, stays as it is.
    for (const text of [
      `> [aoife](https://example.com/community/forum/posts/x):\n>\n> hi`,
      `> hi\n>\n> [aoife](${href}):`,
      `[aoife](${href}):`,
      `> [aoife *b*](${href}):`,
      `> &lt;p class="quote-byline"&gt;[aoife](${href}):`,
    ]) {
      expect(shownIn("zh-cn", text)).not.toContain("写道");
    }
  });
});
