import { describe, expect, it } from "vitest";
import { mailLanguageAttributes } from "./templates";

describe("a mail's language (ADR 0056)", () => {
  it("is the page's tag and direction, and English mails stay as they were", () => {
    expect(mailLanguageAttributes("en")).toBe("");
    expect(mailLanguageAttributes("pt-br")).toBe(' lang="pt-BR"');
    expect(mailLanguageAttributes("zh-cn")).toBe(' lang="zh-CN"');
    expect(mailLanguageAttributes("ar")).toBe(' lang="ar" dir="rtl"');
  });
});
