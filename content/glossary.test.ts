import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";
import { guidePaths } from "./guides";
import { confirmedUrls, forbiddenReason, normaliseUrl, readFactSheet } from "./guides/link-rules";

const sheet = readFactSheet();

describe("glossary", () => {
  it("has unique anchors made of lowercase letters, digits and hyphens", () => {
    const ids = glossary.map((term) => term.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(glossary)("$id: has a term, a full name and a short plain explanation", (term) => {
    expect(term.term.trim()).not.toBe("");
    expect(term.fullName.trim()).not.toBe("");
    expect(term.explanation.trim()).not.toBe("");
    // One or two short sentences (split after . ! ? followed by a space).
    expect(term.explanation.split(/(?<=[.!?])\s+/).length, term.explanation).toBeLessThanOrEqual(2);
    expect(term.explanation.length, term.explanation).toBeLessThanOrEqual(260);
    for (const keyword of term.keywords ?? []) expect(keyword).toBe(keyword.toLowerCase());
  });

  it("links every term to a guide page that exists", () => {
    const paths = new Set(guidePaths());
    expect(glossary.filter((term) => !paths.has(term.guide)).map((term) => `${term.id}: ${term.guide}`)).toEqual([]);
  });

  it("links only to official pages that are https and allowed", () => {
    for (const { id, official } of glossary) {
      if (!official) continue;
      expect(new URL(official.url).protocol, id).toBe("https:");
      expect(forbiddenReason(official.url), `${id}: ${official.url}`).toBeNull();
      expect(official.text.trim(), id).not.toBe("");
    }
  });

  it.runIf(sheet)("links only to official pages the fact sheet confirms (evidence page, variant or section)", () => {
    const confirmed = confirmedUrls(sheet!);
    const unconfirmed = glossary.filter(({ official }) => official && !confirmed.has(normaliseUrl(official.url)));
    expect(unconfirmed.map(({ id, official }) => `${id}: ${official!.url}`)).toEqual([]);
  });

  it("spells out the abbreviations issue #18 names", () => {
    const ids = new Set(glossary.map((term) => term.id));
    for (const id of [
      "pps",
      "irp",
      "gnib",
      "isd",
      "usc",
      "prsi",
      "hap",
      "rtb",
      "ilep",
      "gp",
      "gp-visit-card",
      "medical-card",
      "stamp-0",
      "stamp-1",
      "stamp-1g",
      "stamp-2",
      "stamp-4",
      "dsp",
      "leap-card",
      "tfi",
      "paye",
      "myaccount",
      "mygovid",
      "intreo",
      "cao",
      "qqi",
      "iban",
    ])
      expect(ids, id).toContain(id);
  });
});
