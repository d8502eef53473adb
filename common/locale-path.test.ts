import { describe, expect, it } from "vitest";
import { localeOfPath } from "./locale-path";

describe("the locale an address is in", () => {
  it("is the first segment's locale, English otherwise", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/glossary")).toBe("en");
    expect(localeOfPath("/pt-br")).toBe("pt-br");
    expect(localeOfPath("/ar/community/forum.data")).toBe("ar");
    expect(localeOfPath("/en/glossary")).toBe("en");
    expect(localeOfPath("/pt-brx")).toBe("en");
  });

  it("includes a locale's home page data, which the router asks for when the logo is followed", () => {
    // Issue #46: /pt-br.data was answered by the English route table (404), and every translated
    // interface showed its error screen when the reader followed the logo or the "home" breadcrumb.
    for (const locale of ["pt-br", "es", "zh-cn", "uk", "ar"]) expect(localeOfPath(`/${locale}.data`)).toBe(locale);
    expect(localeOfPath("/_root.data")).toBe("en");
    expect(localeOfPath("/pt-br.data/x")).toBe("en");
  });
});
