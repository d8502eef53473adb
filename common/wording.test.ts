import { describe, expect, it } from "vitest";
import { locales, m } from "./i18n";

/** Issue #46 item 15: the words a reader meets say the same thing the same way in their language. */
describe("one wording per language", () => {
  it("names deleted members' posts with the word the forum shows, in every language", () => {
    for (const locale of locales) {
      const anonymous = m.forum_anonymous({}, { locale });
      expect(m.settings_delete_intro({}, { locale }), locale).toContain(anonymous);
    }
  });

  it("counts zero in the plural in Brazilian Portuguese, as Brazilians write it", () => {
    const pt = { locale: "pt-br" as const };
    expect(m.profile_comments_word({ count: 0 }, pt)).toBe("comentários");
    expect(m.profile_likes_word({ count: 0 }, pt)).toBe("curtidas");
    expect(m.profile_comments_word({ count: 1 }, pt)).toBe("comentário");
    expect(m.notif_bell_count({ count: 1 }, pt)).toBe("Notificações, 1 não lida");
    expect(m.notif_bell_count({ count: 2 }, pt)).toBe("Notificações, 2 não lidas");
  });

  it("calls the dashboard by the menu's name in Chinese", () => {
    const zh = { locale: "zh-cn" as const };
    const dashboard = m.auth_menu_dashboard({}, zh);
    expect(m.forum_bookmark_added({}, zh)).toContain(dashboard);
    expect(m.forum_bookmarks_full({ max: 200 }, zh)).toContain(dashboard);
  });
});
