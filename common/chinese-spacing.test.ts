import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { suspensionNotice } from "./auth";
import { baseLocale, m } from "./i18n";
import { overwriteGetLocale } from "./paraglide/runtime.js";

/**
 * Issue #46 item 14: Chinese puts no space between Han characters, nor between Han text and its own
 * punctuation. A space beside a member's Latin name or an email is a style choice, but a placeholder that
 * can bring Han text ("刚刚", "2026年6月15日", a category's name, "匿名" for a deleted member, a post's
 * title) must not be set off by one: "收藏于 {date}" becomes "收藏于 刚刚". Each such placeholder is read
 * as a Han character, every other one as a Latin word, and the message as it will be shown is checked.
 */
const HAN_VALUES = new Set([
  // Dates and times, relative or not, and lengths of time.
  ...["date", "when", "time", "until", "reported", "handled", "suspension"],
  // Words of the catalogue: a category, a moderator's action, a post or comment link's words.
  ...["category", "did", "comment", "post"],
  // What members write, and the names that stand in for a member ("匿名", "该成员").
  ...["title", "who", "author", "name", "editor"],
]);
const HAN = String.raw`[\p{Script=Han}，。：；！？、“”（）《》]`;
const SPACED = new RegExp(`${HAN}[ \\u00a0]+${HAN}`, "u");

type Message = string | { match: Record<string, string> }[];
const catalogue = JSON.parse(readFileSync(new URL("../messages/zh-cn.json", import.meta.url), "utf8")) as Record<
  string,
  Message
>;

function shown(text: string): string {
  return text.replace(/\{\s*(\w+)\s*\}/g, (_, name: string) => (HAN_VALUES.has(name) ? "汉" : "X"));
}

describe("Chinese messages (issue #46 item 14)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("put no space between Han text, or beside a placeholder that can bring Han text", () => {
    const spaced: string[] = [];
    for (const [key, message] of Object.entries(catalogue)) {
      if (key === "$schema") continue;
      const texts =
        typeof message === "string" ? [message] : message.flatMap((variant) => Object.values(variant.match));
      for (const text of texts) if (SPACED.test(shown(text))) spaced.push(`${key}: ${text}`);
    }
    expect(spaced).toEqual([]);
  });

  it("end the suspension's sentence with its own full stop, not '。.'", () => {
    overwriteGetLocale(() => "zh-cn");
    const notice = suspensionNotice(m.mod_suspended_message({ until: "2026年6月15日 13:00" }));
    expect(notice).toBe("你的账户被封禁至2026年6月15日 13:00（爱尔兰时间）。如需请版主重新审核，请用邮箱和密码登录。");
    overwriteGetLocale(() => "en");
    expect(suspensionNotice("Your account is suspended")).toMatch(/^Your account is suspended\. /);
  });
});
