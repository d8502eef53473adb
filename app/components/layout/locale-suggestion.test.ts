import { beforeAll, describe, expect, it } from "vitest";
import { cookieName } from "@common/paraglide/runtime.js";
import { inlineScriptText, runInPage } from "../../../tests/helpers/inline-script";
import { SUGGESTION_ATTRIBUTE } from "./locale-suggestion-attribute";

let script: string;
beforeAll(async () => {
  script = await inlineScriptText(`${import.meta.dirname}/locale-suggestion.ts`);
});

const OFFERED = ["pt-br", "es", "zh-cn", "uk", "ar"];

/** The locale whose line the script shows on an English page, for the browser's languages and cookies. */
function suggested(languages: string[] | undefined, { cookie = "", language = "en-IE" } = {}) {
  const container = { hidden: true };
  const lines = OFFERED.map((locale) => ({ locale, hidden: true, parentNode: container }));
  runInPage(script, {
    navigator: { languages, language },
    document: {
      cookie,
      querySelector: (selector: string) => {
        // As the browser's: a quote in the value ends it early.
        if (selector.split("'").length !== 3) throw new SyntaxError(`'${selector}' is not a valid selector`);
        return lines.find(({ locale }) => selector === `[${SUGGESTION_ATTRIBUTE}='${locale}']`) ?? null;
      },
    },
  });
  const shown = lines.filter((line) => !line.hidden).map((line) => line.locale);
  expect(container.hidden, "the lines' container is shown with a line").toBe(shown.length === 0);
  return shown;
}

describe("the script that suggests the browser's language on an English page (issue #33)", () => {
  it("shows the line of the first language the browser prefers that the site has", () => {
    expect(suggested(["es-ES", "uk"])).toEqual(["es"]);
    expect(suggested(["fr-FR", "de", "uk-UA", "es"])).toEqual(["uk"]);
    expect(suggested(["pt-PT"])).toEqual(["pt-br"]);
    expect(suggested(["zh-TW"])).toEqual(["zh-cn"]);
    expect(suggested(undefined, { language: "ar-IE" })).toEqual(["ar"]);
  });

  it("shows none where English comes first, or where the reader chose a language here", () => {
    expect(suggested(["en-GB", "es"])).toEqual([]);
    expect(suggested(["es"], { cookie: `theme=dark; ${cookieName}=en` })).toEqual([]);
    expect(suggested(["es"], { cookie: `${cookieName}=es` })).toEqual([]);
  });

  it("shows none for a browser language that is no selector, and throws nothing", () => {
    expect(suggested(["x'y", "es"])).toEqual([]);
  });
});
