import { describe, expect, it } from "vitest";
import { localeOfPath, redirect, routerPath } from "./locale-path";

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
    // Issue #46: a locale's home data was answered by the English route table (404), and every translated
    // interface showed its error screen when the reader followed the logo or the "home" breadcrumb. Under a
    // basename (ADR 0069) the router asks for it, and for its routes, under the locale's prefix.
    for (const locale of ["pt-br", "es", "zh-cn", "uk", "ar"]) {
      expect(localeOfPath(`/${locale}/_root.data`)).toBe(locale);
      expect(localeOfPath(`/${locale}/__manifest`)).toBe(locale);
    }
    expect(localeOfPath("/_root.data")).toBe("en");
    expect(localeOfPath("/__manifest")).toBe("en");
  });
});

describe("a path as the router takes it under a locale's basename (ADR 0069)", () => {
  it("loses the locale's prefix, which the basename adds, and nothing else", () => {
    expect(routerPath("/ar/glossary?q=x#y")).toBe("/glossary?q=x#y");
    expect(routerPath("/pt-br")).toBe("/");
    expect(routerPath("/pt-br?page=2")).toBe("/?page=2");
    expect(routerPath("/glossary")).toBe("/glossary");
    expect(routerPath("?page=2")).toBe("?page=2");
    expect(routerPath("https://example.com/ar/x")).toBe("https://example.com/ar/x");
  });

  it("never leaves the site once the prefix is gone", () => {
    expect(routerPath("/en//evil.example")).toBe("/");
    expect(routerPath("/ar//evil.example/x")).toBe("/");
    const response = redirect("/en//evil.example");
    expect(response.headers.get("Location")).toBe("/");
    expect(redirect("/ar/settings").headers.get("Location")).toBe("/settings");
  });
});
