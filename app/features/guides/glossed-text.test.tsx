import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { guideGlosses } from "@content/guide-glosses";
import { findGuide } from "@content/guides";
import { CONTENT_TRANSLATIONS } from "@content/localized";
import { EnglishGuideNotice, GlossedText } from "./glossed-text";

const { guide } = findGuide("legal", "pps-application")!;

describe("a guide read in another language", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("says in one line, in the reader's language, that the guide is English", () => {
    overwriteGetLocale(() => "ar");
    const html = renderToStaticMarkup(<EnglishGuideNotice />);
    expect(html).toContain('lang="ar"');
    expect(html).toContain('dir="auto"');
    expect(html).toContain("هذا الدليل باللغة الإنجليزية.");
    overwriteGetLocale(() => "pt-br");
    const portuguese = renderToStaticMarkup(<EnglishGuideNotice />);
    expect(portuguese).toContain('lang="pt-BR"');
    expect(portuguese).toContain("Este guia está em inglês.");
  });

  it("explains a marked term in the reader's language: focusable, described, readable without JavaScript", () => {
    const glosses = guideGlosses(guide, "ar")!;
    const [at, segments] = Object.entries(glosses.texts).find(([, texts]) =>
      texts.some((segment) => typeof segment !== "string" && segment.termId === "pps"),
    )!;
    const html = renderToStaticMarkup(<p>{GlossedText({ text: "unused", glosses, at })}</p>);
    // Every word of the English text is still there, in order.
    const plain = segments.map((segment) => (typeof segment === "string" ? segment : segment.text)).join("");
    expect(html.replace(/<span id="gloss-[^]*?<\/span><\/span><\/span>/g, "").replace(/<[^>]+>/g, "")).toBe(
      `${plain}`.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
    );
    expect(html).toMatch(/<span role="button" tabindex="0" aria-describedby="gloss-pps"/);
    expect(html).toMatch(/<span id="gloss-pps" role="tooltip" lang="ar" dir="auto"/);
    expect(html).toContain(CONTENT_TRANSLATIONS.ar.glossary.pps!.explanation);
    expect(html).not.toContain("<a ");
  });

  it("leaves the English page's text as it is", () => {
    expect(GlossedText({ text: guide.intro, glosses: guideGlosses(guide, "en"), at: "intro" })).toBe(guide.intro);
  });
});
