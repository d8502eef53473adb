import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";
import { glossText, guideGlosses, guideTextKeys, termMatcher, type GlossSegment } from "./guide-glosses";
import { findGuide, guideSections, type GuidePage } from "./guides";
import { CONTENT_TRANSLATIONS } from "./localized";

const matcher = termMatcher();
const marked = (segments: GlossSegment[] | null) =>
  (segments ?? []).flatMap((segment) => (typeof segment === "string" ? [] : [`${segment.termId}:${segment.text}`]));

describe("glossary terms in guide text", () => {
  it("marks only the first occurrence of a term, across the texts of a page", () => {
    const seen = new Set<string>();
    expect(marked(glossText("Get a PPS number. Give your PPS number to your employer.", matcher, seen))).toEqual([
      "pps:PPS number",
    ]);
    expect(glossText("Your PPS number is on your payslip.", matcher, seen)).toBeNull();
  });

  it("keeps every word of the text, in order", () => {
    const text = "Register with the RTB, then ask the HSE about a GP visit card.";
    const segments = glossText(text, matcher, new Set())!;
    expect(segments.map((segment) => (typeof segment === "string" ? segment : segment.text)).join("")).toBe(text);
    expect(marked(segments)).toEqual(["rtb:RTB", "hse:HSE", "gp-visit-card:GP visit card"]);
  });

  it("prefers the longest form and matches whole words only", () => {
    expect(marked(glossText("With Stamp 2 you may work 20 hours.", matcher, new Set()))).toEqual(["stamp-2:Stamp 2"]);
    expect(glossText("the date stamped in your passport, by GPS", matcher, new Set())).toBeNull();
    expect(marked(glossText("a Personal Public Service (PPS) number", matcher, new Set()))).toEqual([
      "pps:Personal Public Service (PPS) number",
    ]);
  });

  it("never marks a link's text, only the sentence under it", () => {
    const guide: GuidePage = {
      ...findGuide("legal", "pps-application")!.guide,
      intro: "Plain words.",
      tips: undefined,
      cards: [
        {
          title: "PPS number",
          icon: "id-card",
          lists: [
            {
              name: "Steps",
              links: [
                { text: "MyWelfare – book a PPS number appointment", url: "https://example.org/a" },
                { text: "Citizens Information", url: "https://example.org/b", description: "Ask about a PPS number." },
              ],
            },
          ],
        },
      ],
    };
    const glosses = guideGlosses(guide, "es")!;
    expect(Object.keys(glosses.texts)).toEqual(["card-0-0-1"]);
    expect(marked(glosses.texts["card-0-0-1"]!)).toEqual(["pps:PPS number"]);
    expect(Object.keys(glosses.terms)).toEqual(["pps"]);
  });

  it("explains the marked terms in the reader's language, and nothing in English", () => {
    const { guide } = findGuide("legal", "pps-application")!;
    expect(guideGlosses(guide, "en")).toBeNull();
    const glosses = guideGlosses(guide, "ar")!;
    expect(glosses.lang).toBe("ar");
    expect(glosses.terms.pps).toEqual({
      term: "PPS number",
      fullName: CONTENT_TRANSLATIONS.ar.glossary.pps!.fullName,
      explanation: CONTENT_TRANSLATIONS.ar.glossary.pps!.explanation,
    });
  });

  it.each(
    guideSections.flatMap((section) =>
      section.guides.map((guide) => ({ path: `/${section.slug}/${guide.slug}`, guide })),
    ),
  )("$path: marks each term at most once, and no more terms than the glossary has", ({ guide }) => {
    const glosses = guideGlosses(guide, "pt-br")!;
    const ids = Object.values(glosses.texts).flatMap((segments) =>
      segments.flatMap((segment) => (typeof segment === "string" ? [] : [segment.termId])),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(glossary.length);
    expect(Object.keys(glosses.terms).sort()).toEqual([...ids].sort());
    const keys = new Set(guideTextKeys(guide).map(({ key }) => key));
    for (const key of Object.keys(glosses.texts)) expect(keys.has(key), key).toBe(true);
  });
});
