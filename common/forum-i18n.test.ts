import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, locales, overwriteGetLocale } from "./paraglide/runtime.js";
import { ANSWER_MESSAGES } from "./answers";
import { BOOKMARK_MESSAGES } from "./bookmarks";
import { DRAFT_MESSAGES } from "./drafts";
import { FORUM_MESSAGES, REPORT_REASONS } from "./forum";
import { categoryLabel, POST_CATEGORIES } from "./forum-categories";
import { postsFeedTitle } from "./forum-feeds";
import { CATEGORY_DESCRIPTIONS, sortLabel } from "./forum-lists";
import { newPostSchema, reportSchema } from "./forum-schemas";
import { m } from "./i18n";

/** The forum's words (issue #33): read in the request's locale when they are used, never frozen at load. */
afterEach(() => overwriteGetLocale(() => baseLocale));

describe("the forum's messages follow the locale", () => {
  it("keeps the spec's English", () => {
    expect(FORUM_MESSAGES.enterTitle).toBe("Please enter a title");
    expect(FORUM_MESSAGES.postTooLong).toBe("Post must be 20,000 characters or fewer.");
    expect(FORUM_MESSAGES.discussionFull).toBe(
      "This discussion has reached 1,000 comments. Please start a new post to continue it.",
    );
    expect(BOOKMARK_MESSAGES.full).toMatch(/^You have 1,000 bookmarks, the most you can keep\./);
    expect(POST_CATEGORIES.map((c) => c.label)).toEqual([
      "General Discussion",
      "Housing & Accommodation",
      "Education",
      "Healthcare",
      "Transport",
      "Legal & Immigration",
      "Jobs & Career",
      "Social",
    ]);
    expect(sortLabel({ category: null, sort: "top", period: "month", solved: "any" })).toBe("Top this month");
  });

  it("answers in the locale of the moment, after the modules loaded", () => {
    overwriteGetLocale(() => "es");
    expect(FORUM_MESSAGES.enterTitle).toBe("Escribe un título");
    expect(FORUM_MESSAGES.postTooLong).toBe("La publicación debe tener 20.000 caracteres como máximo.");
    expect(categoryLabel("housing")).toBe("Vivienda y alojamiento");
    expect(categoryLabel("housing", "en")).toBe("Housing & Accommodation");
    expect(postsFeedTitle("housing")).toBe("Vivienda y alojamiento | Foro de la Comunidad de Ireland Guide");
    expect(CATEGORY_DESCRIPTIONS.legal).toContain("IRP");
    expect(REPORT_REASONS[0].label).toBe("Spam o publicidad");
    expect(DRAFT_MESSAGES.leave).toMatch(/^Tienes texto/);
    overwriteGetLocale(() => "ar");
    expect(ANSWER_MESSAGES.marked).toBe("تم التحديد كإجابة.");
    expect(sortLabel({ category: null, sort: "new", period: "month", solved: "any" })).toBe("الجديدة");
  });

  it("gives zod's refusals in the locale of the request, not of the first parse", () => {
    const empty = { title: "", content: "x", category: "housing" };
    expect(newPostSchema.safeParse(empty).error?.issues[0]?.message).toBe("Please enter a title");
    overwriteGetLocale(() => "pt-br");
    expect(newPostSchema.safeParse(empty).error?.issues[0]?.message).toBe("Digite um título");
    expect(reportSchema.safeParse({ reason: "spam" }).error?.issues[0]?.message).toBe(
      "Denuncie um post, comentário ou usuário por vez.",
    );
  });

  it("counts by each language's plural rules", () => {
    expect(m.forum_comment_count({ count: 1, shown: "1" })).toBe("1 comment");
    expect(m.forum_comment_count({ count: 3, shown: "3" })).toBe("3 comments");
    const uk = (count: number) => m.forum_comment_count({ count, shown: String(count) }, { locale: "uk" });
    expect([1, 3, 5, 21].map(uk)).toEqual(["1 коментар", "3 коментарі", "5 коментарів", "21 коментар"]);
    expect(m.forum_comment_count({ count: 2, shown: "2" }, { locale: "ar" })).toBe("تعليقان");
  });
});

describe("the catalogue", () => {
  const catalogue = (locale: string) =>
    JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
  const forumKeys = (locale: string) =>
    Object.keys(catalogue(locale)).filter((key) => /^(forum|category|report)_/.test(key));
  const placeholders = (value: unknown) => [...new Set(JSON.stringify(value).match(/\{[a-zA-Z]+\}/g) ?? [])].sort();

  it("has every forum key in all six locales, with the same placeholders", () => {
    const english = catalogue("en");
    for (const locale of locales) {
      expect(forumKeys(locale), locale).toEqual(forumKeys("en"));
      const messages = catalogue(locale);
      for (const key of forumKeys("en")) {
        expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(english[key]));
      }
    }
  });
});

describe("buttons whose accessible name is longer than their word", () => {
  it("name the word they show, in every locale (WCAG 2.5.3, label in name): Quote", () => {
    for (const locale of locales) {
      overwriteGetLocale(() => locale);
      const shown = m.forum_quote().toLocaleLowerCase(locale);
      for (const name of [m.forum_quote_this_post(), m.forum_quote_this_comment()]) {
        expect(name.toLocaleLowerCase(locale), `${locale}: "${name}" holds "${m.forum_quote()}"`).toContain(shown);
      }
    }
  });
});
