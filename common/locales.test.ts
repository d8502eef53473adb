import { afterEach, describe, expect, it } from "vitest";
import { irishDateTime } from "./moderation";
import { baseLocale, locales, overwriteGetLocale } from "./paraglide/runtime.js";
import { localNumber } from "./plural";
import { htmlLang } from "./locales";

const DECEMBER_5 = "2026-12-05T14:03:00Z";

describe("one table of locale tags (ADR 0056)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("names each language with its canonical tag, English as Ireland's", () => {
    expect(locales.map(htmlLang)).toEqual(["en-IE", "pt-BR", "es", "zh-CN", "uk", "ar"]);
  });

  it("writes a moderation date in the reader's language, in Irish time, and numbers with Western digits", () => {
    expect(irishDateTime(DECEMBER_5)).toBe("5 December 2026 at 14:03");
    overwriteGetLocale(() => "es");
    expect(irishDateTime(DECEMBER_5)).toBe("5 de diciembre de 2026 a las 14:03");
    expect(localNumber(12040)).toBe("12.040");
    overwriteGetLocale(() => "ar");
    expect(irishDateTime(DECEMBER_5)).toMatch(/^5 ديسمبر 2026/);
    expect(localNumber(12040)).toBe("12,040");
  });
});
