import { afterEach, describe, expect, it } from "vitest";
import { locales, m, type Locale } from "@common/i18n";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { describeDate, type DateForm } from "./dates";

/**
 * Issue #46 item 11: a date inside a sentence may be relative ("há 28 minutos", "agora mesmo", "昨天") or a
 * date ("3 de mar. de 2026"), and each sentence has words for each form: never "Conectado em há 28 minutos",
 * "Salvo em agora", "收藏于 现在" or "سجّل الدخول في قبل دقيقة واحدة". Each message is given what
 * `<LocalDate>` would show at these moments, and the form it took.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.UTC(2026, 6, 15, 12, 0);
const PAST = { "just now": 20_000, "28 minutes ago": 28 * MINUTE, yesterday: DAY + MINUTE, "a month ago": 30 * DAY };
const FUTURE = { "in 3 days": -3 * DAY, tomorrow: -DAY - MINUTE, "in a month": -30 * DAY };

type Sentence = (date: string, form: DateForm) => string;
const SENTENCES: Record<string, [Sentence, Record<string, number>]> = {
  settings_session_signed_in: [(date, form) => m.settings_session_signed_in({ date, form }), PAST],
  settings_session_last_active: [(date, form) => m.settings_session_last_active({ date, form }), PAST],
  forum_bookmarked_on: [(date, form) => m.forum_bookmarked_on({ date, form }), PAST],
  forum_draft_saved: [(date, form) => m.forum_draft_saved({ date, form }), PAST],
  forum_draft_offer: [(date, form) => m.forum_draft_offer({ date, form }), PAST],
  profile_comment_on: [(date, form) => m.profile_comment_on({ date, post: "PPS", form }), PAST],
  forum_history_post_intro: [
    (date, form) => m.forum_history_post_intro({ title: "PPS", author: "ana", date, form }),
    PAST,
  ],
  forum_history_comment_intro: [
    (date, form) => m.forum_history_comment_intro({ comment: "C", author: "ana", title: "PPS", date, form }),
    PAST,
  ],
  dashboard_report_waiting: [(reported, form) => m.dashboard_report_waiting({ reported, form }), PAST],
  dashboard_report_handled: [
    (date, form) =>
      m.dashboard_report_handled({ reported: date, handled: date, reportedForm: form, handledForm: form }),
    PAST,
  ],
  profile_suspended_until: [(date, form) => m.profile_suspended_until({ name: "ana", date, form }), FUTURE],
  // The moderation queue's lines and badges.
  mod_posted: [(date, form) => m.mod_posted({ date, form }), PAST],
  mod_badge_suspended_ends: [(date, form) => m.mod_badge_suspended_ends({ date, form }), FUTURE],
  mod_badge_author_suspended_ends: [(date, form) => m.mod_badge_author_suspended_ends({ date, form }), FUTURE],
};

/** Words that say "on", "at", "from" or "since" before a date, followed by a relative phrase. */
const WRONG: Record<Locale, RegExp> = {
  en: /\b(on|at|from) (just now|\d+ \w+ ago|in \d|yesterday|tomorrow)/,
  "pt-br": /\b(em|de|desde) (há|agora|ontem|amanhã|em \d|daqui)/,
  es: /\b(el|del|desde) (hace|ahora|ayer|mañana|dentro)/,
  "zh-cn": /于\s*(现在|刚刚|昨天|明天|\d+\S*(前|后))|现在\S|刚刚的|\p{Script=Han} +\p{Script=Han}/u,
  uk: /\b(від|о|з|до) (\d+ \S+ тому|щойно|зараз|учора|вчора|завтра|через)/,
  ar: /(في|من|منذ) (قبل|الآن|منذ|أمس|غدًا|خلال|بعد)/,
};

describe("a sentence around a date that may be relative (issue #46 item 11)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it.each(locales)("reads as %s writes it for a relative time and for a date", (locale) => {
    overwriteGetLocale(() => locale);
    const forms = new Set<DateForm>();
    for (const [key, [sentence, moments]] of Object.entries(SENTENCES)) {
      for (const [moment, before] of Object.entries(moments)) {
        const { text, form } = describeDate(new Date(now - before).toISOString(), now, "Europe/Dublin");
        forms.add(form);
        const words = sentence(text, form);
        expect(words, `${key}, ${moment}`).toContain(text);
        expect(words, `${key}, ${moment}`).not.toMatch(WRONG[locale]);
      }
    }
    expect([...forms].sort()).toEqual(["absolute", "relative"]);
  });

  it("says 'just now' in the language's words, not Intl's 'now' (现在收藏 reads 'bookmark now')", () => {
    const justNow = (locale: Locale) => {
      overwriteGetLocale(() => locale);
      return describeDate(new Date(now - 20_000).toISOString(), now, "Europe/Dublin");
    };
    expect(justNow("zh-cn")).toMatchObject({ text: "刚刚", form: "relative" });
    expect(justNow("pt-br").text).toBe("agora mesmo");
    expect(justNow("ar").text).toBe("منذ لحظات");
    expect(justNow("en").text).toBe("just now");
  });

  it("gives the examples of the issue their natural words", () => {
    const at = (locale: Locale, before: number, sentence: Sentence) => {
      overwriteGetLocale(() => locale);
      const { text, form } = describeDate(new Date(now - before).toISOString(), now, "Europe/Dublin");
      return sentence(text, form);
    };
    const signedIn: Sentence = (date, form) => m.settings_session_signed_in({ date, form });
    const bookmarked: Sentence = (date, form) => m.forum_bookmarked_on({ date, form });
    expect(at("pt-br", 28 * MINUTE, signedIn)).toBe("Conectado há 28 minutos");
    expect(at("pt-br", 20_000, bookmarked)).toBe("Salvo agora mesmo");
    expect(at("pt-br", 30 * DAY, signedIn)).toMatch(/^Conectado em 15 de jun\.? de 2026/);
    expect(at("zh-cn", 20_000, bookmarked)).toBe("刚刚收藏");
    expect(at("zh-cn", 30 * DAY, bookmarked)).toMatch(/^收藏于2026年6月15日/);
    expect(at("ar", MINUTE, signedIn)).toBe("سجّل الدخول قبل دقيقة واحدة");
    expect(at("en", 30 * DAY, signedIn)).toBe("Signed in on Jun 15, 2026 at 1:00 PM");
  });
});
