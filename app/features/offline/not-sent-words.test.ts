import { afterEach, describe, expect, it } from "vitest";
import { m } from "@common/i18n";
import { baseLocale, locales, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { notSentWords } from "./not-sent-words";

afterEach(() => overwriteGetLocale(() => baseLocale));

describe("the words of a draft not saved offline (issue #46 item 9)", () => {
  it("say 'not saved' once, in every language: the offline words are the reason the status line gives", () => {
    const lines = locales.map((locale) => {
      overwriteGetLocale(() => locale);
      return m.forum_draft_not_saved({ reason: notSentWords().offline });
    });
    expect(lines).toEqual([
      "Draft not saved: you are offline",
      "Rascunho não salvo: você está sem conexão",
      "Borrador no guardado: estás sin conexión",
      "草稿未保存：您已离线",
      "Чернетку не збережено: ви офлайн",
      "لم تُحفظ المسودة: أنت غير متصل",
    ]);
  });
});
