import { describe, expect, it } from "vitest";
import { baseLocale, type Locale } from "@common/i18n";
import { overwriteGetLocale } from "@common/paraglide/runtime.js";
import { buildGuideIndex, loadGuideIndex } from "./guide-index";
import { searchGuides } from "./guide-search";

const index = buildGuideIndex();
const first = (query: string) => searchGuides(index, query)[0]?.items[0]?.href;

describe("guide search", () => {
  it("lists the spec's groups in order when the query is empty", () => {
    const groups = searchGuides(index, "");
    expect(groups.map((g) => g.group)).toEqual([
      "Housing",
      "Transport",
      "Education",
      "Healthcare",
      "Finance",
      "Community",
      "Legal",
      "Jobs and Career",
    ]);
    expect(groups.find((g) => g.group === "Community")?.items.map((i) => i.href)).toContain("/community/forum");
    expect(groups.find((g) => g.group === "Jobs and Career")?.items).toHaveLength(7);
  });

  it("finds guides by words inside them, best match first", () => {
    expect(first("leap")).toBe("/transport/transport-cards");
    expect(first("irp")).toBe("/legal/gnib-registration");
    expect(first("pps")).toBe("/legal/pps-application");
    expect(first("Burgh Quay")).toBe("/legal/gnib-registration");
    expect(first("scholar")).toBe("/education/scholarships");
  });

  it("finds nothing for words that are nowhere", () => {
    expect(searchGuides(index, "zzzyxq")).toEqual([]);
  });

  it("offers glossary terms for their abbreviation or full name, after the guides, and never in the empty list", () => {
    const glossaryItems = (query: string) => searchGuides(index, query).find((g) => g.group === "Glossary")?.items;
    expect(glossaryItems("prsi")?.[0]).toEqual({ title: "PRSI: Pay Related Social Insurance", href: "/glossary#prsi" });
    expect(glossaryItems("usc")?.[0]?.href).toBe("/glossary#usc");
    expect(glossaryItems("USC")?.[0]?.href).toBe("/glossary#usc");
    expect(glossaryItems("universal social")?.[0]?.href).toBe("/glossary#usc");
    expect(glossaryItems("stamp 1g")?.[0]?.href).toBe("/glossary#stamp-1g");
    expect(glossaryItems("glossary")?.[0]?.href).toBe("/glossary");
    // A guide that names the term in its keywords still comes first.
    expect(first("irp")).toBe("/legal/gnib-registration");
    expect(glossaryItems("irp")?.[0]?.href).toBe("/glossary#irp");
    expect(searchGuides(index, "").some((g) => g.group === "Glossary")).toBe(false);
  });
});

describe("the palette's glossary in the page's language (issue #33)", () => {
  const glossaryIn = async (locale: Locale, query: string) => {
    overwriteGetLocale(() => locale);
    try {
      const localized = await loadGuideIndex(locale);
      return searchGuides(localized, query).find((g) => g.group === "Glossary")?.items ?? [];
    } finally {
      overwriteGetLocale(() => baseLocale);
    }
  };

  it("shows a term as the glossary page does, found by the reader's words or the English ones", async () => {
    expect((await glossaryIn("es", "numero personal"))[0]).toEqual({
      title: "PPS number: Número personal de servicio público",
      href: "/glossary#pps",
    });
    expect((await glossaryIn("es", "pps"))[0]?.href).toBe("/glossary#pps");
    expect((await glossaryIn("es", "personal public"))[0]?.href).toBe("/glossary#pps");
    expect((await glossaryIn("uk", "дозвіл на проживання"))[0]).toEqual({
      title: "IRP: Ірландський дозвіл на проживання",
      href: "/glossary#irp",
    });
    expect((await glossaryIn("zh-cn", "居留许可"))[0]?.href).toBe("/glossary#irp");
    expect((await glossaryIn("ar", "تصريح الإقامة"))[0]?.href).toBe("/glossary#irp");
    expect((await glossaryIn("uk", "глосарій")).at(-1)?.href).toBe("/glossary");
  });

  it("keeps the English index as it was, and a query in another script no longer matches everything", async () => {
    expect(await loadGuideIndex("en")).toEqual(index);
    expect(searchGuides(index, "дозвіл")).toEqual([]);
  });
});
