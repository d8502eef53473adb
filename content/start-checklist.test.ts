import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guidePaths, guideSections } from "./guides";
import { START_CHECKLIST, START_STEP_IDS } from "./start-checklist";

/** The reviewed fact sheet the content was written from (outside the repository; checked where present). */
const FACT_SHEET = "/work/shared/guide-links.json";

describe("the first-week checklist content", () => {
  it("has 7 to 9 steps with unique, URL-safe ids", () => {
    expect(START_CHECKLIST.length).toBeGreaterThanOrEqual(7);
    expect(START_CHECKLIST.length).toBeLessThanOrEqual(9);
    expect(new Set(START_STEP_IDS).size).toBe(START_STEP_IDS.length);
    for (const id of START_STEP_IDS) expect(id).toMatch(/^[a-z][a-z-]{1,40}$/);
  });

  it("keeps each step short: a title, who it is for, and one to three sentences", () => {
    for (const step of START_CHECKLIST) {
      expect(step.title.length, step.id).toBeLessThanOrEqual(60);
      expect(step.appliesTo, step.id).toMatch(/\.$/);
      const sentences = step.text.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, step.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, step.id).toBeLessThanOrEqual(3);
    }
  });

  it("dates every euro figure", () => {
    for (const step of START_CHECKLIST) {
      for (const match of step.text.matchAll(/€[\d,]+/g)) {
        const around = step.text.slice(match.index, match.index + 20);
        expect(around, `${step.id}: ${match[0]}`).toMatch(/20\d\d/);
      }
    }
  });

  it("links each step to a guide page that exists", () => {
    const paths = guidePaths();
    for (const step of START_CHECKLIST) expect(paths, step.id).toContain(step.guide);
  });

  it("links each step to an official https page that a guide page already cites", () => {
    const cited = new Set(
      guideSections
        .flatMap((section) =>
          section.guides.flatMap((guide) => guide.cards.flatMap((card) => card.lists.flatMap((l) => l.links))),
        )
        .map((link) => link.url),
    );
    for (const step of START_CHECKLIST) {
      expect(step.official.url, step.id).toMatch(/^https:\/\//);
      expect(cited.has(step.official.url), `${step.id}: ${step.official.url}`).toBe(true);
    }
  });

  it.runIf(existsSync(FACT_SHEET))("uses official links the fact sheet saw as a page, a variant or a section", () => {
    const sheet = JSON.parse(readFileSync(FACT_SHEET, "utf8")) as {
      pages: Record<string, { cards: { links: { url: string; evidence?: string }[] }[] }>;
    };
    const evidence = new Map<string, string>();
    for (const page of Object.values(sheet.pages)) {
      for (const card of page.cards) for (const link of card.links) evidence.set(link.url, link.evidence ?? "");
    }
    for (const step of START_CHECKLIST) {
      expect(["page", "variant", "section"], `${step.id}: ${step.official.url}`).toContain(
        evidence.get(step.official.url),
      );
    }
  });
});
