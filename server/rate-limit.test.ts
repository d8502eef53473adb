import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "../common/paraglide/runtime.js";
import { describeRetryAfter, tooOften } from "./rate-limit";

describe("a write refused for being too often", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("keeps its English sentences", () => {
    expect(tooOften("post", 600)).toBe("You are doing that too often. You can post again in 10 minutes.");
    expect(tooOften("write", 45)).toBe("You are doing that too often. You can try again in 45 seconds.");
    expect(tooOften("dataExport", 3600)).toBe(
      "You are doing that too often. You can download your data again in 1 hour.",
    );
    expect(tooOften("draft", 61)).toBe("You are doing that too often. You can save your draft again in 2 minutes.");
    expect(describeRetryAfter(1)).toBe("in 1 second");
    expect(describeRetryAfter(7200)).toBe("in 2 hours");
  });

  it("is one whole sentence in the request's language, the time counted by its plural rules", () => {
    overwriteGetLocale(() => "es");
    expect(tooOften("comment", 600)).toBe(
      "Estás haciendo esto demasiado a menudo. Podrás comentar de nuevo en 10 minutos.",
    );
    overwriteGetLocale(() => "ar");
    expect(tooOften("like", 120)).toBe("أنت تكرر هذا كثيرًا. يمكنك الإعجاب مجددًا بعد دقيقتين.");
    overwriteGetLocale(() => "zh-cn");
    expect(tooOften("bookmark", 3600)).toBe("你的操作过于频繁。你可以在 1 小时后再收藏。");
    overwriteGetLocale(() => "uk");
    expect(tooOften("report", 60)).toBe("Ви робите це надто часто. Ви зможете надсилати нові скарги через 1 хвилину.");
  });

  it("has no English left in any other language", () => {
    for (const locale of ["pt-br", "es", "zh-cn", "uk", "ar"] as const) {
      overwriteGetLocale(() => locale);
      for (const action of ["write", "profile", "dataExport", "post", "answer", "edit"] as const) {
        expect(tooOften(action, 600)).not.toMatch(/too often|again|minutes/);
      }
    }
  });
});
