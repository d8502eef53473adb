import { describe, expect, it } from "vitest";
import { locales } from "@common/i18n";
import { guideSections } from "./guides";
import { GUIDE_TRANSLATIONS } from "./localized-guides";
import { mustKeep, OFFICIAL_NAMES } from "./locales/official-names";

/**
 * Issue #46, item 2: every guide page has its title, summary and search words in every interface
 * language, so the site search finds it in the reader's words and names it in their language.
 */
const translated = locales.filter((locale) => locale !== "en");
const paths = guideSections.flatMap((section) => section.guides.map((guide) => `${section.slug}/${guide.slug}`));
/** Beyond the checklist's names: the guides also name the stamps and cards on an immigration letter. */
const GUIDE_NAMES = [
  ...OFFICIAL_NAMES,
  "GNIB",
  "DART",
  "Stamp 2",
  "Stamp 1G",
  "Irish Residence Permit",
  "Personal Public Service",
];

describe("guides in the reader's language", () => {
  it("has the guides of every locale but English", () => {
    expect(Object.keys(GUIDE_TRANSLATIONS).sort()).toEqual([...translated].sort());
  });

  describe.each(translated)("%s", (locale) => {
    const guides = GUIDE_TRANSLATIONS[locale];

    it("translates every guide page, and no page that does not exist", () => {
      expect(Object.keys(guides).sort()).toEqual([...paths].sort());
    });

    it("gives each a title, a one-sentence summary and its own search words", () => {
      for (const section of guideSections)
        for (const guide of section.guides) {
          const path = `${section.slug}/${guide.slug}`;
          const words = guides[path]!;
          for (const text of [words.title, words.summary, ...words.keywords]) {
            expect(text.trim(), path).not.toBe("");
            expect(text, path).toBe(text.trim());
          }
          expect(words.title, path).not.toBe(guide.title);
          expect(words.summary, path).not.toBe(guide.summary);
          expect(words.keywords.length, path).toBeGreaterThanOrEqual(3);
          expect(new Set(words.keywords).size, `${path}: a keyword twice`).toBe(words.keywords.length);
          expect(words.summary.length, path).toBeLessThanOrEqual(Math.max(guide.summary.length * 1.6, 60));
        }
    });

    it("keeps the official names and figures of each English title and summary", () => {
      for (const section of guideSections)
        for (const guide of section.guides) {
          const path = `${section.slug}/${guide.slug}`;
          const words = guides[path]!;
          const all = `${words.title} ${words.summary}`;
          for (const kept of mustKeep(`${guide.title} ${guide.summary}`, GUIDE_NAMES))
            expect(all, `${path}: ${kept}`).toContain(kept);
        }
    });
  });
});
