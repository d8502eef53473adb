import { describe, expect, it } from "vitest";
import { locales } from "@common/i18n";
import { glossary } from "./glossary";
import { CONTENT_TRANSLATIONS, glossaryFor, startChecklistFor, type TranslatedLocale } from "./localized";
import { START_CHECKLIST, START_STEP_IDS } from "./start-checklist";
import { mustKeep } from "./locales/official-names";

const translated = locales.filter((locale): locale is TranslatedLocale => locale !== "en");

describe("content in the reader's language", () => {
  it("translates into every locale but English", () => {
    expect(Object.keys(CONTENT_TRANSLATIONS).sort()).toEqual([...translated].sort());
  });

  describe.each(translated)("%s", (locale) => {
    const translation = CONTENT_TRANSLATIONS[locale];

    it("translates every checklist step, and no step that is not on it", () => {
      expect(Object.keys(translation.checklist).sort()).toEqual([...START_STEP_IDS].sort());
    });

    it("translates every glossary term, and no term that is not in it", () => {
      expect(Object.keys(translation.glossary).sort()).toEqual(glossary.map((term) => term.id).sort());
    });

    it("keeps the ids, guide paths and official links of the English steps (the stored ticks stay valid)", () => {
      const steps = startChecklistFor(locale);
      expect(steps.map((step) => step.id)).toEqual(START_STEP_IDS);
      steps.forEach((step, index) => {
        const english = START_CHECKLIST[index]!;
        expect(step.lang, step.id).toBe(locale);
        expect(step.guide).toBe(english.guide);
        expect(step.official).toEqual(english.official);
        expect(step.title).not.toBe(english.title);
      });
    });

    it("keeps the terms, guide paths and official links of the English glossary", () => {
      const terms = glossaryFor(locale);
      terms.forEach((term, index) => {
        const english = glossary[index]!;
        expect(term.lang, term.id).toBe(locale);
        expect({ id: term.id, term: term.term, guide: term.guide, official: term.official }).toEqual({
          id: english.id,
          term: english.term,
          guide: english.guide,
          official: english.official,
        });
        expect(term.englishFullName).toBe(english.fullName);
        expect(term.explanation).not.toBe(english.explanation);
      });
    });

    it("writes every step with official names and figures as in English, in short sentences", () => {
      for (const step of START_CHECKLIST) {
        const words = translation.checklist[step.id]!;
        for (const field of ["title", "appliesTo", "text"] as const) {
          expect(words[field].trim(), `${step.id}.${field}`).not.toBe("");
          expect(words[field], `${step.id}.${field}`).toBe(words[field].trim());
        }
        const all = `${words.title} ${words.appliesTo} ${words.text}`;
        for (const kept of mustKeep(`${step.title} ${step.appliesTo} ${step.text}`)) {
          expect(all, `${step.id}: ${kept}`).toContain(kept);
        }
        expect(words.text.length, step.id).toBeLessThanOrEqual(step.text.length * 1.5);
      }
    });

    it("explains every term with its official names and figures as in English", () => {
      for (const term of glossary) {
        const words = translation.glossary[term.id]!;
        expect(words.fullName.trim(), term.id).not.toBe("");
        expect(words.explanation.trim(), term.id).not.toBe("");
        const all = `${words.fullName} ${words.explanation}`;
        for (const kept of mustKeep(term.explanation)) expect(all, `${term.id}: ${kept}`).toContain(kept);
        expect(words.explanation.length, term.id).toBeLessThanOrEqual(Math.max(term.explanation.length * 1.5, 120));
      }
    });
  });

  it("answers in English for English, with the same objects' words", () => {
    expect(startChecklistFor("en").map(({ lang, ...step }) => (lang === "en" ? step : null))).toEqual(START_CHECKLIST);
    expect(glossaryFor("en").every((term) => term.lang === "en" && term.fullName === term.englishFullName)).toBe(true);
  });
});
