import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, type Locale } from "@common/i18n";
import { overwriteGetLocale } from "@common/paraglide/runtime.js";
import { resultSummary } from "./result-summary";

const inLocale = (locale: Locale) => overwriteGetLocale(() => locale);
const base = { term: "rent", guideCount: 0, postCount: 0, filtered: false, page: 1, pageCount: 1 };

afterEach(() => inLocale(baseLocale));

describe("the /search page's summary line", () => {
  it("says in English what it said before the catalogue", () => {
    expect(resultSummary({ ...base, term: "" })).toBe("");
    expect(resultSummary(base)).toBe("No results found.");
    expect(resultSummary({ ...base, guideCount: 1 })).toBe("1 guide for ‘rent’");
    expect(resultSummary({ ...base, postCount: 1204 })).toBe("1,204 forum posts for ‘rent’");
    expect(resultSummary({ ...base, guideCount: 3, postCount: 1, filtered: true, page: 2, pageCount: 3 })).toBe(
      "3 guides and 1 forum post for ‘rent’ (filtered), page 2 of 3",
    );
  });

  it("speaks the page's language, with that language's plurals", () => {
    inLocale("uk");
    expect(resultSummary({ ...base, postCount: 5 })).toBe("5 дописів форуму за запитом «rent»");
    inLocale("ar");
    expect(resultSummary({ ...base, guideCount: 2 })).toBe("دليلان عن ‘rent’");
    inLocale("es");
    expect(resultSummary(base)).toBe("No se encontraron resultados.");
    // The count as the language writes it: a space between thousands in Ukrainian, a point in Portuguese.
    inLocale("uk");
    expect(resultSummary({ ...base, postCount: 1204 })).toMatch(/^1\s204 дописи форуму/);
    inLocale("pt-br");
    expect(resultSummary({ ...base, postCount: 1204 })).toMatch(/^1\.204 /);
  });
});
