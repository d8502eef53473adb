import { beforeAll, describe, expect, it } from "vitest";
import { fakeStorage, inlineScriptText, runInPage } from "../../../tests/helpers/inline-script";
import { THEME_STORAGE_KEY } from "./theme-key";

let script: string;
beforeAll(async () => {
  script = await inlineScriptText(`${import.meta.dirname}/theme-boot.ts`);
});

/** The theme the script gives the page, for what this browser kept and the system's colour scheme. */
function themeOf(kept: string | null, { systemDark = false, refused = false } = {}) {
  const dataset: Record<string, string> = {};
  runInPage(script, {
    localStorage: fakeStorage(kept === null ? {} : { [THEME_STORAGE_KEY]: kept }, { refused }),
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
    document: { documentElement: { dataset } },
  });
  return dataset.theme;
}

describe("the theme script in <head>", () => {
  it("gives the page the theme the reader chose", () => {
    expect(themeOf("dark")).toBe("dark");
    expect(themeOf("light", { systemDark: true })).toBe("light");
  });

  it("else the system's", () => {
    expect(themeOf(null, { systemDark: true })).toBe("dark");
    expect(themeOf(null)).toBe("light");
    expect(themeOf("blue", { systemDark: true })).toBe("dark");
  });

  it("leaves the page as it is when storage is refused, and throws nothing", () => {
    expect(themeOf("dark", { refused: true })).toBe(undefined);
  });
});
